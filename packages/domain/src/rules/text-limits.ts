import { TEXT_LIMITS, type TextLimitKind } from '../constants.ts';
import type { ValidationIssueCode } from './issues.ts';

/**
 * Length as a person counts it: an emoji or an accented letter is one character. Browsers count
 * UTF-16 units for `maxlength`, which is never more lenient, so the server does not reject what
 * the form let through.
 */
export function textLength(text: string): number {
  return [...text].length;
}

export function exceedsTextLimit(text: string, kind: TextLimitKind): boolean {
  return textLength(text) > TEXT_LIMITS[kind];
}

/** A required text is missing when it is absent or only blanks, too long past its limit. */
export function requiredTextIssue(
  value: unknown,
  kind: TextLimitKind,
): { code: ValidationIssueCode; max?: number } | null {
  if (typeof value !== 'string' || value.trim() === '') return { code: 'required' };
  return optionalTextIssue(value, kind);
}

export function optionalTextIssue(
  value: unknown,
  kind: TextLimitKind,
): { code: ValidationIssueCode; max?: number } | null {
  if (typeof value === 'string' && exceedsTextLimit(value, kind))
    return { code: 'tooLong', max: TEXT_LIMITS[kind] };
  return null;
}
