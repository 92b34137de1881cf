import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot } from './paths.ts';

const vnuJar = path.join(repositoryRoot, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/**
 * The Nu HTML Checker's errors in one document (a signed-in page the page-type suites cannot
 * open), as `line N: message` lines; none for a valid document.
 */
export async function htmlErrors(html: string): Promise<string[]> {
  const directory = await mkdtemp(path.join(tmpdir(), 'camello-vnu-'));
  try {
    const file = path.join(directory, 'page.html');
    await writeFile(file, html);
    const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', file], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    if (run.error) throw new Error(`Could not run the Nu HTML Checker: ${run.error.message}`);
    const { messages } = JSON.parse(run.stderr || run.stdout) as {
      messages: { type: string; message: string; lastLine?: number }[];
    };
    return messages
      .filter((message) => message.type === 'error')
      .map((message) => `line ${message.lastLine ?? '?'}: ${message.message}`);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
