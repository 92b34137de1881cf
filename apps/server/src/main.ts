// The one Camello process: configuration, database (migrated, seeded), the API under /api and the
// web app at the root, on one port. Any fatal error ends it with exit code 1, for a supervisor to
// restart it (docs/operations.md).
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import {
  createLogger,
  createMailer,
  createRedisCounterStore,
  createServer,
  inProcessFetch,
  seedDemoAccounts,
  startJobQueue,
} from '@camello/api';
import { migrate, openDatabase, seed } from '@camello/db';
import { webPlugin } from '@camello/web';
import { loadConfig } from './config.ts';
import { warmUp } from './warm-up.ts';

// V8 lets its heap grow to up to four times what is live before collecting it whole, so under
// constant load an instance's memory kept growing for minutes (bench:load: +30 % in the last 40 s
// of a minute). Growing by at most as much as is live kept both instances within a few percent
// there, at the same throughput; the bound follows the data, so a large search index still fits.
// A tighter bound (50 %) collected so often that a kept page cost 60 % more CPU time, this one 25 %
// (0.2 ms instead of 0.16). V8 reads the flag at each full collection: setting it here is enough.
setFlagsFromString('--heap-growing-percent=100');
const log = createLogger();

function exitOnFatal(message: string): (error: unknown) => never {
  return (error) => {
    log.fatal({ err: error }, message);
    process.exit(1);
  };
}
process.on('uncaughtException', exitOnFatal('uncaught exception'));
process.on('unhandledRejection', exitOnFatal('unhandled rejection'));

async function start(): Promise<void> {
  const config = loadConfig();
  log.level = config.LOG_LEVEL;
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrate(db);
  await seed(db, { vacancies: config.SEED_VACANCIES });
  // Printed once, on the boot that creates them, and never logged: local trial accounts.
  for (const account of await seedDemoAccounts(db))
    process.stdout.write(`Demo account (local only): ${account.email} / ${account.password}\n`);

  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: join(config.DATA_DIR, 'outbox'),
    from: config.mailFrom,
    log,
  });
  // Background jobs (e-mail, alert digests) on the same database, worked by every instance.
  const queue = await startJobQueue({ db, log });
  const counterStore = config.REDIS_URL ? createRedisCounterStore(config.REDIS_URL) : undefined;
  const app = await createServer(
    {
      db,
      mailer,
      queue,
      counterStore,
      publicOrigin: config.PUBLIC_ORIGIN,
      // Links in digests, which no request asks for: this process's own address without PUBLIC_ORIGIN.
      backgroundOrigin: config.apiOrigin,
      alertsCron: config.ALERTS_CRON,
    },
    { loggerInstance: log, trustProxy: config.TRUST_PROXY },
  );
  await app.register(webPlugin, {
    apiOrigin: config.apiOrigin,
    // The API of this very process is called without a socket; one elsewhere (API_ORIGIN) over HTTP.
    apiFetch: config.API_ORIGIN ? undefined : inProcessFetch(app),
    publicOrigin: config.PUBLIC_ORIGIN,
    allowedOrigins: config.ALLOWED_PUBLIC_ORIGINS,
    allowScriptHashesOf: (request) => request.allowScriptHashes,
    allowFramingOf: (request) => request.allowFramingBy,
    allowFormActionOf: (request) => request.allowFormActionTo,
    // Public pages are kept until the data they show may have changed.
    pageCache: { version: () => app.publicDataVersion() },
  });

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    // Running jobs finish (or are left to be retried) before what they use closes.
    await queue.stop();
    await app.close();
    mailer.close();
    await counterStore?.close();
    await db.close();
    process.exit(0);
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await warmUp(app);
  await app.listen({ port: config.PORT, host: config.HOST });
}

await start().catch(exitOnFatal('could not start'));
