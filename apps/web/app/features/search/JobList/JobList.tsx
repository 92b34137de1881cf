import type { JobCard as JobCardData } from '@camello/domain';
import type { QueryParam } from '../../../shared/application-params.ts';
import { JobCard } from '../JobCard/JobCard.tsx';
import styles from './JobList.module.css';

export type JobListProps = {
  jobs: readonly JobCardData[];
  /** Accessible name of the list, e.g. "Resultados de la búsqueda". */
  label: string;
  /** The listing URL that opens a vacancy in the detail panel. */
  selectHref?: (job: JobCardData) => string;
  /** What the links to the vacancies' pages keep of the visit. */
  pageParams?: readonly QueryParam[];
  activeSlug?: string | null;
  /** The active vacancy is only the one the desktop panel shows by default, not a choice. */
  activeByDefault?: boolean;
  seen?: ReadonlySet<string>;
  sideList?: boolean;
};

export function JobList({
  jobs,
  label,
  selectHref,
  pageParams,
  activeSlug = null,
  activeByDefault = false,
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
            pageParams={pageParams}
            active={job.jobSlug === activeSlug && (activeByDefault ? 'shown' : 'selected')}
            seen={seen?.has(job.jobSlug) ?? false}
          />
        </li>
      ))}
    </ul>
  );
}
