// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountUi } from '../../testing/mount.tsx';
import { useExitDelay } from './use-exit-delay.ts';

function Probe({ open }: { open: boolean }) {
  const { present, closing } = useExitDelay(open, 500);
  return present ? <p>{closing ? 'closing' : 'open'}</p> : null;
}

const shownState = (screen: ReturnType<typeof mountUi>['screen']) =>
  screen.queryByRole('paragraph')?.textContent ?? 'gone';

describe('useExitDelay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps a closed element present for the delay, marked as closing, then removes it', () => {
    const { screen, rerender } = mountUi(<Probe open />);
    expect(shownState(screen)).toBe('open');
    rerender(<Probe open={false} />);
    expect(shownState(screen)).toBe('closing');
    act(() => vi.advanceTimersByTime(499));
    expect(shownState(screen)).toBe('closing');
    act(() => vi.advanceTimersByTime(1));
    expect(shownState(screen)).toBe('gone');
  });

  it('stays open when it opens again while closing', () => {
    const { screen, rerender } = mountUi(<Probe open />);
    rerender(<Probe open={false} />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<Probe open />);
    act(() => vi.advanceTimersByTime(1000));
    expect(shownState(screen)).toBe('open');
  });

  it('is not present before it first opens', () => {
    const { screen } = mountUi(<Probe open={false} />);
    expect(shownState(screen)).toBe('gone');
  });

  it('removes it at once for visitors who prefer reduced motion', () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === '(prefers-reduced-motion: reduce)'
        ? ({ ...matchMedia(query), matches: true } as MediaQueryList)
        : matchMedia(query),
    );
    const { screen, rerender } = mountUi(<Probe open />);
    rerender(<Probe open={false} />);
    expect(shownState(screen)).toBe('gone');
  });
});
