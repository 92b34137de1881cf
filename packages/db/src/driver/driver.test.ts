import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/index.ts';
import type { Db } from './db.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
  await db.query('CREATE TABLE driver_probe (queue text NOT NULL)');
});
afterAll(async () => {
  await db?.close();
});

describe('value shapes', () => {
  it('returns bigint and numeric as numbers, timestamptz as Date and date as YYYY-MM-DD', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT count(*) AS total, 12.5::numeric AS amount, 9007199254740991::bigint AS largest,
         '2026-03-01 10:00:00+00'::timestamptz AS at, '2026-03-01'::date AS day,
         ARRAY[1, 2]::bigint[] AS counts, ARRAY['2026-01-31']::date[] AS days, '{"a":1}'::jsonb AS doc
       FROM vacancies`,
    );
    const row = rows[0] ?? {};
    expect(row.total).toBeTypeOf('number');
    expect(row.total).toBeGreaterThan(0);
    expect(row.amount).toBe(12.5);
    expect(row.largest).toBe(Number.MAX_SAFE_INTEGER);
    expect(row.at).toEqual(new Date('2026-03-01T10:00:00Z'));
    expect(row.day).toBe('2026-03-01');
    expect(row.counts).toEqual([1, 2]);
    expect(row.days).toEqual(['2026-01-31']);
    expect(row.doc).toEqual({ a: 1 });
  });

  it('refuses a bigint that a JavaScript number cannot hold exactly', async () => {
    await expect(db.query('SELECT 9007199254740993::bigint AS n')).rejects.toThrow(/does not fit/);
  });

  it('binds parameters, arrays included', async () => {
    const { rows } = await db.query<{ n: number }>('SELECT cardinality($1::text[]) + $2::int AS n', [
      ['a', 'b'],
      3,
    ]);
    expect(rows).toEqual([{ n: 5 }]);
  });
});

describe('transactions', () => {
  it('commits what the callback wrote when it resolves', async () => {
    await db.transaction((tx) => tx.query("INSERT INTO driver_probe (queue) VALUES ('driver-commit')"));
    expect(await countQueue('driver-commit')).toBe(1);
  });

  it('rolls everything back when the callback throws, and rethrows', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.query("INSERT INTO driver_probe (queue) VALUES ('driver-rollback')");
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    expect(await countQueue('driver-rollback')).toBe(0);
  });

  it('nests through savepoints: an inner failure undoes only the inner work', async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO driver_probe (queue) VALUES ('driver-outer')");
      await expect(
        tx.transaction(async (inner) => {
          await inner.query("INSERT INTO driver_probe (queue) VALUES ('driver-inner')");
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
    });
    expect(await countQueue('driver-outer')).toBe(1);
    expect(await countQueue('driver-inner')).toBe(0);
  });

  it('leaves the database usable after a failed statement inside a transaction', async () => {
    await expect(db.transaction((tx) => tx.query('SELECT 1 / 0'))).rejects.toMatchObject({ code: '22012' });
    const { rows } = await db.query<{ ok: number }>('SELECT 1 AS ok');
    expect(rows).toEqual([{ ok: 1 }]);
  });
});

describe('exec', () => {
  it('runs a script of several statements', async () => {
    await db.exec(
      "INSERT INTO driver_probe (queue) VALUES ('driver-exec'); INSERT INTO driver_probe (queue) VALUES ('driver-exec');",
    );
    expect(await countQueue('driver-exec')).toBe(2);
  });

  it('answers the rows of every statement of the script, in order', async () => {
    const { rows } = await db.exec<{ n: number }>(
      "BEGIN; SELECT 1 AS n; INSERT INTO driver_probe (queue) VALUES ('driver-rows') RETURNING 2 AS n; COMMIT;",
    );
    expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await countQueue('driver-rows')).toBe(1);
  });
});

// PGlite plans in process; on PostgreSQL each parameterised statement is prepared once per connection.
describe.runIf(process.env.DATABASE_URL)('prepared statements (PostgreSQL)', () => {
  const probe = 'SELECT $1::int + 1 AS n';

  it('prepares a parameterised statement once on its connection and then reuses it', async () => {
    const prepared = await db.transaction(async (tx) => {
      expect((await tx.query<{ n: number }>(probe, [1])).rows).toEqual([{ n: 2 }]);
      expect((await tx.query<{ n: number }>(probe, [41])).rows).toEqual([{ n: 42 }]);
      return tx.query<{ n: number }>(
        'SELECT count(*) AS n FROM pg_prepared_statements WHERE statement = $1',
        [probe],
      );
    });
    expect(prepared.rows).toEqual([{ n: 1 }]);
  });

  it('prepares a statement again when a schema change altered what it answers', async () => {
    await db.exec('CREATE TABLE driver_shape (a int); INSERT INTO driver_shape VALUES (1);');
    const read = () => db.query('SELECT * FROM driver_shape WHERE a = $1', [1]);
    // Every connection of the pool prepares it.
    await Promise.all(Array.from({ length: 20 }, read));
    await db.exec('ALTER TABLE driver_shape ADD COLUMN b int DEFAULT 2');
    expect((await read()).rows).toEqual([{ a: 1, b: 2 }]);
  });
});

async function countQueue(queue: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM driver_probe WHERE queue = $1', [
    queue,
  ]);
  return rows[0]?.n ?? -1;
}
