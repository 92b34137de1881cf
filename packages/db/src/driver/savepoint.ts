import type { Db } from './db.ts';

let savepointCounter = 0;

/** Nests a transaction inside an open one through a savepoint. */
export async function savepointTransaction<T>(tx: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  savepointCounter += 1;
  const name = `camello_sp_${savepointCounter}`;
  await tx.query(`SAVEPOINT ${name}`);
  try {
    const result = await fn(tx);
    await tx.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}
