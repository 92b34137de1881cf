import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtpPeer } from '../../apps/api/src/mail/smtp-peer.ts';
import { type E2eFixtures, prepareE2eDatabase } from './e2e-database.ts';
import { startServer } from './server.ts';
import { ensureWebBuild } from './web-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server the end-to-end suites share: `http://127.0.0.1:PORT`. */
    e2eBaseUrl: string;
    /** What its database holds beyond the seed. */
    e2eFixtures: E2eFixtures;
    /** Where the SMTP peer the server sends its e-mail to keeps each message, one `.eml` file each. */
    e2eMailDir: string;
    /** Where its output goes: the demo accounts' passwords, printed on its first boot, are there. */
    e2eServerLog: string;
  }
}

/** Small enough to seed in seconds, large enough for several result pages. */
const seedVacancies = 300;

/** One production server with a fresh embedded database for the whole end-to-end run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebBuild();
  const mailDir = await mkdtemp(path.join(tmpdir(), 'camello-e2e-mail-'));
  // Real SMTP all the way: the server's mail queue hands each message to nodemailer, which sends it here.
  const smtpPeer = await startSmtpPeer({ saveTo: mailDir });
  let fixtures: E2eFixtures | undefined;
  const server = await startServer({
    seedVacancies,
    prepareDataDir: async (dataDir) => {
      fixtures = await prepareE2eDatabase(dataDir, seedVacancies);
    },
    env: { SMTP_URL: smtpPeer.url },
  });
  if (!fixtures) throw new Error('The end-to-end database was not prepared');
  project.provide('e2eBaseUrl', server.baseUrl);
  project.provide('e2eFixtures', fixtures);
  project.provide('e2eMailDir', mailDir);
  project.provide('e2eServerLog', server.logFile);
  return async () => {
    await server.stop();
    await smtpPeer.close();
    await rm(mailDir, { recursive: true, force: true });
  };
}
