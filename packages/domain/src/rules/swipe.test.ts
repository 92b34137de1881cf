import { describe, expect, it } from 'vitest';
import { swipeDirection } from './swipe.ts';

describe('swipeDirection', () => {
  it('needs more than 40 px', () => {
    expect(swipeDirection(100, 140)).toBeNull();
    expect(swipeDirection(100, 141)).toBe('right');
    expect(swipeDirection(100, 60)).toBeNull();
    expect(swipeDirection(100, 59)).toBe('left');
  });

  it('takes another threshold', () => {
    expect(swipeDirection(0, 15, 10)).toBe('right');
  });
});
