import type { Db } from '@camello/db';

/** How the job title of a search-hit landing becomes its slug, in SQL (accents folded). */
const TITLE_SLUG = `trim(both '-' from regexp_replace(lower(camello_fold(t.title)), '[^a-z0-9]+', '-', 'g'))`;

/** What landings name: the job titles people search for and the sectors. */
export function landingsRepository(db: Db) {
  return {
    /** The first job title whose slug is this one; null when none is. */
    async findSearchHitTitle(slug: string, tx: Db = db): Promise<string | null> {
      const { rows } = await tx.query<{ title: string }>(
        `SELECT t.title FROM occupation_titles t WHERE ${TITLE_SLUG} = $1 ORDER BY t.id LIMIT 1`,
        [slug],
      );
      return rows[0]?.title ?? null;
    },

    /** The job titles of these occupations, one per slug, in the occupations' order, then by title. */
    async listSearchHitTitles(
      occupationSlugs: readonly string[],
      tx: Db = db,
    ): Promise<{ title: string; slug: string }[]> {
      const { rows } = await tx.query<{ title: string; slug: string }>(
        `SELECT title, slug FROM (
           SELECT DISTINCT ON (slug) title, slug, rank FROM (
             SELECT t.title, ${TITLE_SLUG} AS slug, array_position($1::text[], o.slug) AS rank
               FROM occupation_titles t JOIN occupations o ON o.id = t.occupation_id
              WHERE o.slug = ANY($1::text[])) titles
            ORDER BY slug, rank) unique_titles
          ORDER BY rank, title`,
        [occupationSlugs],
      );
      return rows;
    },

    async findSector(id: number, tx: Db = db): Promise<{ id: number; slug: string; name: string } | null> {
      const { rows } = await tx.query<{ id: number; slug: string; name: string }>(
        'SELECT id, slug, name FROM sectors WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },
  };
}
