import { paths, type SimilarJob, similarJobSubtitle, withQuery } from '@camello/domain';
import { Link } from '../../../shared/ui/Link.tsx';
import { suggestedJobsMessages } from '../messages.ts';
import styles from './SuggestedJobList.module.css';

/**
 * A suggested vacancy's title, company, terms and cities. Its link carries `suggestedByMatcher=true`
 * (spec §2; read by shared/application-params.ts), written here so that the shared scripts every
 * page loads do not grow for this page.
 */
export function JobSummary({ job, headingId }: { job: SimilarJob; headingId: string }) {
  const t = suggestedJobsMessages.useMessages();
  const [firstCity, ...otherCities] = job.cities;
  const subtitle = similarJobSubtitle(job);
  return (
    <>
      <h2 id={headingId} className={styles.jobTitle}>
        <Link to={withQuery(paths.job(job.jobUrlSlug), [['suggestedByMatcher', 'true']])}>{job.title}</Link>
      </h2>
      <p>{job.companyName}</p>
      {subtitle ? <p className={styles.muted}>{subtitle}</p> : null}
      {job.salary ? <p>{job.salary}</p> : null}
      {firstCity ? (
        <p className={styles.muted}>
          {otherCities.length > 0
            ? `${firstCity} ${t('suggested.moreCities', { count: otherCities.length })}`
            : firstCity}
        </p>
      ) : null}
    </>
  );
}
