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
 * The currency whose code a locale writes after a salary: Mexican ads say "$15,000 - $20,000 MXN",
 * since "$" alone reads as dollars too there.
 */
const CODE_AFTER_SALARY: Partial<Record<Locale, Currency>> = { 'es-MX': 'MXN' };

/**
 * Display text of a salary: "$ 2.500.000 - $ 3.000.000", "Desde $ 2.500.000", "Hasta $ 3.000.000",
 * a single amount when both bounds agree, or "A convenir" when it is to be agreed or unknown.
 */
export function formatSalary(salary: SalaryRange, locale: Locale = DEFAULT_LOCALE): string {
  const amounts = salaryAmounts(salary, locale);
  if (amounts === null) return translate(locale, 'salary.toAgree');
  return CODE_AFTER_SALARY[locale] === salary.currency ? `${amounts} ${salary.currency}` : amounts;
}

/** The amounts of a salary in words, or null when it says none. */
function salaryAmounts(salary: SalaryRange, locale: Locale): string | null {
  const { min, max, currency } = salary;
  const hasMin = usable(min);
  const hasMax = usable(max);
  if (salary.toAgree) return null;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  if (hasMin && hasMax) {
    const [low, high] = min <= max ? [min, max] : [max, min];
    if (low === high) return money(low);
    return translate(locale, 'salary.range', { min: money(low), max: money(high) });
  }
  if (hasMin) return translate(locale, 'salary.from', { min: money(min) });
  if (hasMax) return translate(locale, 'salary.upTo', { max: money(max) });
  return null;
}
