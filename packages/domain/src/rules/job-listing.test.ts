import { describe, expect, it } from 'vitest';
import { similarJobSubtitle, splitCardCities, tabBadgeCount, visibleSimilarJobs } from './job-listing.ts';

describe('splitCardCities', () => {
  const cities = ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Cartagena', 'Pereira', 'Manizales'];

  it('names at most five cities and counts the rest', () => {
    expect(splitCardCities(cities)).toEqual({ cities: cities.slice(0, 5), others: 2 });
  });

  it('has no others at exactly five or fewer', () => {
    expect(splitCardCities(cities.slice(0, 5)).others).toBe(0);
    expect(splitCardCities([])).toEqual({ cities: [], others: 0 });
  });
});

describe('visibleSimilarJobs', () => {
  it('shows five and flags more', () => {
    const jobs = [1, 2, 3, 4, 5, 6];
    expect(visibleSimilarJobs(jobs)).toEqual({ jobs: [1, 2, 3, 4, 5], hasMore: true });
    expect(visibleSimilarJobs(jobs.slice(0, 5))).toEqual({ jobs: [1, 2, 3, 4, 5], hasMore: false });
    expect(visibleSimilarJobs([])).toEqual({ jobs: [], hasMore: false });
  });
});

describe('similarJobSubtitle', () => {
  it('prefers the contract type and falls back to experience', () => {
    expect(similarJobSubtitle({ contractType: 'Tiempo completo', experience: '1 año' })).toBe(
      'Tiempo completo',
    );
    expect(similarJobSubtitle({ contractType: ' ', experience: '1 año' })).toBe('1 año');
  });
});

describe('tabBadgeCount', () => {
  it('shows counts above zero only', () => {
    expect(tabBadgeCount({ count: 3 })).toBe(3);
    expect(tabBadgeCount({ count: 0 })).toBeNull();
    expect(tabBadgeCount({})).toBeNull();
  });
});
