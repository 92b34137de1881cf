import type { TestProject } from 'vitest/node';
import { type E2eFixtures, prepareE2eDatabase } from './e2e-database.ts';
import { startServer } from './server.ts';
import { ensureWebBuild } from './web-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server the end-to-end suites share: `http://127.0.0.1:PORT`. */
    e2eBaseUrl: string;
    /** What its database holds beyond the seed. */
    e2eFixtures: E2eFixtures;
    /** Its data directory: the e-mail it sends lands in `outbox/` there (no SMTP_URL). */
    e2eDataDir: string;
    /** Where its output goes: the demo accounts' passwords, printed on its first boot, are there. */
    e2eServerLog: string;
  }
}

/** Small enough to seed in seconds, large enough for several result pages. */
const seedVacancies = 300;

/** One production server with a fresh embedded database for the whole end-to-end run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebBuild();
  let fixtures: E2eFixtures | undefined;
  const server = await startServer({
    seedVacancies,
    prepareDataDir: async (dataDir) => {
      fixtures = await prepareE2eDatabase(dataDir, seedVacancies);
    },
  });
  if (!fixtures) throw new Error('The end-to-end database was not prepared');
  project.provide('e2eBaseUrl', server.baseUrl);
  project.provide('e2eFixtures', fixtures);
  project.provide('e2eDataDir', server.dataDir);
  project.provide('e2eServerLog', server.logFile);
  return () => server.stop();
}
