import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import { copyText } from './copy-text.ts';
import type { Db } from './db.ts';
import {
  isStalePreparedStatement,
  type PreparedStatementNames,
  preparedStatementNames,
} from './prepared-statements.ts';
import { savepointTransaction } from './savepoint.ts';
import { parseDate, parseInt8, parseNumeric, typeOids } from './type-parsers.ts';

type TextParser = (value: string) => unknown;
// The pg typings list only scalar type ids, but the parser registry holds the array ones too.
const builtinParser = pg.types.getTypeParser as (oid: number, format?: 'text' | 'binary') => TextParser;
const textArrayParser = builtinParser(1009, 'text') as (value: string) => (string | null)[];

const customParsers: Record<number, TextParser> = {
  [typeOids.int8]: parseInt8,
  [typeOids.numeric]: parseNumeric,
  [typeOids.date]: parseDate,
  [typeOids.int8Array]: (value) =>
    textArrayParser(value).map((item) => (item === null ? null : parseInt8(item))),
  [typeOids.numericArray]: (value) =>
    textArrayParser(value).map((item) => (item === null ? null : parseNumeric(item))),
  [typeOids.dateArray]: (value) => textArrayParser(value),
};

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    return customParsers[oid] ?? builtinParser(oid, format);
  },
} as pg.CustomTypesConfig;

type Client = Pick<pg.PoolClient, 'query'>;

/** Connects to PostgreSQL through a `pg` connection pool. Sessions run in UTC, like PGlite. */
export async function openPostgresDatabase(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types,
    options: '-c TimeZone=UTC',
    // An unreachable server fails the boot within seconds instead of hanging it.
    connectionTimeoutMillis: 10_000,
  });
  // Idle clients can lose their connection (server restart); without a listener that kills the process.
  pool.on('error', () => {});
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw new Error(
      `Could not connect to PostgreSQL at ${redact(databaseUrl)}: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  let closed = false;
  const statements = preparedStatementNames();
  return {
    ...queryFunctions(pool, statements, { inTransaction: false }),
    async copyFrom(table, columns, rows) {
      const client = await pool.connect();
      try {
        await copyInto(client, table, columns, rows);
      } finally {
        client.release();
      }
    },
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(transactionDb(client, statements));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is discarded rather than returned to the pool.
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * `query` and `exec` on the pool or on a transaction's connection. A statement a schema change
 * made stale (another instance's migration) is prepared again under a new name: at once on the
 * pool; in a transaction, which that error has ended, at the caller's next try.
 */
function queryFunctions(
  client: Client,
  statements: PreparedStatementNames,
  { inTransaction }: { inTransaction: boolean },
): Pick<Db, 'kind' | 'query' | 'exec'> {
  const run = (sql: string, params: unknown[] | undefined) => {
    const name = params && params.length > 0 ? statements.nameOf(sql) : undefined;
    return client.query(name ? { name, text: sql, values: params } : { text: sql, values: params });
  };
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await run(sql, params).catch((error: unknown) => {
        if (!isStalePreparedStatement(error)) throw error;
        statements.retire(sql);
        if (inTransaction) throw error;
        return run(sql, params);
      });
      return { rows: result.rows as T[] };
    },
    async exec<T>(sql: string) {
      // A script of several statements answers one result per statement, a single one just its own.
      const result = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[];
      const results = Array.isArray(result) ? result : [result];
      return { rows: results.flatMap((each) => (each.rows ?? []) as T[]) };
    },
  };
}

/** COPY needs a connection of its own: a pool client, or the transaction's. */
async function copyInto(
  client: pg.PoolClient,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const sql = `COPY ${table} (${columns.join(', ')}) FROM STDIN`;
  await pipeline(Readable.from([copyText(rows)]), client.query(copyFromStdin(sql)));
}

function transactionDb(client: pg.PoolClient, statements: PreparedStatementNames): Db {
  const db: Db = {
    ...queryFunctions(client, statements, { inTransaction: true }),
    copyFrom: (table, columns, rows) => copyInto(client, table, columns, rows),
    transaction: (fn) => savepointTransaction(db, fn),
    close: () => Promise.reject(new Error('Close the database, not a transaction.')),
  };
  return db;
}

function redact(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'the configured DATABASE_URL';
  }
}
