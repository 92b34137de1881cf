/** A usable number: not NaN, not Infinity, and not a numeric string. */
export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
