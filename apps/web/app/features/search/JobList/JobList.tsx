import type { JobCard as JobCardData } from '@camello/domain';
import { JobCard } from '../JobCard/JobCard.tsx';
import styles from './JobList.module.css';

export type JobListProps = {
  jobs: readonly JobCardData[];
  /** Accessible name of the list, e.g. "Resultados de la búsqueda". */
  label: string;
  /** The listing URL that opens a vacancy in the detail panel. */
  selectHref?: (job: JobCardData) => string;
  activeSlug?: string | null;
  seen?: ReadonlySet<string>;
  sideList?: boolean;
};

export function JobList({
  jobs,
  label,
  selectHref,
  activeSlug = null,
  seen,
  sideList = false,
}: JobListProps) {
  return (
    <ul className={sideList ? `${styles.list} ${styles.side}` : styles.list} aria-label={label}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard
            job={job}
            selectHref={selectHref?.(job)}
            active={job.jobSlug === activeSlug}
            seen={seen?.has(job.jobSlug) ?? false}
          />
        </li>
      ))}
    </ul>
  );
}
