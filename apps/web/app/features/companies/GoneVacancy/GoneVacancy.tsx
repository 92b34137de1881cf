import type { JobCard } from '@camello/domain';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { expiredSuggestionHref } from '../query-params.ts';
import styles from './GoneVacancy.module.css';

export type GoneVacancyProps = {
  readonly title: string;
  readonly companyName: string;
  readonly similar: readonly JobCard[];
  /** Where to look for more: the company job site or the listing. */
  readonly moreJobsHref: string;
};

/**
 * The 410 page of a closed or expired vacancy: it says so and suggests similar open jobs, whose
 * links carry the expired-vacancy campaign parameters.
 */
export function GoneVacancy({ title, companyName, similar, moreJobsHref }: GoneVacancyProps) {
  const { t } = useI18n();
  return (
    <section className={styles.gone} aria-labelledby="gone-title">
      <p className={styles.status}>{t('error.status', { status: '410' })}</p>
      <h1 id="gone-title" className={styles.title}>
        {t('companyJob.goneTitle', { title })}
      </h1>
      <p>{t('companyJob.goneText', { company: companyName })}</p>
      {similar.length > 0 ? (
        <>
          <h2 className={styles.subtitle}>{t('companyJob.similarTitle')}</h2>
          <ul className={styles.list}>
            {similar.map((job) => (
              <li key={job.id} className={styles.item}>
                <Link to={expiredSuggestionHref(`${job.dynamicUrl}/${job.jobSlug}`)} className={styles.link}>
                  {job.title}
                </Link>
                <span className={styles.meta}>
                  {[job.companyName, job.cities[0], job.contractType || job.experience, job.salary]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link to={moreJobsHref} className={styles.more}>
        {t('companyJob.moreJobs')}
      </Link>
    </section>
  );
}
