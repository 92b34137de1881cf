// One delivery pass of the job alerts, by hand: `npm run alerts:send`. Sends the digest of every
// alert due one now (at most one per alert and period, as the scheduled pass: running it beside
// the app sends nothing twice) and prints what it sent.
// DATABASE_URL selects PostgreSQL; otherwise PGlite in DATA_DIR (./data by default), as for the app
// (stop the app first: the embedded database takes one process at a time). SMTP_URL, MAIL_FROM and
// PUBLIC_ORIGIN as for the app; without SMTP_URL the e-mails go to DATA_DIR/outbox.
import { join } from 'node:path';
import { migrate, openDatabase } from '@camello/db';
import { createMemorySearchEngine } from '@camello/search';
import { createMailer } from '../mail/mailer.ts';
import { createRepositories } from '../services/repositories.ts';
import { deliverDigest, dueDigests } from './alert-delivery.ts';

async function main(): Promise<number> {
  const env = process.env;
  const dataDir = env.DATA_DIR || './data';
  const origin = env.PUBLIC_ORIGIN || `http://localhost:${env.PORT || 3000}`;
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir });
  const mailer = createMailer({
    ...(env.SMTP_URL && { smtpUrl: env.SMTP_URL }),
    outboxDir: join(dataDir, 'outbox'),
    from: env.MAIL_FROM || `Camello <no-reply@${new URL(origin).hostname}>`,
    log: { info: () => {} },
  });
  const now = () => new Date();
  const search = createMemorySearchEngine({ db, now, onError: () => {} });
  try {
    await migrate(db);
    const services = {
      db,
      repositories: createRepositories(db),
      search,
      now,
      backgroundOrigin: origin,
      mailer,
    };
    const due = await dueDigests(services);
    let sent = 0;
    for (const job of due) {
      const result = await deliverDigest(services, job);
      if (result.outcome === 'sent') {
        sent += 1;
        const vacancies = result.vacancies === 1 ? '1 vacante' : `${result.vacancies} vacantes`;
        console.log(
          `Enviada: alerta ${result.alertId} (${result.period}) a ${result.recipient}, ${vacancies}.`,
        );
      } else if (result.outcome === 'empty')
        console.log(`Sin vacantes nuevas: alerta ${result.alertId} (${result.period}), no se envió nada.`);
    }
    console.log(`${due.length} alertas por enviar, ${sent} correos enviados.`);
    return 0;
  } finally {
    await search.close();
    mailer.close();
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`No se pudo enviar las alertas: ${(error as Error).message}`);
    process.exit(3);
  },
);
