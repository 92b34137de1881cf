import { EXPIRED_VACANCY_UTM } from '@camello/domain';
import type { SimilarJobs as SimilarJobsList } from '@camello/domain/contracts';
import { useI18n } from '../../../i18n/index.ts';
import type { QueryParam } from '../../../shared/application-params.ts';
import { SimilarJobs } from '../SimilarJobs/SimilarJobs.tsx';
import styles from './JobGone.module.css';

const EXPIRED_VACANCY_PARAMS = Object.entries(EXPIRED_VACANCY_UTM);

/** The 410 page of a closed or expired vacancy: why it is gone and open vacancies like it. */
export function JobGone({
  similarJobs,
  baseUrl,
  searchHref,
  linkParams = [],
}: {
  similarJobs: SimilarJobsList;
  baseUrl: string;
  searchHref: string;
  /** Parameters of the visit the links keep (widget mode), besides the expired-vacancy campaign. */
  linkParams?: readonly QueryParam[];
}) {
  const { t } = useI18n();
  return (
    <section className={styles.page} aria-labelledby="job-gone-title">
      <meta name="robots" content="noindex" />
      <p className={styles.status}>{t('error.status', { status: '410' })}</p>
      <h1 id="job-gone-title" className={styles.title}>
        {t('jobGone.title')}
      </h1>
      <p>{similarJobs.jobs.length > 0 ? t('jobGone.text') : t('jobGone.noSimilar')}</p>
      <SimilarJobs
        jobs={similarJobs.jobs}
        hasMore={similarJobs.hasMore}
        baseUrl={baseUrl}
        linkParams={[...linkParams, ...EXPIRED_VACANCY_PARAMS]}
        searchHref={searchHref}
      />
    </section>
  );
}
