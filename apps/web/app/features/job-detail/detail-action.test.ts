import { describe, expect, it } from 'vitest';
import { detailActionOf } from './detail-action.ts';

describe('detailActionOf', () => {
  it('reads apply and share and ignores anything else', () => {
    expect(detailActionOf(new URLSearchParams('detailAction=apply'))).toBe('apply');
    expect(detailActionOf(new URLSearchParams('detailAction=share'))).toBe('share');
    expect(detailActionOf(new URLSearchParams('detailAction=SHARE'))).toBeNull();
    expect(detailActionOf(new URLSearchParams('detailAction=save'))).toBeNull();
    expect(detailActionOf(new URLSearchParams(''))).toBeNull();
  });
});
