import { type SimilarJob, similarJobSubtitle, visibleSimilarJobs } from '@camello/domain';
import { useI18n } from '../../../i18n/index.ts';
import { type QueryParam, withParams } from '../../../shared/application-params.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import styles from './SimilarJobs.module.css';

export type SimilarJobsProps = {
  jobs: readonly SimilarJob[];
  /** The API found more than it listed. */
  hasMore?: boolean;
  /** Base of the vacancy links: `{baseUrl}/{jobUrlSlug}`. */
  baseUrl: string;
  /** Query parameters the links carry: a campaign, widget mode. */
  linkParams?: readonly QueryParam[];
  /** A search for more vacancies like these: the fallback when there are none, and "see more". */
  searchHref: string;
  headingLevel?: 2 | 3;
};

/** Up to five open vacancies like this one; a search link instead when there are none. */
export function SimilarJobs({
  jobs,
  baseUrl,
  linkParams = [],
  searchHref,
  headingLevel = 2,
}: SimilarJobsProps) {
  const { t } = useI18n();
  const { jobs: shown, hasMore } = visibleSimilarJobs(jobs);
  if (shown.length === 0) {
    return (
      <p className={styles.fallback}>
        <Link to={searchHref}>{t('similarJobs.fallback')}</Link>
      </p>
    );
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.section} aria-labelledby="similar-jobs-title">
      <Heading id="similar-jobs-title" className={styles.title}>
        {t('similarJobs.title')}
      </Heading>
      <ul className={styles.list}>
        {shown.map((job) => {
          const [firstCity, ...otherCities] = job.cities;
          const subtitle = similarJobSubtitle(job);
          return (
            <li key={job.id} className={styles.item}>
              <Link to={withParams(`${baseUrl}/${job.jobUrlSlug}`, linkParams)} className={styles.link}>
                <strong>{job.title}</strong>
              </Link>
              <span className={styles.company}>{job.companyName}</span>
              {subtitle ? <span>{subtitle}</span> : null}
              {job.salary ? <span>{job.salary}</span> : null}
              {firstCity ? (
                <span className={styles.city}>
                  {otherCities.length > 0
                    ? `${firstCity} ${t('similarJobs.moreCities', { count: otherCities.length })}`
                    : firstCity}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <Link to={searchHref} className={styles.more}>
          {t('similarJobs.seeMore')}
        </Link>
      ) : null}
    </section>
  );
}
