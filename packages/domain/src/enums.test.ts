import { describe, expect, it } from 'vitest';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  employmentTypeSchema,
  JOB_SITE_KIND,
  jobSiteKindSchema,
} from './enums.ts';
import { CANDIDATE_JOB_STATE, candidateJobStateSchema } from './states.ts';

describe('enumeration schemas', () => {
  it('accept exactly the listed values', () => {
    expect(employmentTypeSchema.safeParse('unknown').success).toBe(true);
    expect(employmentTypeSchema.safeParse('UNKNOWN').success).toBe(false);
    expect(EMPLOYMENT_TYPES).toHaveLength(11);
    expect(EDUCATION_LEVELS[0]).toBe('HIGH_SCHOOL');
  });

  it('keep the numeric job-site kinds', () => {
    expect(jobSiteKindSchema.parse(JOB_SITE_KIND.PUBLIC)).toBe(1);
    expect(jobSiteKindSchema.safeParse(2).success).toBe(false);
    expect(jobSiteKindSchema.safeParse('1').success).toBe(false);
  });

  it('keep the numeric candidate-job states', () => {
    expect(CANDIDATE_JOB_STATE).toEqual({ save: 0, apply: 1, discarded: 2, like: 3, dislike: 4, viewed: 5 });
    expect(candidateJobStateSchema.parse(5)).toBe(5);
    expect(candidateJobStateSchema.safeParse(6).success).toBe(false);
  });
});
