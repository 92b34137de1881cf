import type { FieldIssue } from './issues.ts';
import { cleanName } from './text.ts';
import { optionalTextIssue, requiredTextIssue } from './text-limits.ts';

/** The fields of the referral form (spec §3 Referral), as the form posts them. */
export type ReferralFields = {
  firstName: string;
  lastName: string;
  documentTypeId: string;
  identificationNumber: string;
  /** ISO code of the country of the phone (its calling code comes from there). */
  countryCode: string;
  phone: string;
  email: string;
  /** Id of the city of birth; empty when not given. */
  cityBirthId: string;
  comments: string;
  /** Public ids of the vacancies the person is referred to. */
  vacancies: string[];
};

export type ReferralField = keyof ReferralFields | 'upload';
export type ReferralIssue = FieldIssue<ReferralField>;

/**
 * What a document number looks like, per kind: Colombian cédula, foreigner's ID, identity card,
 * the migrants' PPT and PEP; Mexico's voter key (INE) and CURP; US social security number and
 * driver's license; any passport. Unknown kinds get a generic shape.
 */
const DOCUMENT_NUMBER_SHAPES: Readonly<Record<string, RegExp>> = {
  CC: /^[0-9]{5,10}$/,
  CE: /^[0-9]{6,10}$/,
  TI: /^[0-9]{10,11}$/,
  PPT: /^[0-9]{6,10}$/,
  PEP: /^[0-9]{15}$/,
  INE: /^[A-Z]{6}[0-9]{8}[HM][0-9]{3}$/,
  CURP: /^[A-Z]{4}[0-9]{6}[HMX][A-Z]{5}[A-Z0-9][0-9]$/,
  SSN: /^(?!000|666|9)[0-9]{3}(?!00)[0-9]{2}(?!0000)[0-9]{4}$/,
  DL: /^[A-Z0-9]{4,20}$/,
  PA: /^[A-Z0-9]{5,20}$/,
};
const ANY_DOCUMENT_NUMBER = /^[A-Z0-9]{4,20}$/;

/** Mobile or landline numbers without the calling code, per country of the phone. */
const PHONE_SHAPES: Readonly<Record<string, RegExp>> = {
  co: /^(3[0-9]{9}|60[1-8][0-9]{7})$/,
  mx: /^[1-9][0-9]{9}$/,
  us: /^[2-9][0-9]{2}[2-9][0-9]{6}$/,
};
const ANY_PHONE = /^[0-9]{6,14}$/;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** A document number as stored: no spaces, dots or dashes, upper case. */
export const normalizeDocumentNumber = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

/** A phone as stored: digits only. */
export const normalizePhone = (value: string): string => value.replace(/[\s().-]/g, '');

export function isValidDocumentNumber(documentCode: string, value: string): boolean {
  return (DOCUMENT_NUMBER_SHAPES[documentCode] ?? ANY_DOCUMENT_NUMBER).test(normalizeDocumentNumber(value));
}

export function isValidPhone(countryCode: string, value: string): boolean {
  return (PHONE_SHAPES[countryCode] ?? ANY_PHONE).test(normalizePhone(value));
}

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}

/**
 * The issues of a referral, field by field. `documentCode` is the code of the chosen document type
 * (null when the id names none); `phoneCountryKnown` whether `countryCode` is an active country.
 */
export function referralIssues(
  fields: ReferralFields,
  lookups: { documentCode: string | null; phoneCountryKnown: boolean },
): ReferralIssue[] {
  const issues: ReferralIssue[] = [];
  const add = (field: ReferralField, issue: Omit<ReferralIssue, 'field'> | null) => {
    if (issue) issues.push({ field, ...issue });
  };
  for (const field of ['firstName', 'lastName'] as const) {
    const issue = requiredTextIssue(fields[field], 'input');
    add(field, issue ?? (cleanName(fields[field]) === '' ? { code: 'required' } : null));
  }
  if (fields.documentTypeId.trim() === '') add('documentTypeId', { code: 'notSelected' });
  else if (lookups.documentCode === null) add('documentTypeId', { code: 'invalidOption' });
  const documentNumberIssue = requiredTextIssue(fields.identificationNumber, 'input');
  if (documentNumberIssue) add('identificationNumber', documentNumberIssue);
  else if (
    lookups.documentCode !== null &&
    !isValidDocumentNumber(lookups.documentCode, fields.identificationNumber)
  )
    add('identificationNumber', { code: 'documentNumberNotOfType' });
  if (!lookups.phoneCountryKnown) add('countryCode', { code: 'notSelected' });
  const phoneIssue = requiredTextIssue(fields.phone, 'input');
  if (phoneIssue) add('phone', phoneIssue);
  else if (!isValidPhone(fields.countryCode, fields.phone)) add('phone', { code: 'phoneNotOfCountry' });
  const emailIssue = requiredTextIssue(fields.email, 'input');
  if (emailIssue) add('email', emailIssue);
  else if (!isValidEmail(fields.email)) add('email', { code: 'invalidEmail' });
  if (fields.cityBirthId !== '' && !/^[0-9]{1,9}$/.test(fields.cityBirthId))
    add('cityBirthId', { code: 'invalidOption' });
  add('comments', optionalTextIssue(fields.comments, 'textArea'));
  if (fields.vacancies.length > 20) add('vacancies', { code: 'invalidOption' });
  return issues;
}
