import { paths } from '@camello/domain';
import type { SimilarJobs as SimilarJobsList } from '@camello/domain/contracts';
import { type Ref, useEffect, useRef } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import type { JobDetail as JobDetailData } from '../../../shared/api/job-detail.server.ts';
import { type QueryParam, withParams } from '../../../shared/application-params.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import { SaveJob, useCandidateState } from '../../job-states/index.ts';
import { CompanyLogo } from '../../search/index.ts';
import { SharePopover } from '../../share/index.ts';
import type { DetailAction } from '../detail-action.ts';
import { JobVideo } from '../JobVideo/JobVideo.tsx';
import { SimilarJobs } from '../SimilarJobs/SimilarJobs.tsx';
import { CompanyCard, socialsOf } from './CompanyCard.tsx';
import styles from './JobDetail.module.css';
import { OfferIcon } from './OfferIcon.tsx';
import { SkillsCard } from './SkillsCard.tsx';

export type JobDetailProps = {
  job: JobDetailData;
  similarJobs: SimilarJobsList;
  /** The vacancy's own page, e.g. `/empleos/cajero-v-1`. */
  jobPath: string;
  /** Absolute URL of the vacancy, for sharing. */
  jobUrl: string;
  /** Applying on the site (`paths.apply`); unused when the company takes applications. */
  applyHref: string;
  /** What the URL asks of the vacancy once shown: open the share menu, or focus the apply card. */
  detailAction?: DetailAction | null;
  /** Base of similar vacancies' links. */
  listingBaseUrl: string;
  /** Parameters of the visit that the detail's links keep: its campaign, widget mode. */
  linkParams?: readonly QueryParam[];
  /** A search for vacancies like this one. */
  searchHref: string;
  /** 1 on the vacancy's own page; 2 inside a listing, whose h1 is the search. */
  headingLevel: 1 | 2;
};

type ApplyActionProps = { job: JobDetailData; applyHref: string; ref?: Ref<HTMLAnchorElement> };

function ApplyAction({ job, applyHref, ref }: ApplyActionProps) {
  const { t } = useI18n();
  if (job.externalApplyUrl) {
    return (
      <a
        ref={ref}
        href={job.externalApplyUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.apply}
      >
        {t('jobDetail.applyExternal')}{' '}
        <span className="visually-hidden">{t('jobDetail.applyExternalNote')}</span>
      </a>
    );
  }
  return (
    <Link ref={ref} to={applyHref} className={styles.apply}>
      {t('jobDetail.apply')}
    </Link>
  );
}

/** Everything about one vacancy: header, actions, offer details, description, skills, apply, company, similar. */
export function JobDetail({
  job,
  similarJobs,
  jobPath,
  jobUrl,
  applyHref,
  detailAction = null,
  listingBaseUrl,
  linkParams = [],
  searchHref,
  headingLevel,
}: JobDetailProps) {
  const { t } = useI18n();
  const applyCardLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = applyCardLink.current;
    if (detailAction !== 'apply' || !link) return;
    // The mobile drawer opens after this and focuses its autofocus element: the link stays focused.
    link.setAttribute('autofocus', '');
    link.focus();
  }, [detailAction]);
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Heading = headingLevel === 1 ? 'h2' : 'h3';
  const { offerDetail: offer, card } = job;
  // Applied (spec §4 "Job view"): the alert replaces the apply buttons, the save button goes, and
  // the job actions stay in the header only, without the mobile bottom bar.
  const candidateState = useCandidateState(job.id);
  const applied = offer.isApplied || (candidateState?.applied ?? false);
  const titleId = `job-detail-${job.id}`;
  const actions = (ref?: Ref<HTMLAnchorElement>) =>
    applied ? (
      <p role="status" className={styles.applied}>
        {t('jobDetail.applied')}
      </p>
    ) : (
      <ApplyAction job={job} applyHref={applyHref} ref={ref} />
    );

  return (
    <article
      className={headingLevel === 1 ? `${styles.detail} ${styles.page}` : styles.detail}
      aria-labelledby={titleId}
    >
      <header className={`${styles.card} ${styles.header}`}>
        <CompanyLogo src={job.company.logoUrl} companyName={job.company.name} />
        <div className={styles.heading}>
          {card.urgent ? <p className={styles.urgent}>{t('jobCard.urgent')}</p> : null}
          <Title id={titleId} className={styles.title}>
            {job.h1}
          </Title>
          <p className={styles.company}>{job.company.name}</p>
          <p className={styles.published}>
            <time dateTime={card.publishedAt}>
              {t('jobDetail.published', { date: card.formatPublishDate })}
            </time>
          </p>
        </div>
        <div className={styles.actions}>
          {actions()}
          <SaveJob jobId={job.id} title={job.title} />
          <SharePopover url={jobUrl} title={job.title} defaultOpen={detailAction === 'share'} />
          {headingLevel === 2 ? (
            <Link to={jobPath} className={styles.openPage}>
              {t('jobDetail.openPage')}
            </Link>
          ) : null}
        </div>
      </header>

      <section className={styles.card} aria-labelledby={`${titleId}-offer`}>
        <Heading id={`${titleId}-offer`} className={styles.cardTitle}>
          {t('jobDetail.offerDetails')}
        </Heading>
        <ul className={styles.offerList}>
          {offer.offerDetailsList.map((item) => (
            <li key={`${item.icon}-${item.text}`} className={styles.offerItem}>
              <OfferIcon name={item.icon} />
              <span>{item.text}</span>
            </li>
          ))}
          {offer.cities.length > 0 ? (
            <li className={styles.offerItem}>
              <OfferIcon name="location" />
              <span>
                <span className="visually-hidden">{t('jobDetail.cities')}: </span>
                {offer.cities.join(', ')}
              </span>
            </li>
          ) : null}
          {offer.isRemote && offer.textRemote ? (
            <li className={styles.offerItem}>
              <OfferIcon name="remote" />
              <span>{offer.textRemote}</span>
            </li>
          ) : null}
        </ul>
      </section>

      {offer.jobVideo ? <JobVideo src={offer.jobVideo} /> : null}

      <section className={styles.card} aria-labelledby={`${titleId}-description`}>
        <Heading id={`${titleId}-description`} className={styles.cardTitle}>
          {t('jobDetail.description')}
        </Heading>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes descriptions to a safe HTML allowlist when they are written */}
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: offer.offerDescription }} />
      </section>

      {job.skills.length > 0 ? <SkillsCard skills={job.skills} Heading={Heading} /> : null}

      {job.fraudWarning ? (
        <aside className={`${styles.card} ${styles.fraud}`} aria-labelledby={`${titleId}-fraud`}>
          <Heading id={`${titleId}-fraud`} className={styles.cardTitle}>
            {t('jobDetail.fraudTitle')}
          </Heading>
          <p>{t('jobDetail.fraudText')}</p>
        </aside>
      ) : null}

      <section className={styles.card} aria-labelledby={`${titleId}-apply`}>
        <Heading id={`${titleId}-apply`} className={styles.cardTitle}>
          {t('jobDetail.applyTitle')}
        </Heading>
        {applied ? null : <p>{t('jobDetail.applyText')}</p>}
        <div className={styles.applyRow}>{actions(applyCardLink)}</div>
      </section>

      <CompanyCard
        companyName={job.company.name}
        companyHref={withParams(paths.company(job.company.slug), linkParams)}
        socials={socialsOf(job.company.social)}
        Heading={Heading}
      />

      <SimilarJobs
        jobs={similarJobs.jobs}
        hasMore={similarJobs.hasMore}
        baseUrl={listingBaseUrl}
        linkParams={linkParams}
        searchHref={searchHref}
        headingLevel={Heading === 'h2' ? 2 : 3}
      />

      {applied ? null : (
        <div className={styles.actionsBar} data-actions-bar="">
          {actions()}
          <SaveJob jobId={job.id} title={job.title} />
          <SharePopover url={jobUrl} title={job.title} className={styles.barShare} />
        </div>
      )}
    </article>
  );
}
