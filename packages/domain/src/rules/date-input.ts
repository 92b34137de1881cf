import type { DateInput } from '../entities/date-input.ts';

export type ParsedDateInput = { day: number; month: number; year: number };

/** Digits become their number; empty or anything else is NaN. */
export function parseDatePart(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The three boxes as numbers, with a month above 12 clamped to 12. */
export function parseDateInput(input: DateInput): ParsedDateInput {
  const month = parseDatePart(input.month);
  return {
    day: parseDatePart(input.day),
    month: Math.min(month, 12),
    year: parseDatePart(input.year),
  };
}

/** `YYYY-MM-DD` when the boxes hold a real day with a four-digit year, otherwise null. */
export function dateInputToIsoDate(input: DateInput): string | null {
  const { day, month, year } = parseDateInput(input);
  if (![day, month, year].every(Number.isInteger) || year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
