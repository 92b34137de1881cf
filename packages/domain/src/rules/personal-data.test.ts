import { describe, expect, it } from 'vitest';
import {
  cleanDocumentNumber,
  cleanPhone,
  cleanText,
  MAX_SALARY,
  personalDataIssues,
  salaryIssues,
} from './personal-data.ts';

const now = new Date('2025-06-15T17:00:00Z');
const choices = { sexes: ['female', 'male'], genders: ['woman', 'man'], civilStatuses: ['single'] };
const valid = { firstName: 'Luisa', lastName: 'Restrepo' };
const issuesOf = (draft: Record<string, unknown>) =>
  personalDataIssues({ ...valid, ...draft }, choices, now).map(({ field, code }) => `${field}:${code}`);

describe('personalDataIssues', () => {
  it('needs only the names, and the rest may stay empty', () => {
    expect(issuesOf({})).toEqual([]);
    expect(issuesOf({ phone: '', address: null, sex: '', birthdate: '  ' })).toEqual([]);
  });

  it('reads a name of digits and symbols as missing, since cleaning leaves nothing', () => {
    expect(issuesOf({ firstName: '123 #$', lastName: undefined })).toEqual([
      'firstName:required',
      'lastName:required',
    ]);
  });

  it('holds names, address and profession to the input limit of 120 characters', () => {
    expect(issuesOf({ address: 'a'.repeat(120), titleOrProfession: 'ñ'.repeat(120) })).toEqual([]);
    expect(issuesOf({ firstName: 'a'.repeat(121), address: 'a'.repeat(121) })).toEqual([
      'firstName:tooLong',
      'address:tooLong',
    ]);
  });

  it('takes phones of 7 to 15 digits, whatever the spaces and dashes', () => {
    expect(issuesOf({ phone: '+57 (300) 123-4567' })).toEqual([]);
    expect(issuesOf({ phone: '123456' })).toEqual(['phone:invalidPhone']);
    expect(issuesOf({ phone: '1234567' })).toEqual([]);
    expect(issuesOf({ phone: '1'.repeat(16) })).toEqual(['phone:invalidPhone']);
    expect(issuesOf({ phone: '300abc4567' })).toEqual(['phone:invalidPhone']);
  });

  it('takes document numbers of 3 to 20 letters, digits or hyphens', () => {
    expect(issuesOf({ identificationNumber: '1.020.304.050' })).toEqual([]);
    expect(issuesOf({ identificationNumber: 'AB-123' })).toEqual([]);
    expect(issuesOf({ identificationNumber: '12' })).toEqual(['identificationNumber:invalidDocumentNumber']);
    expect(issuesOf({ identificationNumber: '1'.repeat(21) })).toEqual([
      'identificationNumber:invalidDocumentNumber',
    ]);
  });

  it('takes only the listed choices', () => {
    expect(issuesOf({ sex: 'female', gender: 'man', civilStatus: 'single' })).toEqual([]);
    expect(issuesOf({ sex: 'F', gender: 'x', civilStatus: 3 })).toEqual([
      'sex:notSelected',
      'gender:notSelected',
      'civilStatus:notSelected',
    ]);
  });

  it('takes a birthdate up to today and back to the first year of the year list', () => {
    expect(issuesOf({ birthdate: '2025-06-15' })).toEqual([]);
    expect(issuesOf({ birthdate: '2025-06-16' })).toEqual(['birthdate:dateInFuture']);
    expect(issuesOf({ birthdate: '1951-01-01' })).toEqual([]);
    expect(issuesOf({ birthdate: '1950-12-31' })).toEqual(['birthdate:invalidDate']);
    expect(issuesOf({ birthdate: '2001-02-29' })).toEqual(['birthdate:invalidDate']);
  });
});

describe('salaryIssues', () => {
  it('has nothing to say without a salary', () => {
    expect(salaryIssues({ salary: null })).toEqual([]);
    expect(salaryIssues({})).toEqual([]);
  });

  it('needs a whole amount from 0 to the maximum, with frequency and currency', () => {
    const choices = { salaryFrequencyId: 4, currencyPayId: 1 };
    expect(salaryIssues({ salary: 0, ...choices })).toEqual([]);
    expect(salaryIssues({ salary: MAX_SALARY, ...choices })).toEqual([]);
    for (const salary of [-1, 1.5, MAX_SALARY + 1, Number.NaN, '100'])
      expect(salaryIssues({ salary, ...choices })).toEqual([{ field: 'salary', code: 'invalidAmount' }]);
    expect(salaryIssues({ salary: 100 })).toEqual([
      { field: 'salaryFrequencyId', code: 'notSelected' },
      { field: 'currencyPayId', code: 'notSelected' },
    ]);
  });
});

describe('the cleaning of typed values', () => {
  it('collapses spaces, trims, drops NUL characters and reads blank as null', () => {
    expect(cleanText('  Calle   45 \u0000# 13 ')).toBe('Calle 45 # 13');
    expect(cleanText('   ')).toBeNull();
    expect(cleanText(3)).toBeNull();
  });

  it('keeps the digits of a phone and a document number', () => {
    expect(cleanPhone('+57 (300) 123-4567')).toBe('573001234567');
    expect(cleanDocumentNumber(' 1.020.304.050 ')).toBe('1020304050');
    expect(cleanDocumentNumber('ab-12')).toBe('AB-12');
    expect(cleanPhone('')).toBeNull();
  });
});
