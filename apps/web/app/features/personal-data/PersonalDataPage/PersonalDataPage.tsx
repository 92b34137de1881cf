import { paths } from '@camello/domain';
import { Form } from 'react-router';
import { Link } from '../../../shared/ui/Link.tsx';
import { personalDataMessages } from '../messages.ts';
import styles from './PersonalDataPage.module.css';

export type DeletionErrors = {
  readonly password?: string;
  readonly understand?: string;
  readonly form?: string;
};

export type PersonalDataView = {
  /** The data policy version the candidate accepted and is in force; null without one. */
  readonly acceptedPolicyVersion: string | null;
  readonly consentWithdrawn: boolean;
  readonly deletionErrors: DeletionErrors | null;
};

/**
 * `/mi-cuenta/datos` (Ley 1581 de 2012): download one's data, revoke the data policy's
 * authorization and delete the account, each a plain form or link, with a confirm step.
 */
export function PersonalDataPage({
  acceptedPolicyVersion,
  consentWithdrawn,
  deletionErrors,
}: PersonalDataView) {
  const t = personalDataMessages.useMessages();
  const errors = deletionErrors ?? {};
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('page.heading')}</h1>
      <p>{t('page.intro')}</p>
      <p>
        <Link to={paths.dataPolicy()}>{t('page.policy')}</Link>
      </p>

      <section className={styles.card} aria-labelledby="export-title">
        <h2 id="export-title" className={styles.heading}>
          {t('export.heading')}
        </h2>
        <p className={styles.muted}>{t('export.text')}</p>
        <a href={paths.personalDataDownload()} className={styles.primary} download>
          {t('export.link')}
        </a>
      </section>

      <section className={styles.card} aria-labelledby="consent-title">
        <h2 id="consent-title" className={styles.heading}>
          {t('consent.heading')}
        </h2>
        <p role="status" className={consentWithdrawn ? styles.notice : 'visually-hidden'}>
          {consentWithdrawn ? t('consent.done') : null}
        </p>
        {acceptedPolicyVersion ? (
          <>
            <p>{t('consent.accepted', { version: acceptedPolicyVersion })}</p>
            <p className={styles.muted}>{t('consent.consequences')}</p>
            <details className={styles.confirmStep}>
              <summary className={styles.secondary}>{t('consent.open')}</summary>
              <Form method="post" action={paths.personalData()} className={styles.confirm}>
                <p>{t('consent.question')}</p>
                <input type="hidden" name="intent" value="withdrawConsent" />
                <button type="submit" className={styles.danger}>
                  {t('consent.confirm')}
                </button>
              </Form>
            </details>
          </>
        ) : (
          <p>{t('consent.notAccepted')}</p>
        )}
      </section>

      <section className={styles.card} aria-labelledby="delete-title">
        <h2 id="delete-title" className={styles.heading}>
          {t('delete.heading')}
        </h2>
        <p className={styles.muted}>{t('delete.consequences')}</p>
        <details className={styles.confirmStep} open={deletionErrors !== null}>
          <summary className={styles.secondary}>{t('delete.open')}</summary>
          <Form method="post" action={paths.personalData()} className={styles.confirm} noValidate>
            <input type="hidden" name="intent" value="deleteAccount" />
            {errors.form ? (
              <p role="alert" className={styles.error}>
                {errors.form}
              </p>
            ) : null}
            <div className={styles.field}>
              <label htmlFor="delete-password">{t('delete.password')}</label>
              <input
                id="delete-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'delete-password-error' : undefined}
                className={styles.input}
              />
              {errors.password ? (
                <p id="delete-password-error" className={styles.error}>
                  {errors.password}
                </p>
              ) : null}
            </div>
            <div className={styles.check}>
              <input
                id="delete-understand"
                name="understand"
                type="checkbox"
                value="yes"
                required
                aria-invalid={errors.understand ? true : undefined}
                aria-describedby={errors.understand ? 'delete-understand-error' : undefined}
              />
              <label htmlFor="delete-understand">{t('delete.understand')}</label>
            </div>
            {errors.understand ? (
              <p id="delete-understand-error" className={styles.error}>
                {errors.understand}
              </p>
            ) : null}
            <button type="submit" className={styles.danger}>
              {t('delete.confirm')}
            </button>
          </Form>
        </details>
      </section>
    </div>
  );
}

/** `/mi-cuenta/eliminada`: what a person sees once their account is gone. */
export function AccountDeleted() {
  const t = personalDataMessages.useMessages();
  return (
    <section className={styles.page} aria-labelledby="deleted-title">
      <div className={styles.card}>
        <h1 id="deleted-title" className={styles.title}>
          {t('deleted.heading')}
        </h1>
        <p>{t('deleted.text')}</p>
        <Link to={paths.jobs()} className={styles.primary}>
          {t('deleted.link')}
        </Link>
      </div>
    </section>
  );
}
