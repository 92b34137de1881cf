// Registers a partner app and prints its client id and secret, once:
// `npm run oauth:client -- --name "Nombre" --redirect-uri https://app.example/callback [--redirect-uri …]`.
// DATABASE_URL selects PostgreSQL; otherwise PGlite in DATA_DIR (./data by default), as for the app
// (stop the app first: the embedded database takes one process at a time).
import { parseArgs } from 'node:util';
import { migrate, openDatabase } from '@camello/db';
import { createRepositories } from '../../repositories/index.ts';
import { registerPartnerClient } from './partner-clients.ts';

const usage =
  'Uso: npm run oauth:client -- --name "Nombre de la aplicación" --redirect-uri https://app.example/callback [--redirect-uri …]';

function readArguments(args: string[]): { name: string; redirectUris: string[] } | string {
  try {
    const { values } = parseArgs({
      args,
      options: { name: { type: 'string' }, 'redirect-uri': { type: 'string', multiple: true } },
    });
    if (!values.name) return 'Falta el nombre (--name).';
    if (!values['redirect-uri']?.length) return 'Falta al menos una URI de redirección (--redirect-uri).';
    return { name: values.name, redirectUris: values['redirect-uri'] };
  } catch (error) {
    return `Las opciones no son válidas (${(error as Error).message}).`;
  }
}

async function main(args: string[]): Promise<number> {
  const request = readArguments(args);
  if (typeof request === 'string') {
    console.error(`${request}\n${usage}`);
    return 2;
  }
  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
  });
  try {
    await migrate(db);
    const { clientId, clientSecret } = await registerPartnerClient(createRepositories(db), request);
    console.info(
      [
        `Registramos la aplicación «${request.name.trim()}».`,
        `  client_id:     ${clientId}`,
        `  client_secret: ${clientSecret}`,
        'Guarda el secreto ahora: Camello solo conserva su hash y no lo vuelve a mostrar.',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
