/** Notifications close by themselves only with a positive duration. */
export function autoCloses(durationMs: number): boolean {
  return durationMs > 0;
}
