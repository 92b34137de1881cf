import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Boots the process with this environment and waits for it to exit on its own. */
function boot(env: Record<string, string>): Promise<{ code: number | null; output: string; ms: number }> {
  const startedAt = Date.now();
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve({ code, output, ms: Date.now() - startedAt }));
  });
}

describe('the process entry on a fatal boot error', () => {
  it('exits with 1 on an invalid setting and names it', async () => {
    const { code, output, ms } = await boot({ PORT: 'not-a-port' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration: PORT');
    expect(JSON.parse(output.trim().split('\n').at(-1) ?? '')).toMatchObject({ level: 60 });
    expect(ms).toBeLessThan(10_000);
  });

  it('exits with 1 when PostgreSQL cannot be reached', async () => {
    const { code, output, ms } = await boot({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/camello' });
    expect(code).toBe(1);
    expect(output).toContain('Could not connect to PostgreSQL');
    expect(ms).toBeLessThan(15_000);
  });
});
