import { paths } from '@camello/domain';
import type { SavedJob } from '@camello/domain/contracts';
import { Form } from 'react-router';
import { Link } from '../../../shared/ui/Link.tsx';
import { savedJobsMessages } from '../messages.ts';
import styles from './SavedJobList.module.css';

export type SavedJobItem = SavedJob & { readonly savedOn: string };
export type SavedJobsPage = { readonly items: readonly SavedJobItem[]; readonly totalRows: number };

/** "Empleos guardados": the saved vacancies, newest first, a note on closed ones, and unsaving. */
export function SavedJobList({ items, totalRows }: SavedJobsPage) {
  const t = savedJobsMessages.useMessages();
  return (
    <section className={styles.page} aria-labelledby="saved-title">
      <h1 id="saved-title" className={styles.title}>
        {t('saved.heading')}
      </h1>
      {totalRows === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t('saved.empty.title')}</h2>
          <p className={styles.muted}>{t('saved.empty.text')}</p>
          <Link to={paths.jobs()} className={styles.primary}>
            {t('saved.empty.link')}
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.muted}>{t('saved.count', { count: totalRows })}</p>
          <ul className={styles.list}>
            {items.map((job) => (
              <li key={job.jobId} className={styles.item}>
                <article aria-labelledby={`saved-${job.jobId}`} className={styles.card}>
                  <h2 id={`saved-${job.jobId}`} className={styles.jobTitle}>
                    {job.isLive ? <Link to={paths.job(job.slug)}>{job.title}</Link> : job.title}
                  </h2>
                  <p>{job.companyName}</p>
                  <p className={styles.muted}>{t('saved.on', { date: job.savedOn })}</p>
                  {job.isLive ? null : <p className={styles.closed}>{t('saved.closed')}</p>}
                  <Form method="post" action={paths.savedJobs()}>
                    <input type="hidden" name="jobId" value={job.jobId} />
                    <input type="hidden" name="returnTo" value={paths.savedJobs()} />
                    <button type="submit" name="intent" value="unsave" className={styles.secondary}>
                      {t('saved.unsave')}
                      <span className="visually-hidden">: {job.title}</span>
                    </button>
                  </Form>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
