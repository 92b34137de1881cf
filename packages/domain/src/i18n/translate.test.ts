import { describe, expect, it } from 'vitest';
import { EDUCATION_LEVELS, EMPLOYMENT_TYPES } from '../enums.ts';
import { catalogProblems, sampleParams } from './catalog-audit.ts';
import enUS from './catalogs/en-US.json' with { type: 'json' };
import esCO from './catalogs/es-CO.json' with { type: 'json' };
import esMX from './catalogs/es-MX.json' with { type: 'json' };
import {
  applicationStatusLabel,
  educationLevelLabel,
  employmentTypeLabel,
  profileRequirementLabel,
  salaryFrequencyLabel,
  validationIssueMessage,
} from './labels.ts';
import { LOCALES } from './locale.ts';
import { MESSAGE_KEYS, translate } from './translate.ts';

describe('catalogs', () => {
  it('are valid ICU, complete in en-US, overrides only in es-MX, with the placeholders of es-CO', () => {
    expect(catalogProblems({ 'es-CO': esCO, 'es-MX': esMX, 'en-US': enUS })).toEqual([]);
  });

  it.each(LOCALES)('resolve every key in %s, falling back to es-CO', (locale) => {
    for (const key of MESSAGE_KEYS) expect(translate(locale, key, sampleParams(esCO[key])), key).not.toBe('');
  });

  it('word es-MX differently only where it differs', () => {
    expect(translate('es-MX', 'employmentType.INTERN')).toBe('Becario');
    expect(translate('es-MX', 'employmentType.FULL_TIME')).toBe('Tiempo completo');
  });

  it('keep apostrophes as plain text', () => {
    expect(translate('en-US', 'applicationStatus.Finalists')).toBe("You're a finalist");
    expect(translate('en-US', 'educationLevel.BACHELOR_DEGREE')).toBe("Bachelor's degree");
  });
});

describe('catalogProblems', () => {
  const base = { 'a.plain': 'Hola', 'a.count': '{count, plural, one {# día} other {# días}}' };

  it('names each kind of problem', () => {
    expect(
      catalogProblems({
        'es-CO': base,
        'es-MX': { 'a.plain': 'Hola', 'a.extra': 'Otra' },
        'en-US': { 'a.count': '{days} days', 'a.plain': '{oops' },
      }),
    ).toEqual([
      'es-MX "a.plain" repeats es-CO: leave it out',
      'es-MX has "a.extra", which es-CO lacks',
      'en-US "a.count" has other placeholders than es-CO: Error: Missing variable count in message',
      expect.stringMatching(/^en-US "a.plain" is not ICU MessageFormat/),
    ]);
    expect(catalogProblems({ 'es-CO': base, 'es-MX': {}, 'en-US': { 'a.plain': 'Hi' } })).toEqual([
      'en-US lacks "a.count"',
    ]);
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
