import type { Currency } from '../enums.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.ts';
import { translate } from '../i18n/translate.ts';
import { formatMoney } from './money.ts';

export type SalaryRange = {
  min: number | null;
  max: number | null;
  currency: Currency;
  /** The company prefers to agree the salary with the candidate. */
  toAgree: boolean;
};

/** A bound of zero or less says nothing about the pay, so it counts as absent. */
const usable = (amount: number | null): amount is number =>
  amount !== null && Number.isFinite(amount) && amount > 0;

/**
 * Display text of a salary: "$ 2.500.000 - $ 3.000.000", "Desde $ 2.500.000", "Hasta $ 3.000.000",
 * a single amount when both bounds agree, or "A convenir" when it is to be agreed or unknown.
 */
export function formatSalary(salary: SalaryRange, locale: Locale = DEFAULT_LOCALE): string {
  const { min, max, currency } = salary;
  const hasMin = usable(min);
  const hasMax = usable(max);
  if (salary.toAgree) return translate(locale, 'salary.toAgree');
  const money = (amount: number) => formatMoney(amount, currency, locale);
  if (hasMin && hasMax) {
    const [low, high] = min <= max ? [min, max] : [max, min];
    if (low === high) return money(low);
    return translate(locale, 'salary.range', { min: money(low), max: money(high) });
  }
  if (hasMin) return translate(locale, 'salary.from', { min: money(min) });
  if (hasMax) return translate(locale, 'salary.upTo', { max: money(max) });
  return translate(locale, 'salary.toAgree');
}
