import { describe, expect, it } from 'vitest';
import { isVacancyLive, type VacancyLivenessFacts, vacancyAvailability } from './vacancy-liveness.ts';

const now = new Date('2026-11-01T12:00:00Z');
const hour = 3_600_000;
const live: VacancyLivenessFacts = {
  status: 'published',
  publishedAt: new Date(now.getTime() - hour),
  validThrough: new Date(now.getTime() + hour),
  companyIsActive: true,
};

describe('vacancyAvailability', () => {
  it.each([
    ['published, within its validity', live, 'live'],
    ['without an end of validity', { ...live, validThrough: null }, 'live'],
    ['published this very instant', { ...live, publishedAt: now }, 'live'],
    ['past its validity', { ...live, validThrough: new Date(now.getTime() - 1) }, 'gone'],
    ['ending this very instant', { ...live, validThrough: now }, 'gone'],
    ['expired', { ...live, status: 'expired' }, 'gone'],
    ['closed', { ...live, status: 'closed' }, 'gone'],
    ['paused', { ...live, status: 'paused' }, 'gone'],
    ['of an inactive company', { ...live, companyIsActive: false }, 'gone'],
    ['scheduled for later', { ...live, publishedAt: new Date(now.getTime() + 1) }, 'missing'],
    ['a draft', { ...live, status: 'draft', publishedAt: null }, 'missing'],
    [
      'a draft of an inactive company',
      { ...live, status: 'draft', publishedAt: null, companyIsActive: false },
      'missing',
    ],
  ] as const)('%s: %s', (_case, vacancy, expected) => {
    expect(vacancyAvailability(vacancy, now)).toBe(expected);
    expect(isVacancyLive(vacancy, now)).toBe(expected === 'live');
  });

  it('reads instants given as epoch milliseconds the same', () => {
    const times = { ...live, publishedAt: now.getTime() - hour, validThrough: now.getTime() };
    expect(isVacancyLive(times, now.getTime() - 1)).toBe(true);
    expect(isVacancyLive(times, now.getTime())).toBe(false);
  });
});
