/**
 * Both drivers return values in the same shapes:
 * - `bigint` (e.g. `count(*)`) and `numeric` as JavaScript numbers,
 * - `timestamptz` as `Date`,
 * - `date` as the plain `YYYY-MM-DD` string, so that a birth date never shifts with a time zone.
 */
export const typeOids = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  int8Array: 1016,
  numericArray: 1231,
  dateArray: 1182,
} as const;

export function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) {
    throw new RangeError(`bigint value ${value} does not fit in a JavaScript number`);
  }
  return parsed;
}

export function parseNumeric(value: string): number {
  return Number(value);
}

export function parseDate(value: string): string {
  return value;
}
