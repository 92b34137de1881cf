import { DEFAULT_TIME_ZONE } from '../constants.ts';
import { type Locale, perLocale } from '../i18n/locale.ts';

/**
 * How a page writes an instant, in Colombian time (the site's): `day` "24 de noviembre de 2026",
 * `shortDay` "24 nov 2026", `moment` "24 nov 2026, 3:05 p. m." (es-CO).
 */
export type DateStyle = 'day' | 'shortDay' | 'moment';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { dateStyle: 'long' },
  shortDay: { dateStyle: 'medium' },
  moment: { dateStyle: 'medium', timeStyle: 'short' },
};

// Building an Intl formatter costs tens of microseconds: each locale's are built once and shared.
const formattersOf = perLocale(
  (locale) =>
    new Map(
      Object.entries(STYLES).map(([style, options]) => [
        style as DateStyle,
        new Intl.DateTimeFormat(locale, { ...options, timeZone: DEFAULT_TIME_ZONE }),
      ]),
    ),
);

/** `instant` (a Date or an ISO timestamp) as `locale` writes it in `style`. */
export function formatInstant(instant: Date | string, locale: Locale, style: DateStyle = 'day'): string {
  const formatter = formattersOf(locale).get(style);
  if (!formatter) throw new RangeError(`Unknown date style: ${style}`);
  return formatter.format(typeof instant === 'string' ? new Date(instant) : instant);
}
