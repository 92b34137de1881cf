import { formatInstant } from '@camello/domain';
import type { Invitation, LinkedCompany } from '@camello/domain/contracts';
import { Form } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { AnalystIcon } from './AnalystIcon.tsx';
import styles from './analyst.module.css';
import { analystMessages } from './messages.ts';

export type TeamPanelProps = {
  readonly company: LinkedCompany;
  readonly invitations: readonly Invitation[];
  /** Where the forms post: the page itself. */
  readonly action: string;
  /** What the last post did, or why it failed. */
  readonly notice: { readonly text: string; readonly failed: boolean } | null;
  /** The address the last refused post carried, to correct it. */
  readonly email: string;
};

/**
 * The company's analysts (issue #13): invite another by e-mail, and the pending invitations, each to
 * send again or cancel. Plain form posts, so it works without JavaScript.
 */
export function TeamPanel({ company, invitations, action, notice, email }: TeamPanelProps) {
  const t = analystMessages.useMessages();
  const { locale } = useI18n();
  return (
    <section aria-labelledby="team-title">
      <h1 id="team-title" className={styles.pageTitle}>
        {t('team.heading', { company: company.name })}
      </h1>
      <p className={styles.muted}>{t('team.intro')}</p>
      {notice ? (
        <p role={notice.failed ? 'alert' : 'status'} className={notice.failed ? styles.alert : styles.notice}>
          {notice.text}
        </p>
      ) : null}
      <Form method="post" action={action} className={styles.inlineForm}>
        <input type="hidden" name="intent" value="invite" />
        <div className={styles.field}>
          <label htmlFor="invite-email">{t('team.email')}</label>
          <input
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={email}
          />
        </div>
        <button type="submit" className={styles.primaryButton}>
          <AnalystIcon name="add" />
          <span>{t('team.invite')}</span>
        </button>
      </Form>
      <h2 className={styles.cardTitle}>{t('team.pending')}</h2>
      {invitations.length === 0 ? <p className={styles.muted}>{t('team.none')}</p> : null}
      <ul className={styles.cards}>
        {invitations.map((invitation) => {
          const date = formatInstant(invitation.createdAt, locale);
          return (
            <li key={invitation.id} className={styles.card} data-invitation={invitation.email}>
              <p className={styles.cardTitle}>{invitation.email}</p>
              <p className={styles.muted}>
                {invitation.invitedBy
                  ? t('team.sentBy', { date, name: invitation.invitedBy })
                  : t('team.sentOn', { date })}
                {' · '}
                {invitation.expired
                  ? t('team.expired')
                  : t('team.expiresOn', { date: formatInstant(invitation.expiresAt, locale) })}
              </p>
              <div className={styles.actions}>
                <Form method="post" action={action}>
                  <input type="hidden" name="intent" value="invite" />
                  <input type="hidden" name="email" value={invitation.email} />
                  <button type="submit" className={styles.secondaryButton}>
                    <AnalystIcon name="redo" />
                    <span>{t('team.resend', { email: invitation.email })}</span>
                  </button>
                </Form>
                <Form method="post" action={action}>
                  <input type="hidden" name="intent" value="cancel" />
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <input type="hidden" name="email" value={invitation.email} />
                  <button type="submit" className={styles.secondaryButton}>
                    <AnalystIcon name="unlink" />
                    <span>{t('team.cancel', { email: invitation.email })}</span>
                  </button>
                </Form>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
