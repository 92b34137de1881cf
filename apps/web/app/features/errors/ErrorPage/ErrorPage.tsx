import { paths } from '@camello/domain';
import { useI18n } from '../../../i18n/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import { errorTextsOf } from '../error-texts.ts';
import styles from './ErrorPage.module.css';

/** The page shown for a 404, 410, other 4xx or 500, always with the way back to the jobs list. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useI18n();
  const { title, text } = errorTextsOf(status);
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <title>{t('site.pageTitle', { title: t(title) })}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.status}>{t('error.status', { status: String(status) })}</p>
      <h1 id="error-title" className={styles.title}>
        {t(title)}
      </h1>
      <p className={styles.text}>{t(text)}</p>
      <Link to={paths.jobs()} className={styles.action}>
        {t('error.backToJobs')}
      </Link>
    </section>
  );
}
