import { slugify } from '@camello/domain';
import type { Db } from '../driver/db.ts';

/**
 * Ids of the skills with these names, in the same order, matched regardless of accents and case.
 * A name the catalogue does not have yet is added to it.
 */
export async function skillIdsByName(db: Db, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const { rows } = await db.query<{ id: number | null }>(
    `SELECT (SELECT s.id FROM skills s WHERE camello_fold(s.name) = camello_fold(input.name) ORDER BY s.id LIMIT 1) AS id
     FROM unnest($1::text[]) WITH ORDINALITY AS input(name, position)
     ORDER BY input.position`,
    [names],
  );
  const ids: number[] = [];
  for (const [index, name] of names.entries()) {
    ids.push(rows[index]?.id ?? (await addSkill(db, name)));
  }
  return ids;
}

async function addSkill(db: Db, name: string): Promise<number> {
  const base = slugify(name) || 'habilidad';
  for (let suffix = 1; suffix <= 100; suffix++) {
    const slug = suffix === 1 ? base : `${base}-${suffix}`;
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO skills (name, slug) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id',
      [name, slug],
    );
    const inserted = rows[0];
    if (inserted) return inserted.id;
    // The conflict may be the name itself, added meanwhile by another writer (or spelled "excel" there).
    const { rows: existing } = await db.query<{ id: number }>(
      'SELECT id FROM skills WHERE camello_fold(name) = camello_fold($1) ORDER BY id LIMIT 1',
      [name],
    );
    if (existing[0]) return existing[0].id;
  }
  throw new Error(`No free slug for the skill ${name}`);
}
