import type { JobCard as JobCardData } from '@camello/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { paths } from '../../../shared/paths.ts';
import { CompanyLogo } from './CompanyLogo.tsx';
import styles from './JobCard.module.css';

export type JobCardProps = {
  job: JobCardData;
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className="visually-hidden">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One vacancy in a results list; the title links to the vacancy and makes the whole card clickable. */
export function JobCard({ job }: JobCardProps) {
  const { t } = useI18n();
  const titleId = `job-${job.id}-title`;
  const cities =
    job.others > 0
      ? `${job.cities.join(', ')} ${t('jobCard.otherCities', { count: job.others })}`
      : job.cities.join(', ');

  return (
    <article
      className={job.urgent ? `${styles.card} ${styles.urgent}` : styles.card}
      aria-labelledby={titleId}
    >
      <CompanyLogo src={job.companyLogo} companyName={job.companyName} />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          <Link to={paths.job(job.jobSlug)} className={styles.titleLink}>
            {job.title}
          </Link>
        </h2>
        {job.urgent ? <p className={styles.badge}>{t('jobCard.urgent')}</p> : null}
        <p className={styles.company}>
          <span className="visually-hidden">{t('jobCard.company')}: </span>
          {job.companyName}
        </p>
        <dl className={styles.details}>
          {cities ? <Detail label={t('jobCard.cities')}>{cities}</Detail> : null}
          {job.contractType ? <Detail label={t('jobCard.contractType')}>{job.contractType}</Detail> : null}
          {job.salary ? <Detail label={t('jobCard.salary')}>{job.salary}</Detail> : null}
          {job.experience ? <Detail label={t('jobCard.experience')}>{job.experience}</Detail> : null}
          {job.educationLevel ? <Detail label={t('jobCard.education')}>{job.educationLevel}</Detail> : null}
        </dl>
        <p className={styles.published}>
          <span className="visually-hidden">{t('jobCard.published')}: </span>
          <time dateTime={job.publishedAt}>{job.formatPublishDate}</time>
        </p>
      </div>
    </article>
  );
}
