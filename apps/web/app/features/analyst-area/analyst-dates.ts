import type { Locale } from '@camello/domain';

/** A day as the analyst area shows it (Colombian time, the site's): "24 de noviembre de 2026". */
export function longDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Bogota' }).format(
    new Date(iso),
  );
}
