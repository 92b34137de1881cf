import { Link } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import styles from './CompanyJobPosting.module.css';

export type CompanyJobPostingProps = {
  readonly title: string;
  readonly companyName: string;
  readonly cities: readonly string[];
  readonly isRemote: boolean;
  /** Formatted on the server ("$ 2.000.000 - $ 2.500.000", "A convenir"). */
  readonly salary: string;
  readonly publishedAt: string;
  /** Sanitized on write by the API. */
  readonly descriptionHtml: string;
  readonly applyHref: string;
  readonly backHref: string;
};

/** A vacancy on its company's job site: what it offers, its description and the way to apply. */
export function CompanyJobPosting(props: CompanyJobPostingProps) {
  const { t, locale } = useI18n();
  const published = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Bogota' }).format(
    new Date(props.publishedAt),
  );
  const places = [...props.cities, ...(props.isRemote ? [t('companyJob.remote')] : [])].join(', ');
  return (
    <article className={styles.posting} aria-labelledby="job-title">
      <Link to={props.backHref} className={styles.back}>
        {t('companyJob.back', { company: props.companyName })}
      </Link>
      <h1 id="job-title" className={styles.title}>
        {props.title}
      </h1>
      <dl className={styles.facts}>
        <div>
          <dt>{t('companyJob.company')}</dt>
          <dd>{props.companyName}</dd>
        </div>
        <div>
          <dt>{t('companyJob.place')}</dt>
          <dd>{places}</dd>
        </div>
        <div>
          <dt>{t('companyJob.salary')}</dt>
          <dd>{props.salary}</dd>
        </div>
        <div>
          <dt>{t('companyJob.published')}</dt>
          <dd>{published}</dd>
        </div>
      </dl>
      <Link to={props.applyHref} className={styles.apply}>
        {t('companyJob.apply')}
      </Link>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: descriptions are sanitized to an allowlist when they are written. */}
      <div className={styles.description} dangerouslySetInnerHTML={{ __html: props.descriptionHtml }} />
    </article>
  );
}
