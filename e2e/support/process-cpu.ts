import { readFileSync } from 'node:fs';

/** User + system CPU time of a process in ms, from /proc (Linux, 100 ticks per second), or NaN. */
export function cpuTimeMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
