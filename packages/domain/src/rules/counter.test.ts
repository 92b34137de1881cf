import { describe, expect, it } from 'vitest';
import { formatCounter } from './counter.ts';

describe('formatCounter', () => {
  it('shows current over max with dot thousands separators', () => {
    expect(formatCounter(1234, 2000)).toEqual({ text: '1.234 / 2.000', isError: false });
    expect(formatCounter(0, 120)).toEqual({ text: '0 / 120', isError: false });
  });

  it('is not an error at the limit and is one past it', () => {
    expect(formatCounter(120, 120).isError).toBe(false);
    expect(formatCounter(121, 120)).toEqual({ text: '121 / 120', isError: true });
  });

  it('formats large limits', () => {
    expect(formatCounter(2501, 2500).text).toBe('2.501 / 2.500');
  });
});
