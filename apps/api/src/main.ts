import { migrate, openDatabase, seed } from '@camello/db';
import { webPlugin } from '@camello/web';
import { createServer } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(db);
await seed(db, { vacancies: config.SEED_VACANCIES });

const app = await createServer({ db }, { logger: { level: config.LOG_LEVEL } });
await app.register(webPlugin, {
  apiOrigin: config.apiOrigin,
  publicOrigin: config.PUBLIC_ORIGIN,
  cspNonceOf: (request) => request.cspNonce,
  allowFramingOf: (request) => request.allowFramingBy,
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  await app.close();
  await db.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
