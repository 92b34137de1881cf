import { describe, expect, it } from 'vitest';
import { mustAcceptTerms } from './terms.ts';

describe('mustAcceptTerms', () => {
  it('lets the candidate apply once the terms are accepted', () => {
    expect(mustAcceptTerms({ termsAccepted: true })).toBe(false);
  });

  it('asks for acceptance when refused, unknown or not loaded', () => {
    expect(mustAcceptTerms({ termsAccepted: false })).toBe(true);
    expect(mustAcceptTerms({ termsAccepted: null })).toBe(true);
    expect(mustAcceptTerms({})).toBe(true);
  });
});
