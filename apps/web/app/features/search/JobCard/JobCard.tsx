import type { JobCard as JobCardData } from '@camello/domain';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { type QueryParam, withParams } from '../../../shared/application-params.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import { SaveJob, useCandidateState } from '../../job-states/index.ts';
import { CompanyLogo } from './CompanyLogo.tsx';
import styles from './JobCard.module.css';

export type JobCardProps = {
  job: JobCardData;
  /** The listing URL with this vacancy selected: with JavaScript the title opens it in the panel. */
  selectHref?: string | undefined;
  /** What the link to the vacancy's page keeps of the visit (its campaign, the widget mode). */
  pageParams?: readonly QueryParam[] | undefined;
  /**
   * The vacancy open in the detail panel: `selected` when the visitor chose it, `shown` when it is
   * the first result the desktop panel shows by itself (no panel, so no highlight, on small screens).
   */
  active?: 'selected' | 'shown' | false;
  /** A vacancy this browser has opened before (a signed-in candidate's are known to the server too). */
  seen?: boolean;
};

const cardClass = (job: JobCardData, active: JobCardProps['active'], seen: boolean) =>
  [
    styles.card,
    job.urgent && styles.urgent,
    active === 'selected' && styles.active,
    active === 'shown' && styles.shown,
    seen && styles.seen,
  ]
    .filter(Boolean)
    .join(' ');

/** `wide` details only show on the desktop variant of the card. */
function Detail({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${styles.detail} ${styles.wide}` : styles.detail}>
      <dt className="visually-hidden">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One vacancy in a results list; the title links to the vacancy page and makes the whole card
 * clickable. With a `selectHref` and JavaScript, a plain click opens it in the detail panel instead.
 */
export function JobCard({
  job,
  selectHref,
  pageParams = [],
  active = false,
  seen: seenHere = false,
}: JobCardProps) {
  const { t } = useI18n();
  const candidateState = useCandidateState(job.id);
  const seen = seenHere || (candidateState?.seen ?? false);
  const navigate = useNavigate();
  const titleId = `job-${job.id}-title`;
  const cities =
    job.others > 0
      ? `${job.cities.join(', ')} ${t('jobCard.otherCities', { count: job.others })}`
      : job.cities.join(', ');

  return (
    <article
      className={cardClass(job, active, seen)}
      aria-labelledby={titleId}
      aria-current={active === 'selected' ? 'true' : undefined}
    >
      <CompanyLogo src={job.companyLogo} companyName={job.companyName} />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          <Link
            to={withParams(`${job.dynamicUrl}/${job.jobSlug}`, pageParams)}
            className={styles.titleLink}
            onClick={(event) => {
              const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
              if (!selectHref || modified || event.button !== 0) return;
              event.preventDefault();
              void navigate(selectHref, { preventScrollReset: true });
            }}
          >
            {job.title}
          </Link>
        </h2>
        {job.urgent ? <p className={styles.badge}>{t('jobCard.urgent')}</p> : null}
        {seen ? <p className="visually-hidden">{t('jobCard.seen')}</p> : null}
        <p className={styles.company}>
          <span className="visually-hidden">{t('jobCard.company')}: </span>
          {job.companyName}
        </p>
        <dl className={styles.details}>
          {cities ? <Detail label={t('jobCard.cities')}>{cities}</Detail> : null}
          {job.contractType ? <Detail label={t('jobCard.contractType')}>{job.contractType}</Detail> : null}
          {job.salary ? <Detail label={t('jobCard.salary')}>{job.salary}</Detail> : null}
          {job.experience ? (
            <Detail label={t('jobCard.experience')} wide>
              {job.experience}
            </Detail>
          ) : null}
          {job.educationLevel ? (
            <Detail label={t('jobCard.education')} wide>
              {job.educationLevel}
            </Detail>
          ) : null}
        </dl>
        <p className={styles.published}>
          <span className="visually-hidden">{t('jobCard.published')}: </span>
          <time dateTime={job.publishedAt}>{job.formatPublishDate}</time>
        </p>
        <SaveJob jobId={job.id} title={job.title} onCard />
      </div>
    </article>
  );
}
