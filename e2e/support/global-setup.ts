import type { TestProject } from 'vitest/node';
import { prepareE2eDatabase } from './e2e-database.ts';
import { startServer } from './server.ts';
import { ensureWebBuild } from './web-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server the end-to-end suites share: `http://127.0.0.1:PORT`. */
    e2eBaseUrl: string;
  }
}

/** Small enough to seed in seconds, large enough for several result pages. */
const seedVacancies = 300;

/** One production server with a fresh embedded database for the whole end-to-end run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebBuild();
  const server = await startServer({
    seedVacancies,
    prepareDataDir: (dataDir) => prepareE2eDatabase(dataDir, seedVacancies),
  });
  project.provide('e2eBaseUrl', server.baseUrl);
  return () => server.stop();
}
