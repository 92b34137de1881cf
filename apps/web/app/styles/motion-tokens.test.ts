import { readFileSync } from 'node:fs';
import { TIMINGS } from '@camello/domain';
import { describe, expect, it } from 'vitest';

const tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const token = (name: string) => new RegExp(`--${name}:\\s*(\\d+)ms;`).exec(tokens)?.[1];

describe('motion tokens', () => {
  it('animate for as long as the scripts wait before removing what closes', () => {
    expect(Number(token('duration-drawer-open'))).toBe(TIMINGS.drawerOpen);
    expect(Number(token('duration-drawer-close'))).toBe(TIMINGS.drawerClose);
    expect(Number(token('duration-popover-hide'))).toBe(TIMINGS.popoverHide);
  });
});
