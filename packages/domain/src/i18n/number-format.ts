import { type Locale, perLocale } from './locale.ts';

/** How each locale groups the digits of a whole number, as `Intl.NumberFormat` does (its test checks). */
const GROUP_SEPARATORS: Readonly<Record<Locale, string>> = { 'es-CO': '.', 'es-MX': ',', 'en-US': ',' };

export type NumberFormat = { format(value: number): string };

/**
 * Writes numbers as `new Intl.NumberFormat(locale)` does. Whole numbers, which is what pages count,
 * are grouped here: a browser's first `Intl.NumberFormat` takes 35 to 70 ms of its main thread
 * (Chromium 156), four times that in Lighthouse's mobile run, on every page that formats a number.
 * Anything else goes to Intl, whose formatter is made the first time one is needed (minus zero is a
 * whole number here, and reads "0" where Intl writes "-0").
 */
export function createNumberFormat(locale: Locale): NumberFormat {
  const separator = GROUP_SEPARATORS[locale];
  let intl: Intl.NumberFormat | undefined;
  return {
    format(value) {
      if (Number.isSafeInteger(value) && value >= 0)
        return String(value).replace(/\B(?=(\d{3})+$)/g, separator);
      intl ??= new Intl.NumberFormat(locale);
      return intl.format(value);
    },
  };
}

/** The number format of `locale`, one per locale for every page and message. */
export const numberFormatOf = perLocale(createNumberFormat);
