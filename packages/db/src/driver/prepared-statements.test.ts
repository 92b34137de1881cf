import { describe, expect, it } from 'vitest';
import { isStalePreparedStatement, preparedStatementNames } from './prepared-statements.ts';

describe('preparedStatementNames', () => {
  it('gives a text the same name every time, and another text another name', () => {
    const names = preparedStatementNames();
    const name = names.nameOf('SELECT $1::int');
    expect(name).toMatch(/^camello_[0-9a-f]{24}_0$/);
    expect(names.nameOf('SELECT $1::int')).toBe(name);
    expect(names.nameOf('SELECT $1::text')).not.toBe(name);
  });

  it('gives a retired text a new name', () => {
    const names = preparedStatementNames();
    const first = names.nameOf('SELECT * FROM t WHERE a = $1');
    names.retire('SELECT * FROM t WHERE a = $1');
    const second = names.nameOf('SELECT * FROM t WHERE a = $1');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('names no more than its bound of texts, so that made-up statements cannot fill the server', () => {
    const names = preparedStatementNames(2);
    expect(names.nameOf('SELECT $1::int')).toBeDefined();
    expect(names.nameOf('SELECT $1::text')).toBeDefined();
    expect(names.nameOf('SELECT $1::date')).toBeUndefined();
    expect(names.nameOf('SELECT $1::int')).toBeDefined();
  });
});

describe('isStalePreparedStatement', () => {
  it("tells PostgreSQL's refusal of a statement whose result a schema change altered", () => {
    const stale = Object.assign(new Error('cached plan must not change result type'), { code: '0A000' });
    expect(isStalePreparedStatement(stale)).toBe(true);
    expect(isStalePreparedStatement(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isStalePreparedStatement(null)).toBe(false);
  });
});
