import { DEFAULT_NUMBER_FORMAT_LOCALE } from '../constants.ts';

const numberFormat = new Intl.NumberFormat(DEFAULT_NUMBER_FORMAT_LOCALE);

export type CounterDisplay = { text: string; isError: boolean };

/** "1.234 / 2.000", in the error style once the text is longer than allowed. */
export function formatCounter(current: number, max: number): CounterDisplay {
  return { text: `${numberFormat.format(current)} / ${numberFormat.format(max)}`, isError: current > max };
}
