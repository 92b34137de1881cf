import { useEffect, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export type ExitDelay = {
  /** Open, or closed less than the delay ago: keep it on screen (mounted). */
  present: boolean;
  /** Closed but still present: time for its closing animation. */
  closing: boolean;
};

/**
 * Keeps something that closes on screen for `delayMs` more, so that its closing animation runs
 * (spec §4: drawers close in 500 ms, a popover stays mounted 300 ms after hiding). Visitors who
 * ask for reduced motion get no animation, so no delay either.
 */
export function useExitDelay(open: boolean, delayMs: number): ExitDelay {
  const [wasOpen, setWasOpen] = useState(open);
  const [closing, setClosing] = useState(false);
  // Set while rendering, not in an effect, so that no frame shows it closed before it animates.
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open && !window.matchMedia(REDUCED_MOTION).matches);
  }
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setClosing(false), delayMs);
    return () => clearTimeout(timer);
  }, [closing, delayMs]);
  return { present: open || closing, closing };
}
