import { paths } from '@camello/domain';
import type { AuthFlow } from '@camello/domain/contracts';
import { Form, Link } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { consentMessages } from '../messages.ts';
import styles from './ConsentCard.module.css';

/**
 * What a partner app asks of the signed-in candidate, and the two answers. Plain form posts: it
 * works before (or without) JavaScript.
 */
export function ConsentCard({ flow, email }: { flow: AuthFlow; email: string }) {
  const t = consentMessages.useMessages();
  const app = flow.clientName;
  return (
    <section className={styles.card} aria-labelledby="consent-title">
      <h1 id="consent-title" className={styles.title}>
        {t('heading', { app })}
      </h1>
      <p className={styles.muted}>{t('signedInAs', { email })}</p>
      <div className={styles.permission}>
        <h2 className={styles.permissionName}>{flow.permission.name}</h2>
        <p>{t('permissionMeaning', { app })}</p>
      </div>
      <p className={styles.muted}>{t('trustNote', { app })}</p>
      <Form method="post" action={paths.partnerConsent(flow.flowId)} className={styles.actions}>
        <button type="submit" name="intent" value="allow" className={styles.allow}>
          {t('allow')}
        </button>
        <button type="submit" name="intent" value="deny" className={styles.deny}>
          {t('deny')}
        </button>
      </Form>
    </section>
  );
}

/** A flow the candidate cannot answer: gone (expired or used) or not for their kind of account. */
export function FlowUnavailable({ reason, email }: { reason: 'gone' | 'notCandidate'; email: string }) {
  const t = consentMessages.useMessages();
  const { t: site } = useI18n();
  return (
    <section className={styles.card} aria-labelledby="consent-title">
      <h1 id="consent-title" className={styles.title}>
        {t('unavailableHeading')}
      </h1>
      <p>{reason === 'gone' ? t('goneText') : t('notCandidateText', { email })}</p>
      <Link to={paths.jobs()} className={styles.allow}>
        {site('error.backToJobs')}
      </Link>
    </section>
  );
}
