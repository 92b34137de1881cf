import { describe, expect, it } from 'vitest';
import type { Experience } from '../entities/candidate-profile.ts';
import { experienceIssues, isValidExperience } from './experience.ts';

// Noon in Bogotá on 2025-06-15.
const now = new Date('2025-06-15T17:00:00Z');

const past: Experience = {
  id: 'e1',
  company: 'Almacenes Éxito',
  position: 'Cajero',
  description: 'Atención de caja y cuadre diario.',
  startDate: '2019-01-15',
  endDate: '2021-03-31',
  atPresent: false,
  occupationId: 5211,
  level: 2,
  cityId: 5001,
};

const codes = (experience: Parameters<typeof experienceIssues>[0]) =>
  experienceIssues(experience, now).map((i) => `${i.field}:${i.code}`);

describe('experienceIssues', () => {
  it('accepts a finished experience and a current one', () => {
    expect(isValidExperience(past, now)).toBe(true);
    expect(codes({ ...past, endDate: null, atPresent: true })).toEqual([]);
  });

  it('rejects an empty object', () => {
    expect(isValidExperience({}, now)).toBe(false);
    expect(codes({})).toEqual([
      'company:required',
      'position:required',
      'occupationId:notSelected',
      'level:notSelected',
      'cityId:notSelected',
      'startDate:required',
      'endDate:endDateOrCurrentJobRequired',
    ]);
  });

  it('limits company and position to 120 characters and description to 2000', () => {
    expect(codes({ ...past, company: 'a'.repeat(120), position: 'b'.repeat(120) })).toEqual([]);
    expect(codes({ ...past, company: 'a'.repeat(121) })).toEqual(['company:tooLong']);
    expect(codes({ ...past, position: '' })).toEqual(['position:required']);
    expect(codes({ ...past, description: 'a'.repeat(2000) })).toEqual([]);
    expect(experienceIssues({ ...past, description: 'a'.repeat(2001) }, now)).toEqual([
      { field: 'description', code: 'tooLong', max: 2000 },
    ]);
  });

  it('accepts an empty description', () => {
    expect(codes({ ...past, description: '' })).toEqual([]);
  });

  it('requires occupationId, level and cityId to be numbers', () => {
    expect(codes({ ...past, occupationId: '5211', level: undefined, cityId: null })).toEqual([
      'occupationId:notSelected',
      'level:notSelected',
      'cityId:notSelected',
    ]);
  });

  it('rejects a start date in the future', () => {
    expect(codes({ ...past, startDate: '2025-06-16', endDate: null, atPresent: true })).toEqual([
      'startDate:dateInFuture',
    ]);
    expect(codes({ ...past, startDate: '2025-06-15', endDate: null, atPresent: true })).toEqual([]);
  });

  it('applies the end-date check of studies', () => {
    expect(codes({ ...past, endDate: '2025-06-15' })).toEqual([]);
    expect(codes({ ...past, endDate: '2025-06-16' })).toEqual(['endDate:dateInFuture']);
  });

  describe('at least one calendar month between start and end', () => {
    it('accepts exactly one month and rejects one day less', () => {
      expect(codes({ ...past, startDate: '2024-01-15', endDate: '2024-02-15' })).toEqual([]);
      expect(codes({ ...past, startDate: '2024-01-15', endDate: '2024-02-14' })).toEqual([
        'endDate:endLessThanOneMonthAfterStart',
      ]);
    });

    it('counts Jan 31 plus one month as the last day of February', () => {
      expect(codes({ ...past, startDate: '2023-01-31', endDate: '2023-02-28' })).toEqual([]);
      expect(codes({ ...past, startDate: '2023-01-31', endDate: '2023-02-27' })).toEqual([
        'endDate:endLessThanOneMonthAfterStart',
      ]);
      expect(codes({ ...past, startDate: '2024-01-31', endDate: '2024-02-28' })).toEqual([
        'endDate:endLessThanOneMonthAfterStart',
      ]);
      expect(codes({ ...past, startDate: '2024-01-31', endDate: '2024-02-29' })).toEqual([]);
    });

    it('clamps March 31 to April 30 and crosses the year end', () => {
      expect(codes({ ...past, startDate: '2024-03-31', endDate: '2024-04-30' })).toEqual([]);
      expect(codes({ ...past, startDate: '2024-12-31', endDate: '2025-01-30' })).toEqual([
        'endDate:endLessThanOneMonthAfterStart',
      ]);
      expect(codes({ ...past, startDate: '2024-12-31', endDate: '2025-01-31' })).toEqual([]);
    });

    it('rejects a same-day or reversed range', () => {
      expect(codes({ ...past, startDate: '2024-05-10', endDate: '2024-05-10' })).toEqual([
        'endDate:endLessThanOneMonthAfterStart',
      ]);
      expect(codes({ ...past, startDate: '2024-05-10', endDate: '2023-05-10' })).toEqual([
        'endDate:endLessThanOneMonthAfterStart',
      ]);
    });
  });

  it('rejects an end date together with the current-job mark', () => {
    expect(codes({ ...past, atPresent: true })).toEqual(['endDate:endDateWithCurrentJob']);
  });

  it('requires an end date or the current-job mark', () => {
    expect(codes({ ...past, endDate: null })).toEqual(['endDate:endDateOrCurrentJobRequired']);
  });
});
