/** The one database handle every part of Camello uses, whatever driver sits behind it. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /** Runs one statement, with `$1`-style parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /**
   * Runs a script of several statements without parameters (migrations, fixtures, the job queue's
   * own scripts) and answers the rows of all its statements, in order.
   */
  exec<T = Record<string, unknown>>(sql: string): Promise<{ rows: T[] }>;
  /**
   * Loads rows into `table` with `COPY … FROM STDIN` (bulk loads: seeding, benchmarks), much
   * faster than INSERTs. Values as `query` takes them: strings, numbers, booleans, dates, arrays, null.
   */
  copyFrom(table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): Promise<void>;
  /**
   * Runs `fn` inside a transaction: committed when it resolves, rolled back when it throws.
   * Calling `transaction` on the handle passed to `fn` nests through a savepoint.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
