import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.ts';
import { translate } from '../i18n/translate.ts';

/** Experience a vacancy asks for, from months: "Sin experiencia", "6 meses de experiencia", "1 año y 6 meses de experiencia". */
export function formatRequiredExperience(months: number | null, locale: Locale = DEFAULT_LOCALE): string {
  const whole = months === null || !Number.isFinite(months) ? 0 : Math.floor(months);
  if (whole <= 0) return translate(locale, 'requiredExperience.none');
  if (whole < 12) return translate(locale, 'requiredExperience.months', { months: whole });
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  if (rest === 0) return translate(locale, 'requiredExperience.years', { years });
  return translate(locale, 'requiredExperience.yearsAndMonths', { years, months: rest });
}
