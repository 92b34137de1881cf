import { DEFAULT_LOCALE, isLocale } from '@camello/domain';
import { createTranslator, type Translator } from '../i18n/index.ts';

type MatchWithData = { readonly id: string; readonly loaderData?: unknown } | undefined;

/** The translator of the page locale, read from the root loader data inside a route's `meta`. */
export function metaTranslator(matches: readonly MatchWithData[]): Translator {
  const rootData = matches.find((match) => match?.id === 'root')?.loaderData;
  const locale =
    typeof rootData === 'object' && rootData !== null ? (rootData as { locale?: unknown }).locale : undefined;
  return createTranslator(isLocale(locale) ? locale : DEFAULT_LOCALE);
}
