import { SWIPE_THRESHOLD } from '../constants.ts';

export type SwipeDirection = 'left' | 'right';

/** A horizontal move of more than 40 px between touch start and end is a swipe. */
export function swipeDirection(
  startX: number,
  endX: number,
  threshold: number = SWIPE_THRESHOLD,
): SwipeDirection | null {
  const distance = endX - startX;
  if (distance > threshold) return 'right';
  if (distance < -threshold) return 'left';
  return null;
}
