import { DEFAULT_LOCALE, paths } from '@camello/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from '../../i18n/index.ts';
import { errorTextsOf } from './error-texts.ts';

/**
 * The error page the server sends when React Router cannot render one: a request refused before it
 * reaches the router (405, 400), or a render that failed twice. Static, in the default language,
 * with the site's stylesheets and the way back to the jobs list.
 */
export function errorDocument(status: number, stylesheets: readonly string[]): string {
  const { t } = createTranslator(DEFAULT_LOCALE);
  const texts = errorTextsOf(status);
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang={DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{t('site.pageTitle', { title: t(texts.title) })}</title>
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <main>
          <p>{t('error.status', { status: String(status) })}</p>
          <h1>{t(texts.title)}</h1>
          <p>{t(texts.text)}</p>
          <a href={paths.jobs()}>{t('error.backToJobs')}</a>
        </main>
      </body>
    </html>,
  )}`;
}
