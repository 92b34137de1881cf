import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from './paths.ts';

const webDirectory = path.join(repositoryRoot, 'apps', 'web');
export const webBuildDirectory = path.join(webDirectory, 'build');
export const clientBuildDirectory = path.join(webBuildDirectory, 'client');
const serverEntry = path.join(webBuildDirectory, 'server', 'index.js');

/** What goes into the browser and server bundles: the web app and the domain package it imports. */
const buildInputs = [
  path.join(webDirectory, 'app'),
  path.join(webDirectory, 'public'),
  path.join(webDirectory, 'vite.config.ts'),
  path.join(webDirectory, 'react-router.config.ts'),
  path.join(webDirectory, 'package.json'),
  path.join(repositoryRoot, 'packages', 'domain', 'src'),
];

/** Builds the web app when its build is missing or older than any of its sources. */
export function ensureWebBuild(): void {
  const reason = staleBuildReason();
  if (!reason) return;
  console.info(`Building the web app (${reason})…`);
  const result = spawnSync('npm', ['run', 'build', '-w', '@camello/web'], {
    cwd: repositoryRoot,
    // Vitest sets NODE_ENV=test, and Vite would then bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`The web build failed (exit code ${result.status})`);
}

function staleBuildReason(): string | null {
  if (!existsSync(serverEntry) || !existsSync(clientBuildDirectory)) return 'no build yet';
  const builtAt = statSync(serverEntry).mtimeMs;
  const newer = buildInputs.find((input) => newestModification(input) > builtAt);
  return newer ? `${path.relative(repositoryRoot, newer)} changed since the last build` : null;
}

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestModification(path.join(target, entry.name)));
  }
  return newest;
}
