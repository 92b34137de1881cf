import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTypes, resolvePath } from './page-types.ts';
import { repositoryRoot } from './support/paths.ts';
import { e2eSite } from './support/site.ts';

const site = e2eSite();
const { baseUrl } = site;
const vnuJar = path.join(repositoryRoot, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

/** Checked with the pages: proves the checker ran over the directory and reports what it finds. */
const controlFile = 'control-invalid.html';
const invalidControlDocument =
  '<!doctype html><html lang="es"><head><title>x</title></head><body><p></span></p></body></html>';

let pagesDirectory: string;
let messagesByFile: Map<string, VnuMessage[]>;

// The Nu HTML Checker starts a JVM, which takes seconds: it checks every page in one run.
beforeAll(async () => {
  pagesDirectory = await mkdtemp(path.join(tmpdir(), 'camello-vnu-'));
  for (const pageType of pageTypes) {
    const response = await fetch(new URL(await resolvePath(pageType, site), baseUrl));
    expect(response.status, pageType.id).toBe(pageType.status);
    await writeFile(path.join(pagesDirectory, `${pageType.id}.html`), await response.text());
  }
  await writeFile(path.join(pagesDirectory, controlFile), invalidControlDocument);
  const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', pagesDirectory], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(`Could not run the Nu HTML Checker (is Java installed?): ${run.error.message}`);
  const report = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
  messagesByFile = new Map();
  for (const message of report.messages) {
    const file = path.basename(decodeURIComponent(new URL(message.url).pathname));
    messagesByFile.set(file, [...(messagesByFile.get(file) ?? []), message]);
  }
}, 180_000);

afterAll(async () => {
  if (pagesDirectory) await rm(pagesDirectory, { recursive: true, force: true });
});

describe('server HTML is valid (Nu HTML Checker)', () => {
  it.each(pageTypes.map((pageType) => [pageType.id] as const))('%s has no errors', (id) => {
    const errors = (messagesByFile.get(`${id}.html`) ?? []).map(
      (message) =>
        `line ${message.lastLine ?? '?'}: ${message.message}${message.extract ? ` — ${message.extract.trim()}` : ''}`,
    );
    expect(errors).toEqual([]);
  });

  it('catches the error planted in a control document', () => {
    const errors = messagesByFile.get(controlFile) ?? [];
    expect(errors.map((message) => message.message).join('\n')).toMatch(/span/);
  });
});
