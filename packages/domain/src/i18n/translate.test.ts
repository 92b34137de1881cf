import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { EDUCATION_LEVELS, EMPLOYMENT_TYPES } from '../enums.ts';
import {
  applicationStatusLabel,
  educationLevelLabel,
  employmentTypeLabel,
  profileRequirementLabel,
  salaryFrequencyLabel,
  validationIssueMessage,
} from './labels.ts';
import { LOCALES } from './locale.ts';
import { CATALOGS, MESSAGE_KEYS, translate } from './translate.ts';

function messagesOf(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : messagesOf(value, `${prefix}${key}.`),
  );
}

describe('catalogs', () => {
  it.each(LOCALES)('%s has exactly the keys of es-CO', (locale) => {
    const keys = messagesOf(CATALOGS[locale]).map(([key]) => key);
    expect(keys.sort()).toEqual([...MESSAGE_KEYS].sort());
  });

  it.each(LOCALES)('%s holds only valid ICU messages', (locale) => {
    for (const [key, message] of messagesOf(CATALOGS[locale])) {
      expect(() => new IntlMessageFormat(message, locale), key).not.toThrow();
    }
  });

  it('keep apostrophes as plain text', () => {
    expect(translate('en-US', 'applicationStatus.Finalists')).toBe("You're a finalist");
    expect(translate('en-US', 'educationLevel.BACHELOR_DEGREE')).toBe("Bachelor's degree");
  });
});

describe('translate', () => {
  it('writes the API parameter message as the API answers it', () => {
    expect(
      translate('es-CO', 'apiError.integerOutOfRange', { param: 'paginator[page]', min: 1, max: 10000 }),
    ).toBe('El parámetro paginator[page] debe ser un número entero entre 1 y 10000');
  });

  it('formats numbers with the locale when the message asks for it', () => {
    expect(translate('es-CO', 'validationIssue.tooLong', { max: 2000 })).toBe(
      'Escribe máximo 2.000 caracteres',
    );
    expect(translate('en-US', 'validationIssue.tooLong', { max: 2000 })).toBe('Use at most 2,000 characters');
  });

  it('chooses plural forms', () => {
    expect(translate('es-CO', 'publishDate.daysAgo', { count: 1 })).toBe('Hace 1 día');
    expect(translate('es-CO', 'publishDate.daysAgo', { count: 3 })).toBe('Hace 3 días');
    expect(translate('en-US', 'publishDate.weeksAgo', { count: 1 })).toBe('1 week ago');
  });

  it('throws when a placeholder has no parameter', () => {
    expect(() => translate('es-CO', 'salary.range', { min: '$ 1' })).toThrow();
  });

  it('rejects unknown keys at compile time and at run time', () => {
    // @ts-expect-error: not a message key
    expect(() => translate('es-CO', 'employmentType.SOMETIMES')).toThrow(RangeError);
  });
});

describe('labels', () => {
  it('name employment types and education levels in natural Colombian Spanish', () => {
    expect(employmentTypeLabel('es-CO', 'FULL_TIME')).toBe('Tiempo completo');
    expect(employmentTypeLabel('es-CO', 'unknown')).toBe('Sin especificar');
    expect(EDUCATION_LEVELS.map((level) => educationLevelLabel('es-CO', level))).toEqual([
      'Bachillerato',
      'Técnico o tecnólogo',
      'Profesional',
      'Certificación profesional',
      'Posgrado',
    ]);
  });

  it('use Mexican wording for es-MX', () => {
    expect(educationLevelLabel('es-MX', 'HIGH_SCHOOL')).toBe('Preparatoria');
    expect(educationLevelLabel('es-MX', 'BACHELOR_DEGREE')).toBe('Licenciatura');
  });

  it('cover every value in every locale', () => {
    for (const locale of LOCALES) {
      for (const type of EMPLOYMENT_TYPES) expect(employmentTypeLabel(locale, type)).not.toBe('');
    }
  });

  it('name frequencies, statuses and profile requirements', () => {
    expect(salaryFrequencyLabel('es-CO', 'MONTH')).toBe('Mensual');
    expect(applicationStatusLabel('es-CO', 'Pending')).toBe('Pendiente');
    expect(applicationStatusLabel('en-US', 'Hired')).toBe('You got the job!');
    expect(profileRequirementLabel('es-CO', 'address')).toBe('Dirección');
  });

  it('word validation issues with their limit', () => {
    expect(validationIssueMessage('es-CO', { code: 'tooLong', max: 120 })).toBe(
      'Escribe máximo 120 caracteres',
    );
    expect(validationIssueMessage('es-CO', { code: 'dateInFuture' })).toBe(
      'La fecha no puede ser posterior a hoy',
    );
  });
});
