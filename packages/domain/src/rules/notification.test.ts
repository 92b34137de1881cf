import { describe, expect, it } from 'vitest';
import { autoCloses } from './notification.ts';

describe('autoCloses', () => {
  it('closes only with a positive duration', () => {
    expect(autoCloses(5000)).toBe(true);
    expect(autoCloses(0)).toBe(false);
    expect(autoCloses(-1)).toBe(false);
  });
});
