import { describe, expect, it } from 'vitest';
import { shareOverlappingReads } from './overlapping-reads.ts';

/** A read that ends when told to, counting the reads actually made. */
function setUp() {
  let version = 1;
  const made: string[] = [];
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const read = shareOverlappingReads({
    read: (key: string) => {
      made.push(key);
      return new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      });
    },
    keyOf: (key) => key,
    version: () => String(version),
  });
  return {
    read,
    made,
    endAll: (value: string) => {
      for (const { resolve } of pending.splice(0)) resolve(value);
    },
    failAll: () => {
      for (const { reject } of pending.splice(0)) reject(new Error('caída'));
    },
    write: () => {
      version += 1;
    },
  };
}

describe('shareOverlappingReads', () => {
  it('makes one read for the same key asked while it is under way, another for another key', async () => {
    const { read, made, endAll } = setUp();
    const first = read('cajero');
    const second = read('cajero');
    const other = read('mesero');
    expect(made).toEqual(['cajero', 'mesero']);
    endAll('leído');
    expect(await Promise.all([first, second, other])).toEqual(['leído', 'leído', 'leído']);
  });

  it('reads again once the read has ended, whether it succeeded or failed', async () => {
    const { read, made, endAll, failAll } = setUp();
    const first = read('cajero');
    endAll('leído');
    await first;
    const failed = read('cajero');
    failAll();
    await expect(failed).rejects.toThrow('caída');
    const again = read('cajero');
    endAll('otra vez');
    expect(await again).toBe('otra vez');
    expect(made).toEqual(['cajero', 'cajero', 'cajero']);
  });

  it('never hands a read begun before a write to one asked after it', async () => {
    const { read, made, endAll, write } = setUp();
    const before = read('cajero');
    write();
    const after = read('cajero');
    expect(made).toEqual(['cajero', 'cajero']);
    endAll('leído');
    await Promise.all([before, after]);
  });
});
