import { paths } from '@camello/domain';
import { Link } from 'react-router';
import { type MessageKey, useI18n } from '../../../i18n/index.ts';
import styles from './ErrorPage.module.css';

type ErrorTexts = { readonly title: MessageKey; readonly text: MessageKey };

function textsFor(status: number): ErrorTexts {
  if (status === 404) return { title: 'error.notFound.title', text: 'error.notFound.text' };
  if (status === 410) return { title: 'error.gone.title', text: 'error.gone.text' };
  if (status >= 400 && status < 500) return { title: 'error.client.title', text: 'error.client.text' };
  return { title: 'error.server.title', text: 'error.server.text' };
}

/** The page shown for a 404, 410, other 4xx or 500, always with the way back to the jobs list. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useI18n();
  const { title, text } = textsFor(status);
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
