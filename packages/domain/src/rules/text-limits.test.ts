import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../constants.ts';
import { exceedsTextLimit, optionalTextIssue, requiredTextIssue, textLength } from './text-limits.ts';

describe('TEXT_LIMITS', () => {
  it('match the spec', () => {
    expect(TEXT_LIMITS).toEqual({ input: 120, textArea: 2000, shortQuestion: 140, longQuestion: 2500 });
  });
});

describe('exceedsTextLimit', () => {
  it.each([
    ['input', 120],
    ['textArea', 2000],
    ['shortQuestion', 140],
    ['longQuestion', 2500],
  ] as const)('allows exactly the %s limit and rejects one more', (kind, limit) => {
    expect(exceedsTextLimit('a'.repeat(limit), kind)).toBe(false);
    expect(exceedsTextLimit('a'.repeat(limit + 1), kind)).toBe(true);
  });

  it('counts an accented letter or an emoji as one character', () => {
    expect(textLength('Ñandú')).toBe(5);
    expect(textLength('👍🏽')).toBe(2);
    expect(exceedsTextLimit('😀'.repeat(120), 'input')).toBe(false);
  });
});

describe('requiredTextIssue', () => {
  it('reports absent, empty and blank text as required', () => {
    expect(requiredTextIssue(undefined, 'input')).toEqual({ code: 'required' });
    expect(requiredTextIssue(null, 'input')).toEqual({ code: 'required' });
    expect(requiredTextIssue('', 'input')).toEqual({ code: 'required' });
    expect(requiredTextIssue('  \n', 'input')).toEqual({ code: 'required' });
    expect(requiredTextIssue(42, 'input')).toEqual({ code: 'required' });
  });

  it('reports text past the limit with the limit', () => {
    expect(requiredTextIssue('a'.repeat(121), 'input')).toEqual({ code: 'tooLong', max: 120 });
    expect(requiredTextIssue('a'.repeat(120), 'input')).toBeNull();
  });
});

describe('optionalTextIssue', () => {
  it('accepts nothing at all but not too much', () => {
    expect(optionalTextIssue('', 'textArea')).toBeNull();
    expect(optionalTextIssue(null, 'textArea')).toBeNull();
    expect(optionalTextIssue('a'.repeat(2001), 'textArea')).toEqual({ code: 'tooLong', max: 2000 });
  });
});
