import { paths } from '@camello/domain';
import type { SuggestedJob, SuggestedJobs } from '@camello/domain/contracts';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { useFetcher } from 'react-router';
import { Link } from '../../../shared/ui/Link.tsx';
import { suggestedJobsMessages } from '../messages.ts';
import { JobSummary } from './JobSummary.tsx';
import styles from './SuggestedJobList.module.css';

// Phones only: the card stack and its hint load when the page first shows on one.
const SwipeStack = lazy(() => import('../SwipeStack/SwipeStack.tsx'));

const PHONE = '(max-width: 767.98px)';
const subscribeToPhone = (change: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};

/** Below md with JavaScript running; never on the server, so the page renders as a list first. */
function usePhoneWithScript(): boolean {
  return useSyncExternalStore(
    subscribeToPhone,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

/** One suggestion with its like, dislike and discard buttons: plain form posts, hidden at once with JavaScript. */
function SuggestionCard({ job }: { job: SuggestedJob }) {
  const t = suggestedJobsMessages.useMessages();
  const fetcher = useFetcher();
  const intent = fetcher.formData?.get('intent');
  if (intent === 'dislike' || intent === 'discard') return null;
  const liked = intent === 'like' || (intent !== 'unlike' && job.liked);
  const headingId = `suggested-${job.id}`;
  const forTitle = <span className="visually-hidden">: {job.title}</span>;
  return (
    <li>
      <article aria-labelledby={headingId} className={styles.card}>
        <JobSummary job={job} headingId={headingId} />
        <fetcher.Form
          method="post"
          action={paths.suggestedJobs()}
          className={styles.actions}
          aria-label={t('suggested.actions', { title: job.title })}
        >
          <input type="hidden" name="jobId" value={job.id} />
          <button
            type="submit"
            name="intent"
            value={liked ? 'unlike' : 'like'}
            aria-pressed={liked}
            className={styles.like}
          >
            {t('suggested.like')}
            {forTitle}
          </button>
          <button type="submit" name="intent" value="dislike" className={styles.secondary}>
            {t('suggested.dislike')}
            {forTitle}
          </button>
          <button type="submit" name="intent" value="discard" className={styles.secondary}>
            {t('suggested.discard')}
            {forTitle}
          </button>
        </fetcher.Form>
      </article>
    </li>
  );
}

function SuggestionCards({ jobs }: { jobs: readonly SuggestedJob[] }) {
  return (
    <ul className={styles.list}>
      {jobs.map((job) => (
        <SuggestionCard key={job.id} job={job} />
      ))}
    </ul>
  );
}

function EmptyState({ kind }: { kind: 'noBasis' | 'none' }) {
  const t = suggestedJobsMessages.useMessages();
  return (
    <div className={styles.card}>
      <h2 className={styles.jobTitle}>{t(`suggested.${kind}.title`)}</h2>
      <p className={styles.muted}>{t(`suggested.${kind}.text`)}</p>
      <Link to={kind === 'noBasis' ? paths.curriculum() : paths.jobs()} className={styles.primary}>
        {t(`suggested.${kind}.link`)}
      </Link>
    </div>
  );
}

/** The stack of the suggestions not liked yet, and the liked ones as cards under it. */
function PhoneView({ jobs, fallback }: { jobs: readonly SuggestedJob[]; fallback: ReactNode }) {
  const t = suggestedJobsMessages.useMessages();
  const liked = jobs.filter((job) => job.liked);
  return (
    <Suspense fallback={fallback}>
      <SwipeStack jobs={jobs.filter((job) => !job.liked)} />
      {liked.length > 0 ? (
        <>
          <h2 className={styles.jobTitle}>{t('swipe.liked')}</h2>
          <SuggestionCards jobs={liked} />
        </>
      ) : null}
    </Suspense>
  );
}

/**
 * "Vacantes sugeridas": the matcher's suggestions as a list of cards; on a phone with JavaScript,
 * the ones not yet liked as a swipe stack (right: like, left: discard), the liked ones below.
 */
export function SuggestedJobList({ hasBasis, jobs }: SuggestedJobs) {
  const t = suggestedJobsMessages.useMessages();
  const phone = usePhoneWithScript();
  const list = <SuggestionCards jobs={jobs} />;
  return (
    <section className={styles.page} aria-labelledby="suggested-title">
      <h1 id="suggested-title" className={styles.title}>
        {t('suggested.heading')}
      </h1>
      {!hasBasis ? (
        <EmptyState kind="noBasis" />
      ) : jobs.length === 0 ? (
        <EmptyState kind="none" />
      ) : (
        <>
          <p className={styles.muted}>{t('suggested.intro')}</p>
          {phone ? <PhoneView jobs={jobs} fallback={list} /> : list}
        </>
      )}
    </section>
  );
}
