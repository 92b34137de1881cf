import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const lockFileName = 'camello.lock';

export type DataDirLock = { readonly path: string; release(): void };

type LockOwner = { pid: number; host: string };

const heldInThisProcess = new Set<string>();

/**
 * PGlite does not lock its data directory, and two processes writing the same directory corrupt it.
 * This takes an exclusive lock file in the directory; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  const path = join(dir, lockFileName);
  if (heldInThisProcess.has(path)) {
    throw new Error(`The data directory ${dir} is already open in this process.`);
  }
  mkdirSync(dir, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path)) {
      heldInThisProcess.add(path);
      const releaseOnExit = () => removeQuietly(path);
      process.once('exit', releaseOnExit);
      return {
        path,
        release() {
          if (!heldInThisProcess.delete(path)) return;
          process.off('exit', releaseOnExit);
          removeQuietly(path);
        },
      };
    }
    const owner = readOwner(path);
    if (owner && isAlive(owner)) {
      throw new Error(
        `The data directory ${dir} is in use by process ${owner.pid} on ${owner.host}. ` +
          'Stop that process, or give this one its own directory (DATA_DIR).',
      );
    }
    removeQuietly(path);
  }
  throw new Error(`Could not lock the data directory ${dir}: the lock file ${path} keeps reappearing.`);
}

function tryCreate(path: string): boolean {
  // Written aside then hard-linked: the lock appears atomically with its content, or not at all.
  const draft = `${path}.${process.pid}.${Date.now()}`;
  const owner: LockOwner = { pid: process.pid, host: hostname() };
  writeFileSync(draft, JSON.stringify(owner));
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    removeQuietly(draft);
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return { pid: parsed.pid, host: parsed.host };
  } catch {
    // Lock files appear with their content (see tryCreate), so an unreadable one is garbage.
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  // A lock written on another host (shared volume) cannot be checked: respect it.
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}
