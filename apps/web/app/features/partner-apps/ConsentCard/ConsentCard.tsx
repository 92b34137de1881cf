import { paths } from '@camello/domain';
import type { AuthFlow } from '@camello/domain/contracts';
import { Form } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import styles from '../card.module.css';
import { partnerAppMessages } from '../messages.ts';

/**
 * What a partner app asks of the signed-in candidate, and the two answers. Plain form posts: it
 * works before (or without) JavaScript.
 */
export function ConsentCard({ flow, email }: { flow: AuthFlow; email: string }) {
  const t = partnerAppMessages.useMessages();
  const app = flow.clientName;
  return (
    <section className={styles.card} aria-labelledby="consent-title">
      <h1 id="consent-title" className={styles.title}>
        {t('consent.heading', { app })}
      </h1>
      <p className={styles.muted}>{t('consent.signedInAs', { email })}</p>
      <div className={styles.permission}>
        <h2 className={styles.permissionName}>{flow.permission.name}</h2>
        <p>{t('consent.permissionMeaning', { app })}</p>
      </div>
      <p className={styles.muted}>{t('consent.trustNote', { app })}</p>
      <Form method="post" action={paths.partnerConsent(flow.flowId)} className={styles.actions}>
        <button type="submit" name="intent" value="allow" className={styles.allow}>
          {t('consent.allow')}
        </button>
        <button type="submit" name="intent" value="deny" className={styles.deny}>
          {t('consent.deny')}
        </button>
      </Form>
    </section>
  );
}

/** A flow the candidate cannot answer: gone (expired or used) or not for their kind of account. */
export function FlowUnavailable({ reason, email }: { reason: 'gone' | 'notCandidate'; email: string }) {
  const t = partnerAppMessages.useMessages();
  const { t: site } = useI18n();
  return (
    <section className={styles.card} aria-labelledby="consent-title">
      <h1 id="consent-title" className={styles.title}>
        {t('consent.unavailableHeading')}
      </h1>
      <p>{reason === 'gone' ? t('consent.goneText') : t('consent.notCandidateText', { email })}</p>
      <Link to={paths.jobs()} className={styles.allow}>
        {site('error.backToJobs')}
      </Link>
    </section>
  );
}
