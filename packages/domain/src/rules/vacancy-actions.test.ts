import { describe, expect, it } from 'vitest';
import { effectiveVacancyStatus, vacancyActionsFor, vacancyAfter } from './vacancy-actions.ts';

const now = new Date('2026-11-24T12:00:00Z');

describe('effectiveVacancyStatus', () => {
  it('is expired for a published vacancy past its validity, the stored status otherwise', () => {
    expect(effectiveVacancyStatus('published', new Date('2026-11-24T12:00:00Z'), now)).toBe('expired');
    expect(effectiveVacancyStatus('published', new Date('2026-11-25T00:00:00Z'), now)).toBe('published');
    expect(effectiveVacancyStatus('published', null, now)).toBe('published');
    expect(effectiveVacancyStatus('paused', new Date('2026-01-01T00:00:00Z'), now)).toBe('paused');
  });
});

describe('vacancyAfter', () => {
  it('publishes a draft, a paused, a closed and an expired vacancy (with a later validity)', () => {
    for (const from of ['draft', 'paused', 'closed', 'expired'] as const)
      expect(vacancyAfter(from, 'publish', false)).toBe('published');
    expect(vacancyAfter('expired', 'publish', true)).toBeNull();
    expect(vacancyAfter('published', 'publish', false)).toBeNull();
  });

  it('pauses only a published vacancy and closes one that was public and is not closed', () => {
    expect(vacancyAfter('published', 'pause', false)).toBe('paused');
    expect(vacancyAfter('draft', 'pause', false)).toBeNull();
    expect(vacancyAfter('paused', 'close', false)).toBe('closed');
    expect(vacancyAfter('closed', 'close', false)).toBeNull();
    expect(vacancyAfter('draft', 'close', false)).toBeNull();
  });

  it('offers the actions that apply', () => {
    expect(vacancyActionsFor('draft')).toEqual(['publish']);
    expect(vacancyActionsFor('published')).toEqual(['pause', 'close']);
    expect(vacancyActionsFor('closed')).toEqual(['publish']);
  });
});
