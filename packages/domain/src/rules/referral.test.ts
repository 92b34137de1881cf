import { describe, expect, it } from 'vitest';
import {
  isValidDocumentNumber,
  isValidEmail,
  isValidPhone,
  type ReferralFields,
  referralIssues,
} from './referral.ts';

const fields: ReferralFields = {
  firstName: 'Ana María',
  lastName: "O'Neill",
  documentTypeId: '1',
  identificationNumber: '52.345.678',
  countryCode: 'co',
  phone: '(310) 555-1234',
  email: 'ana@example.com',
  cityBirthId: '',
  comments: '',
  vacancies: [],
};
const lookups = { documentCode: 'CC', phoneCountryKnown: true };

describe('referralIssues', () => {
  it('accepts a complete referral written the way people write numbers', () => {
    expect(referralIssues(fields, lookups)).toEqual([]);
  });

  it('names each field that fails, with its reason', () => {
    const issues = referralIssues(
      {
        ...fields,
        firstName: '1234',
        identificationNumber: 'AB12',
        phone: '555',
        email: 'ana@',
        comments: 'x'.repeat(2001),
      },
      lookups,
    );
    expect(issues).toEqual([
      { field: 'firstName', code: 'required' },
      { field: 'identificationNumber', code: 'documentNumberNotOfType' },
      { field: 'phone', code: 'phoneNotOfCountry' },
      { field: 'email', code: 'invalidEmail' },
      { field: 'comments', code: 'tooLong', max: 2000 },
    ]);
  });

  it('asks for a document type and a phone country that exist', () => {
    expect(referralIssues({ ...fields, documentTypeId: '' }, lookups)).toContainEqual({
      field: 'documentTypeId',
      code: 'notSelected',
    });
    expect(referralIssues(fields, { documentCode: null, phoneCountryKnown: false })).toEqual([
      { field: 'documentTypeId', code: 'invalidOption' },
      { field: 'countryCode', code: 'notSelected' },
    ]);
  });
});

describe('document numbers, phones and e-mails', () => {
  it.each([
    ['CC', '1020345678', true],
    ['CC', '10203456789', false],
    ['PEP', '123456789012345', true],
    ['CURP', 'GODE561231HDFRRN09', true],
    ['CURP', 'GODE561231HDFRRN0', false],
    ['INE', 'GMVLMR80070501M100', true],
    ['SSN', '123-45-6789', true],
    ['SSN', '000-12-3456', false],
    ['PA', 'AB123456', true],
    ['PA', '<script>', false],
  ])('%s %s is %s', (code, number, valid) => {
    expect(isValidDocumentNumber(code, number)).toBe(valid);
  });

  it.each([
    ['co', '3105551234', true],
    ['co', '6015551234', true],
    ['co', '2105551234', false],
    ['mx', '55 1234 5678', true],
    ['us', '(212) 555-0199', true],
    ['us', '(112) 555-0199', false],
    ['ar', '1145678901', true],
  ])('a phone of %s %s is %s', (country, phone, valid) => {
    expect(isValidPhone(country, phone)).toBe(valid);
  });

  it('takes ordinary e-mail addresses and refuses markup and missing parts', () => {
    expect(isValidEmail('luisa.ramirez+trabajo@correo.com.co')).toBe(true);
    for (const bad of ['luisa@', '@correo.com', 'luisa@correo', '"><script>@x.co', 'a b@c.co'])
      expect(isValidEmail(bad), bad).toBe(false);
  });
});
