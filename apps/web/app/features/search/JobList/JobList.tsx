import type { JobCard as JobCardData } from '@camello/domain';
import { JobCard } from '../JobCard/JobCard.tsx';
import styles from './JobList.module.css';

export type JobListProps = {
  jobs: readonly JobCardData[];
  /** Accessible name of the list, e.g. "Resultados de la búsqueda". */
  label: string;
};

export function JobList({ jobs, label }: JobListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}
