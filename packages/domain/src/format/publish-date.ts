import { calendarDateInZone, type DateValue, dayNumber, toCalendarDate } from '../calendar.ts';
import { DEFAULT_TIME_ZONE } from '../constants.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.ts';
import { translate } from '../i18n/translate.ts';

/**
 * How long ago a vacancy was published, counted in calendar days where the visitor lives:
 * "Hoy", "Ayer", "Hace 3 días", "Hace 2 semanas", "Hace 1 mes", "Hace 2 años". A date after
 * `now` (clock skew between servers) reads as today.
 */
export function formatPublishDate(
  publishedAt: Exclude<DateValue, null | undefined>,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const published = toCalendarDate(publishedAt, timeZone);
  if (!published) throw new RangeError(`Invalid publish date: ${String(publishedAt)}`);
  const days = dayNumber(calendarDateInZone(now, timeZone)) - dayNumber(published);
  if (days <= 0) return translate(locale, 'publishDate.today');
  if (days === 1) return translate(locale, 'publishDate.yesterday');
  if (days < 7) return translate(locale, 'publishDate.daysAgo', { count: days });
  if (days < 30) return translate(locale, 'publishDate.weeksAgo', { count: Math.floor(days / 7) });
  if (days < 365)
    return translate(locale, 'publishDate.monthsAgo', { count: Math.min(Math.floor(days / 30), 11) });
  return translate(locale, 'publishDate.yearsAgo', { count: Math.floor(days / 365) });
}
