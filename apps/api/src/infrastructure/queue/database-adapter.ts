import type { Db } from '@camello/db';
import type { Db as QueueDb } from 'pg-boss';

const OPENS_TRANSACTION = /^\s*BEGIN\b/i;

/**
 * pg-boss's database port over Camello's own driver, so the queue runs on the embedded PGlite and
 * on PostgreSQL alike, on the connections the rest of the process uses.
 *
 * pg-boss sends statements with parameters one at a time, and concatenates statements (schema
 * install and migration, `BEGIN; … COMMIT;` blocks that take an advisory lock) only when there is
 * nothing to bind: those go through `exec`, the simple protocol, whose answer carries the rows of
 * every statement (pg-boss reads the row of the lock taken in the middle of such a block).
 */
export function queueDatabase(db: Db): QueueDb {
  return {
    async executeSql(text, values) {
      if (values?.length) return db.query(text, values);
      try {
        return await db.exec(text);
      } catch (error) {
        // PostgreSQL's pool drops a connection whose statement failed; PGlite has one connection,
        // which a failed `BEGIN; …` block would leave in an aborted transaction.
        if (db.kind === 'pglite' && OPENS_TRANSACTION.test(text)) await db.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
  };
}
