import { describe, expect, it } from 'vitest';
import { suggestedJobsMessages } from './messages.ts';

describe('the catalogs of the suggested jobs page', () => {
  it('count the other cities in Spanish', () => {
    expect(suggestedJobsMessages.of('es-CO')('suggested.moreCities', { count: 2 })).toBe('y 2 ciudades más');
  });
});
