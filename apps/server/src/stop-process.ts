import type { ChildProcess } from 'node:child_process';

/**
 * Stops a child process as a supervisor does: SIGTERM, so that it closes its server and database,
 * then SIGKILL if it has not exited within 15 s. Resolves once it has exited (at once if it had).
 */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killTimer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killTimer);
}
