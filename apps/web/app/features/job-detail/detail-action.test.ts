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

  it('reads the apply action pending after sign-in as apply, and no other action', () => {
    expect(detailActionOf(new URLSearchParams('jobSlug=medico&action=apply'))).toBe('apply');
    expect(detailActionOf(new URLSearchParams('action=save'))).toBeNull();
    expect(detailActionOf(new URLSearchParams('action=sign-in'))).toBeNull();
    expect(detailActionOf(new URLSearchParams('detailAction=share&action=apply'))).toBe('share');
  });
});
