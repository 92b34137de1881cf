import { describe, expect, it } from 'vitest';
import { isFooterHidden } from './layout-handle.ts';

describe('isFooterHidden', () => {
  it('hides the footer when any matched route asks for it', () => {
    expect(isFooterHidden([{ handle: undefined }, { handle: { hideFooter: true } }])).toBe(true);
  });

  it('keeps the footer otherwise', () => {
    expect(isFooterHidden([])).toBe(false);
    expect(isFooterHidden([{ handle: { hideFooter: false } }, { handle: { other: true } }, {}])).toBe(false);
  });
});
