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
export function htmlErrors(html: string): Promise<string[]> {
  return htmlErrorsOf([['', html]]);
}

/**
 * The same for several documents in one run of the checker (a Java start costs seconds), each
 * error line prefixed with its document's name and a space.
 */
export async function htmlErrorsOf(
  documents: readonly (readonly [name: string, html: string])[],
): Promise<string[]> {
  const directory = await mkdtemp(path.join(tmpdir(), 'camello-vnu-'));
  try {
    const names = new Map<string, string>();
    for (const [index, [name, html]] of documents.entries()) {
      const file = path.join(directory, `page-${index}.html`);
      await writeFile(file, html);
      names.set(file, name);
    }
    const run = spawnSync(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...names.keys()].map(String),
      {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    if (run.error) throw new Error(`Could not run the Nu HTML Checker: ${run.error.message}`);
    const { messages } = JSON.parse(run.stderr || run.stdout) as {
      messages: { type: string; message: string; lastLine?: number; url?: string }[];
    };
    return messages
      .filter((message) => message.type === 'error')
      .map((message) => {
        // The checker names a file `file:/path`.
        const file = message.url?.replace(/^file:/, '') ?? '';
        const name = names.get(file) ?? message.url ?? '?';
        return `${name ? `${name} ` : ''}line ${message.lastLine ?? '?'}: ${message.message}`;
      });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
