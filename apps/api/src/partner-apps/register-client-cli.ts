// Registers a partner app and prints its client id and secret, once:
// `npm run oauth:client -- --name "Nombre" --redirect-uri https://app.example/callback [--redirect-uri …]`;
// or disables one: `npm run oauth:client -- --disable CLIENT_ID`.
// DATABASE_URL selects PostgreSQL; otherwise PGlite in DATA_DIR (./data by default), as for the app
// (stop the app first: the embedded database takes one process at a time).
import { parseArgs } from 'node:util';
import { migrate, openDatabase } from '@camello/db';
import { createRepositories, type Repositories } from '../services/repositories.ts';
import { registerPartnerClient } from './partner-clients.ts';

const usage = [
  'Uso: npm run oauth:client -- --name "Nombre de la aplicación" --redirect-uri https://app.example/callback [--redirect-uri …]',
  '     npm run oauth:client -- --disable CLIENT_ID',
].join('\n');

type Command = { register: { name: string; redirectUris: string[] } } | { disable: string };

function readArguments(args: string[]): Command | string {
  try {
    const { values } = parseArgs({
      args,
      options: {
        name: { type: 'string' },
        'redirect-uri': { type: 'string', multiple: true },
        disable: { type: 'string' },
      },
    });
    if (values.disable !== undefined) {
      if (values.name !== undefined || values['redirect-uri'] !== undefined)
        return '--disable no va con --name ni con --redirect-uri.';
      return { disable: values.disable };
    }
    if (!values.name) return 'Falta el nombre (--name).';
    if (!values['redirect-uri']?.length) return 'Falta al menos una URI de redirección (--redirect-uri).';
    return { register: { name: values.name, redirectUris: values['redirect-uri'] } };
  } catch (error) {
    return `Las opciones no son válidas (${(error as Error).message}).`;
  }
}

async function run(command: Command, repositories: Repositories): Promise<string> {
  if ('disable' in command) {
    if (!(await repositories.oauthClients.disable(command.disable, new Date())))
      throw new Error(`No hay ninguna aplicación activa con el client_id ${command.disable}.`);
    return [
      `Desactivamos la aplicación ${command.disable}.`,
      'Ya no puede pedir acceso ni renovar sus tokens; los de acceso que tenga vencen en 15 minutos.',
    ].join('\n');
  }
  const { clientId, clientSecret } = await registerPartnerClient(repositories, command.register);
  return [
    `Registramos la aplicación «${command.register.name.trim()}».`,
    `  client_id:     ${clientId}`,
    `  client_secret: ${clientSecret}`,
    'Guarda el secreto ahora: Camello solo conserva su hash y no lo vuelve a mostrar.',
  ].join('\n');
}

async function main(args: string[]): Promise<number> {
  const command = readArguments(args);
  if (typeof command === 'string') {
    console.error(`${command}\n${usage}`);
    return 2;
  }
  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
  });
  try {
    await migrate(db);
    console.info(await run(command, createRepositories(db)));
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
