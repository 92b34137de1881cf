import { describe, expect, it } from 'vitest';
import { isFooterHidden, pageHeaderOf } from './layout-handle.ts';

describe('isFooterHidden', () => {
  it('hides the footer when any matched route asks for it', () => {
    expect(isFooterHidden([{ handle: undefined }, { handle: { hideFooter: true } }])).toBe(true);
  });

  it('keeps the footer otherwise', () => {
    expect(isFooterHidden([])).toBe(false);
    expect(isFooterHidden([{ handle: { hideFooter: false } }, { handle: { other: true } }, {}])).toBe(false);
  });
});

const Outer = () => null;
const Inner = () => null;

describe('pageHeaderOf', () => {
  it("is the header of the deepest matched route that brings one, else the site's", () => {
    expect(pageHeaderOf([{ handle: { header: Outer } }, {}, { handle: { header: Inner } }, {}])).toBe(Inner);
    expect(pageHeaderOf([{ handle: { hideFooter: true } }, {}])).toBeUndefined();
  });
});
