import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { copyText } from './copy-text.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { Db } from './db.ts';
import { savepointTransaction } from './savepoint.ts';
import { parseDate, parseInt8, parseNumeric, typeOids } from './type-parsers.ts';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

/** Opens (creating when empty) an embedded PGlite database in `dataDir`, holding its lock file. */
export async function openPgliteDatabase(dataDir: string): Promise<Db> {
  const lock = lockDataDir(dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir,
      extensions: { unaccent, pg_trgm, btree_gin, citext },
      parsers: {
        [typeOids.int8]: parseInt8,
        [typeOids.numeric]: parseNumeric,
        [typeOids.date]: parseDate,
      },
    });
  } catch (error) {
    lock.release();
    throw error;
  }
  let closed = false;
  return {
    ...queryFunctions(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(transactionDb(tx))),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        lock.release();
      }
    },
  };
}

function queryFunctions(target: Queryable): Pick<Db, 'kind' | 'query' | 'exec' | 'copyFrom'> {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec<T>(sql: string) {
      const results = await target.exec(sql);
      return { rows: results.flatMap((result) => result.rows as T[]) };
    },
    // PGlite reads COPY's input from a blob it names /dev/blob.
    async copyFrom(table, columns, rows) {
      await target.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`, [], {
        blob: new Blob([copyText(rows)]),
      });
    },
  };
}

function transactionDb(tx: Transaction): Db {
  const db: Db = {
    ...queryFunctions(tx),
    transaction: (fn) => savepointTransaction(db, fn),
    close: () => Promise.reject(new Error('Close the database, not a transaction.')),
  };
  return db;
}
