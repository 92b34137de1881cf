import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir, lockFileName } from './data-dir-lock.ts';
import { openDatabase } from './open-database.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'camello-lock-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const lockPath = () => join(dataDir, lockFileName);
const writeLock = (pid: number, host = hostname()) =>
  writeFileSync(lockPath(), JSON.stringify({ pid, host }));

describe('data directory lock', () => {
  it('records this process as the owner and removes the file on release', () => {
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockPath(), 'utf8'))).toEqual({ pid: process.pid, host: hostname() });
    lock.release();
    expect(existsSync(lockPath())).toBe(false);
  });

  it('refuses a second lock on the same directory from this process until the first is released', () => {
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(/already open in this process/);
    lock.release();
    lockDataDir(dataDir).release();
  });

  it('refuses a directory locked by another live process and names it', () => {
    writeLock(process.ppid);
    expect(() => lockDataDir(dataDir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
    expect(JSON.parse(readFileSync(lockPath(), 'utf8')).pid).toBe(process.ppid);
  });

  it('respects a lock written on another host, whose process it cannot check', () => {
    writeLock(process.ppid, `${hostname()}-elsewhere`);
    expect(() => lockDataDir(dataDir)).toThrow(/in use by process/);
  });

  it('takes over a lock left by a process that has exited', () => {
    const exited = spawnSync(process.execPath, ['-e', '0']);
    writeLock(exited.pid as number);
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockPath(), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(lockPath(), 'not json');
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockPath(), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });
});

describe('openDatabase on PGlite', () => {
  it('holds the lock while open, so a second open of the same directory fails, and frees it on close', async () => {
    const db = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already open/);
      const { rows } = await db.query<{ ok: number }>('SELECT 1 AS ok');
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
    }
    expect(existsSync(lockPath())).toBe(false);
    const reopened = await openDatabase({ dataDir });
    await reopened.close();
  });

  it('does not start PGlite on a directory another process holds', async () => {
    writeLock(process.ppid);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
  });
});
