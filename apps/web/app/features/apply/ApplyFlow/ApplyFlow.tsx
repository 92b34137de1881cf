import { paths } from '@camello/domain';
import { useEffect } from 'react';
import { Form, useNavigate } from 'react-router';
import { Link } from '../../../shared/ui/Link.tsx';
import { ModalDialog } from '../../../shared/ui/ModalDialog.tsx';
import type { ApplyActionData, ApplyPageData, TermsInForce } from '../apply-types.ts';
import { applyMessages } from '../messages.ts';
import styles from './ApplyFlow.module.css';
import { Questionnaire } from './Questionnaire.tsx';
import { SubmitButton } from './SubmitButton.tsx';

type Job = NonNullable<ApplyPageData['job']>;

const legalPath = (kind: TermsInForce['kind']) => (kind === 'terms' ? paths.terms() : paths.dataPolicy());

/** The terms modal (spec §2): title, subtitle, content, acceptance checkbox and submit. */
function TermsStep({
  job,
  inForce,
  refused,
}: {
  job: Job;
  inForce: readonly TermsInForce[];
  refused: boolean;
}) {
  const t = applyMessages.useMessages();
  const navigate = useNavigate();
  const version = (kind: TermsInForce['kind']) => inForce.find((text) => text.kind === kind)?.version ?? '';
  return (
    <ModalDialog
      className={styles.dialog}
      labelledBy="terms-title"
      describedBy="terms-subtitle"
      onCancel={() => void navigate(job.path)}
    >
      <Form method="post" className={styles.dialogBody}>
        <h2 id="terms-title" className={styles.dialogTitle}>
          {t('terms.title')}
        </h2>
        <p id="terms-subtitle" className={styles.subtitle}>
          {t('terms.subtitle')}
        </p>
        <p>{t('terms.content')}</p>
        <ul className={styles.legalLinks}>
          {inForce.map((text) => (
            <li key={text.kind}>
              <a href={legalPath(text.kind)} target="_blank" rel="noopener">
                {text.title} <span className="visually-hidden">{t('terms.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
        <input type="hidden" name="intent" value="terms" />
        <input type="hidden" name="terms" value={version('terms')} />
        <input type="hidden" name="data_policy" value={version('data_policy')} />
        <div className={styles.check}>
          <input
            id="terms-accept"
            type="checkbox"
            name="accept"
            required
            aria-invalid={refused || undefined}
            aria-describedby={refused ? 'terms-error' : undefined}
          />
          <label htmlFor="terms-accept">{t('terms.accept')}</label>
        </div>
        {refused ? (
          <p id="terms-error" className={styles.error} role="alert">
            {t('terms.required')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <SubmitButton label={t('terms.submit')} />
          <Link to={job.path} className={styles.secondary}>
            {t('terms.cancel')}
          </Link>
        </div>
      </Form>
    </ModalDialog>
  );
}

/** The application summary modal (spec §2): section, title, subtitle, text and its buttons. */
function Summary({ job }: { job: Job }) {
  const t = applyMessages.useMessages();
  return (
    <ModalDialog className={styles.dialog} labelledBy="summary-title" describedBy="summary-subtitle">
      <div className={styles.dialogBody}>
        <p className={styles.section}>{t('summary.section')}</p>
        <h2 id="summary-title" className={styles.dialogTitle}>
          {t('summary.title', { title: job.title })}
        </h2>
        <p id="summary-subtitle" className={styles.subtitle}>
          {t('summary.subtitle', { company: job.companyName })}
        </p>
        <p>{t('summary.text')}</p>
        <div className={styles.actions}>
          <Link to={paths.applications()} className={styles.primary}>
            {t('summary.processes')}
          </Link>
          <Link to={paths.jobs()} className={styles.secondary}>
            {t('summary.moreJobs')}
          </Link>
        </div>
      </div>
    </ModalDialog>
  );
}

/** The résumé lacks what applying needs (spec §5): each item links to its field, the page comes back here. */
function ProfileStep({ step }: { step: Extract<ApplyPageData['step'], { kind: 'profile' }> }) {
  const t = applyMessages.useMessages();
  return (
    <section className={styles.step} aria-labelledby="profile-title">
      <h2 id="profile-title" className={styles.stepTitle}>
        {t('profile.title')}
      </h2>
      <p>{t('profile.text')}</p>
      <ul>
        {step.missing.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
      </ul>
      <p>{t('profile.back')}</p>
      <a href={step.curriculumPath} className={styles.primary}>
        {t('profile.complete')}
      </a>
    </section>
  );
}

/** The company takes applications on its own site: record the click-out, then go there. */
function ExternalStep({ job, url }: { job: Job; url: string | null }) {
  const t = applyMessages.useMessages();
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);
  return (
    <section className={styles.step} aria-labelledby="external-title">
      <h2 id="external-title" className={styles.stepTitle}>
        {t('external.title')}
      </h2>
      <p>{t('external.text', { company: job.companyName })}</p>
      {url ? (
        <a href={url} className={styles.primary} rel="noopener noreferrer">
          {t('external.continue', { company: job.companyName })}
        </a>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="apply" />
          <SubmitButton label={t('external.submit')} />
        </Form>
      )}
    </section>
  );
}

/**
 * Applying to one vacancy, a step at a time: the terms modal, the missing parts of the résumé,
 * the questionnaire (or the company's own site), and the summary modal once sent. Every step is a form that works without JavaScript.
 */
export function ApplyFlow({
  step,
  job,
  actionData,
}: ApplyPageData & { actionData: ApplyActionData | undefined }) {
  const t = applyMessages.useMessages();
  if (step.kind === 'notCandidate' || !job)
    return (
      <section className={styles.page} aria-labelledby="apply-title">
        <h1 id="apply-title" className={styles.title}>
          {t('apply.heading')}
        </h1>
        <p>{t('apply.notCandidate')}</p>
      </section>
    );
  return (
    <section className={styles.page} aria-labelledby="apply-title">
      <p className={styles.section}>{t('apply.heading')}</p>
      <h1 id="apply-title" className={styles.title}>
        {job.title}
      </h1>
      <p className={styles.company}>{job.companyName}</p>
      {actionData?.kind === 'tooMany' ? (
        <p className={styles.alertError} role="alert">
          {t('tooMany', { minutes: actionData.minutes })}
        </p>
      ) : null}
      {step.kind === 'applied' ? (
        <>
          <div className={styles.alertSuccess} role="status">
            <p className={styles.alertTitle}>{t('applied.title')}</p>
            <p>{t('applied.text')}</p>
          </div>
          {step.justSent ? <Summary job={job} /> : null}
        </>
      ) : null}
      {step.kind === 'terms' ? (
        <TermsStep job={job} inForce={step.inForce} refused={actionData?.kind === 'termsRequired'} />
      ) : null}
      {step.kind === 'profile' ? <ProfileStep step={step} /> : null}
      {step.kind === 'external' ? (
        <ExternalStep job={job} url={actionData?.kind === 'external' ? actionData.url : null} />
      ) : null}
      {step.kind === 'questionnaire' ? (
        <Questionnaire
          questions={step.questions}
          refused={actionData?.kind === 'invalidAnswers' ? actionData : null}
        />
      ) : null}
      <p>
        <Link to={job.path}>{t('apply.backToJob')}</Link>
      </p>
    </section>
  );
}
