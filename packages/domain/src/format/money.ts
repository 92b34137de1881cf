import type { Currency } from '../enums.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, currency: Currency): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // Colombian pesos are never quoted with cents; other currencies show cents only when there are some.
    const fraction: Intl.NumberFormatOptions =
      currency === 'COP'
        ? { minimumFractionDigits: 0, maximumFractionDigits: 0 }
        : { trailingZeroDisplay: 'stripIfInteger' };
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, ...fraction });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * "$ 2.500.000" (es-CO, COP). Intl puts a no-break space after the symbol; it becomes a plain
 * space so the text is the same in HTML, JSON and tests, and CSS decides where lines break.
 */
export function formatMoney(amount: number, currency: Currency, locale: Locale = DEFAULT_LOCALE): string {
  return formatterFor(locale, currency)
    .format(amount)
    .replace(/[\u00A0\u202F]/g, ' ');
}
