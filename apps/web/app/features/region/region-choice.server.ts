import { isLocale, type Locale } from '@camello/domain';
import { localeCookie } from '../../shared/locale.server.ts';

/** A path of this site to go back to; anything else (another site, `//host`) goes home. */
export function safeReturnPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && value.length <= 2000 ? value : '/';
}

/** The posted region, if it is one of ours, and the cookie that remembers it for a year. */
export async function chosenRegion(
  form: FormData | null,
): Promise<{ locale: Locale; setCookie: string } | null> {
  const lang = form?.get('lang');
  if (!isLocale(lang)) return null;
  return { locale: lang, setCookie: await localeCookie.serialize(lang) };
}
