import { calendarDateInZone } from '../calendar.ts';
import { DEFAULT_TIME_ZONE, YEAR_LIST_YEARS_BACK } from '../constants.ts';
import { isDateSet, readPastDate } from './dates.ts';
import type { FieldIssue } from './issues.ts';
import { cleanName, collapseWhitespace } from './text.ts';
import { optionalTextIssue, requiredTextIssue } from './text-limits.ts';
import { isNumber } from './values.ts';

/** Personal data as a form holds it: any field may be missing or of the wrong kind. */
export type PersonalDataDraft = {
  firstName?: unknown;
  lastName?: unknown;
  birthdate?: unknown;
  phone?: unknown;
  address?: unknown;
  titleOrProfession?: unknown;
  identificationNumber?: unknown;
  sex?: unknown;
  gender?: unknown;
  civilStatus?: unknown;
};

/** What a person types in a phone box: digits, spaces, dashes, dots, parentheses, a leading +. */
const PHONE_DIGITS = /^\d{7,15}$/;
/** Identity documents: letters, digits and hyphens (passports carry letters), 3 to 20 of them. */
const DOCUMENT_NUMBER = /^[A-Za-z0-9-]{3,20}$/;
/** The largest salary a form takes, in the currency's units. */
export const MAX_SALARY = 999_999_999_999;

/** A typed text without NUL characters, which no database text holds; null for anything else. */
export function withoutNul(value: unknown): string | null {
  return typeof value === 'string' ? value.replaceAll('\u0000', '') : null;
}

/** The stored form of a typed text: single spaces, no loose ends; blank is null. */
export function cleanText(value: unknown): string | null {
  const stripped = withoutNul(value);
  if (stripped === null) return null;
  const text = collapseWhitespace(stripped).trim();
  return text === '' ? null : text;
}

/** "300 123-4567" → "3001234567"; null when blank. */
export function cleanPhone(value: unknown): string | null {
  const text = cleanText(value);
  return text === null ? null : text.replace(/[\s().+-]/g, '');
}

/** "1.020.304.050" → "1020304050"; letters upper-cased. */
export function cleanDocumentNumber(value: unknown): string | null {
  const text = cleanText(value);
  return text === null ? null : text.replace(/[\s.]/g, '').toUpperCase();
}

const isChoice = (value: unknown, choices: readonly string[]) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'string' && choices.includes(value));

/**
 * Every reason the personal data cannot be saved, empty when it can. Only the names are required
 * to save (the account has them from sign-up); the rest may stay empty until the candidate fills
 * it in, and completeness (`profileCompleteness`) says what applying still needs. Names are
 * checked once cleaned (`cleanName`: digits and symbols go), texts against the input limit, the
 * birthdate must be a real day no later than today and within the year list.
 */
export function personalDataIssues(
  draft: PersonalDataDraft,
  choices: { sexes: readonly string[]; genders: readonly string[]; civilStatuses: readonly string[] },
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): FieldIssue<string>[] {
  const issues: FieldIssue<string>[] = [];
  for (const field of ['firstName', 'lastName'] as const) {
    const value = draft[field];
    const issue = requiredTextIssue(typeof value === 'string' ? cleanName(value) : value, 'input');
    if (issue) issues.push({ field, ...issue });
  }
  for (const field of ['address', 'titleOrProfession'] as const) {
    const issue = optionalTextIssue(cleanText(draft[field]) ?? '', 'input');
    if (issue) issues.push({ field, ...issue });
  }
  const phone = cleanPhone(draft.phone);
  if (phone !== null && !PHONE_DIGITS.test(phone)) issues.push({ field: 'phone', code: 'invalidPhone' });
  const documentNumber = cleanDocumentNumber(draft.identificationNumber);
  if (documentNumber !== null && !DOCUMENT_NUMBER.test(documentNumber))
    issues.push({ field: 'identificationNumber', code: 'invalidDocumentNumber' });
  if (!isChoice(draft.sex, choices.sexes)) issues.push({ field: 'sex', code: 'notSelected' });
  if (!isChoice(draft.gender, choices.genders)) issues.push({ field: 'gender', code: 'notSelected' });
  if (!isChoice(draft.civilStatus, choices.civilStatuses))
    issues.push({ field: 'civilStatus', code: 'notSelected' });

  if (isDateSet(draft.birthdate as string | null | undefined)) {
    const birth = readPastDate(draft.birthdate as string, now, timeZone);
    const firstYear = calendarDateInZone(now, timeZone).year - YEAR_LIST_YEARS_BACK;
    if (birth.issue) issues.push({ field: 'birthdate', code: birth.issue });
    else if (birth.date && birth.date.year < firstYear)
      issues.push({ field: 'birthdate', code: 'invalidDate' });
  }
  return issues;
}

/** A salary expectation: a whole non-negative amount, with its frequency and currency chosen. */
export function salaryIssues(draft: {
  salary?: unknown;
  salaryFrequencyId?: unknown;
  currencyPayId?: unknown;
}): FieldIssue<string>[] {
  if (draft.salary === null || draft.salary === undefined) return [];
  const issues: FieldIssue<string>[] = [];
  if (
    !isNumber(draft.salary) ||
    !Number.isInteger(draft.salary) ||
    draft.salary < 0 ||
    draft.salary > MAX_SALARY
  )
    issues.push({ field: 'salary', code: 'invalidAmount' });
  for (const field of ['salaryFrequencyId', 'currencyPayId'] as const) {
    if (!isNumber(draft[field])) issues.push({ field, code: 'notSelected' });
  }
  return issues;
}
