import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/index.ts';
import { copyText } from './copy-text.ts';
import type { Db } from './db.ts';

describe('copyText', () => {
  it('escapes separators and backslashes, and writes NULL, booleans, dates and arrays', () => {
    expect(
      copyText([
        [
          'a\tb',
          'line\nnext\r',
          'back\\slash',
          null,
          true,
          new Date('2026-11-01T12:00:00.000Z'),
          ['x "y"', null],
        ],
      ]),
    ).toBe(
      'a\\tb\tline\\nnext\\r\tback\\\\slash\t\\N\tt\t2026-11-01T12:00:00.000Z\t{"x \\\\"y\\\\"",NULL}\n',
    );
  });
});

describe('Db.copyFrom', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
    await db.exec('CREATE TABLE copy_probe (id int, label text, flag boolean, tags text[])');
  });
  afterAll(() => db.close());

  it('loads rows as written, in a transaction too', async () => {
    await db.copyFrom('copy_probe', ['id', 'label', 'flag', 'tags'], [[1, 'tab\there', true, ['a', 'b"c']]]);
    await db.transaction((tx) => tx.copyFrom('copy_probe', ['id', 'label'], [[2, 'Bogotá\\D.C.\nx']]));
    const { rows } = await db.query('SELECT id, label, flag, tags FROM copy_probe ORDER BY id');
    expect(rows).toEqual([
      { id: 1, label: 'tab\there', flag: true, tags: ['a', 'b"c'] },
      { id: 2, label: 'Bogotá\\D.C.\nx', flag: null, tags: null },
    ]);
  });
});
