import { describe, expect, it } from 'vitest';
import type { Study } from '../entities/candidate-profile.ts';
import { isValidStudy, studyIssues } from './study.ts';

// Noon in Bogotá on 2025-06-15.
const now = new Date('2025-06-15T17:00:00Z');

const finished: Study = {
  id: 's1',
  institute: 'Universidad Nacional de Colombia',
  title: 'Contador público',
  profession: 'Contaduría pública',
  startDate: '2015-02-01',
  endDate: '2020-12-15',
  inProgress: false,
  countryId: 57,
  studyType: 3,
};

const codes = (study: Parameters<typeof studyIssues>[0]) =>
  studyIssues(study, now).map((i) => `${i.field}:${i.code}`);

describe('studyIssues', () => {
  it('accepts a study that ended in the past', () => {
    expect(studyIssues(finished, now)).toEqual([]);
    expect(isValidStudy(finished, now)).toBe(true);
  });

  it('accepts a study in progress without an end date', () => {
    expect(codes({ ...finished, endDate: null, inProgress: true })).toEqual([]);
  });

  it('rejects an empty object', () => {
    expect(isValidStudy({}, now)).toBe(false);
    expect(codes({})).toEqual([
      'countryId:notSelected',
      'studyType:notSelected',
      'institute:required',
      'title:required',
      'profession:required',
      'startDate:required',
      'endDate:endDateOrStudyInProgressRequired',
    ]);
  });

  it('requires countryId and studyType to be numbers', () => {
    expect(codes({ ...finished, countryId: '57' })).toEqual(['countryId:notSelected']);
    expect(codes({ ...finished, studyType: null })).toEqual(['studyType:notSelected']);
    expect(codes({ ...finished, studyType: Number.NaN })).toEqual(['studyType:notSelected']);
    expect(codes({ ...finished, countryId: 0 })).toEqual([]);
  });

  it('requires institute, title and profession of at most 120 characters', () => {
    expect(codes({ ...finished, institute: '   ' })).toEqual(['institute:required']);
    expect(codes({ ...finished, title: 'a'.repeat(120) })).toEqual([]);
    expect(studyIssues({ ...finished, profession: 'a'.repeat(121) }, now)).toEqual([
      { field: 'profession', code: 'tooLong', max: 120 },
    ]);
  });

  describe('start date', () => {
    it('may be today but not tomorrow', () => {
      expect(codes({ ...finished, startDate: '2025-06-15', endDate: null, inProgress: true })).toEqual([]);
      expect(codes({ ...finished, startDate: '2025-06-16', endDate: null, inProgress: true })).toEqual([
        'startDate:dateInFuture',
      ]);
    });

    it('is judged on the Bogotá calendar', () => {
      // 02:00 UTC on June 16th is still June 15th in Bogotá.
      const lateEvening = new Date('2025-06-16T02:00:00Z');
      const study = { ...finished, startDate: '2025-06-16', endDate: null, inProgress: true };
      expect(isValidStudy(study, lateEvening)).toBe(false);
      expect(isValidStudy(study, lateEvening, 'UTC')).toBe(true);
    });

    it('must be a real date', () => {
      expect(codes({ ...finished, startDate: '2015-02-30' })).toEqual(['startDate:invalidDate']);
      expect(codes({ ...finished, startDate: '' })).toEqual(['startDate:required']);
    });
  });

  describe('end date', () => {
    // §5 "more than 0 days ... in the future": invalid only from tomorrow on.
    it('may be yesterday or today', () => {
      expect(codes({ ...finished, endDate: '2025-06-14' })).toEqual([]);
      expect(codes({ ...finished, endDate: '2025-06-15' })).toEqual([]);
    });

    it('may not be tomorrow or later', () => {
      expect(codes({ ...finished, endDate: '2025-06-16' })).toEqual(['endDate:dateInFuture']);
      expect(codes({ ...finished, endDate: '2030-12-01' })).toEqual(['endDate:dateInFuture']);
    });

    it('may equal the start date but not precede it', () => {
      expect(codes({ ...finished, endDate: '2015-02-01' })).toEqual([]);
      expect(codes({ ...finished, endDate: '2015-01-31' })).toEqual(['endDate:endBeforeStart']);
    });

    it('may not be set while the study is in progress', () => {
      expect(codes({ ...finished, inProgress: true })).toEqual(['endDate:endDateWithStudyInProgress']);
    });

    it('or the in-progress mark is required', () => {
      expect(codes({ ...finished, endDate: null })).toEqual(['endDate:endDateOrStudyInProgressRequired']);
      expect(codes({ ...finished, endDate: '  ' })).toEqual(['endDate:endDateOrStudyInProgressRequired']);
    });

    it('must be a real date', () => {
      expect(codes({ ...finished, endDate: 'diciembre' })).toEqual(['endDate:invalidDate']);
    });
  });

  it('accepts Date objects and ISO instants', () => {
    expect(
      codes({ ...finished, startDate: new Date('2015-02-01T12:00:00Z'), endDate: '2020-12-15T15:00:00Z' }),
    ).toEqual([]);
  });
});
