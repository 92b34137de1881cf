import { DEFAULT_TIME_ZONE } from '../constants.ts';
import { type Locale, perLocale } from '../i18n/locale.ts';

/**
 * How a page writes an instant, in Colombian time (the site's): `day` "24 de noviembre de 2026",
 * `shortDay` "24 nov 2026", `moment` "24 nov 2026, 3:05 p. m." (es-CO).
 */
export type DateStyle = 'day' | 'shortDay' | 'moment';

// Building an Intl formatter costs tens of microseconds: each locale's are built once and shared.
const formattersOf = perLocale((locale): Record<DateStyle, Intl.DateTimeFormat> => {
  const formatter = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: DEFAULT_TIME_ZONE });
  return {
    day: formatter({ dateStyle: 'long' }),
    shortDay: formatter({ dateStyle: 'medium' }),
    moment: formatter({ dateStyle: 'medium', timeStyle: 'short' }),
  };
});

/** `instant` (a Date or an ISO timestamp) as `locale` writes it in `style`. */
export function formatInstant(instant: Date | string, locale: Locale, style: DateStyle = 'day'): string {
  return formattersOf(locale)[style].format(new Date(instant));
}
