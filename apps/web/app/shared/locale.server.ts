import { DEFAULT_LOCALE, isLocale, type Locale } from '@camello/domain';

/** Cookie that records the visitor's explicit language and region choice. */
export const LOCALE_COOKIE = 'camello_locale';

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() === name) return decodeURIComponent(pair.slice(separator + 1).trim());
  }
  return undefined;
}

/**
 * The page language: the visitor's explicit choice, else es-CO. `Accept-Language` is deliberately
 * not consulted: the site is Colombian first and a browser set to English still gets Spanish
 * unless the visitor picks another region.
 */
export function localeOf(request: Request): Locale {
  const chosen = cookieValue(request.headers.get('Cookie'), LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}
