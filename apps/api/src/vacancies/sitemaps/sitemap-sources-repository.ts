import type { Db } from '@camello/db';
import { JOB_SITE_KIND, liveVacancySql } from '@camello/domain';

const PUBLIC_JOB_SITE = `c.job_site_kind = ${JOB_SITE_KIND.PUBLIC}`;

/** Live vacancies of public job sites: exactly what search engines may index. */
const INDEXABLE_VACANCY = `${liveVacancySql('$1')} AND ${PUBLIC_JOB_SITE}`;

/** What the sitemaps list, as live at `now`. */
export function sitemapSourcesRepository(db: Db) {
  return {
    async countIndexableVacancies(now: Date, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM vacancies v JOIN companies c ON c.id = v.company_id WHERE ${INDEXABLE_VACANCY}`,
        [now],
      );
      return rows[0]?.total ?? 0;
    },

    /** A page of indexable vacancies, oldest publication first so that pages stay stable. */
    async indexableVacancies(
      now: Date,
      offset: number,
      limit: number,
      tx: Db = db,
    ): Promise<{ slug: string; updated_at: Date }[]> {
      const { rows } = await tx.query<{ slug: string; updated_at: Date }>(
        `SELECT v.slug, v.updated_at FROM vacancies v JOIN companies c ON c.id = v.company_id
          WHERE ${INDEXABLE_VACANCY} ORDER BY v.published_at, v.id OFFSET $2 LIMIT $3`,
        [now, offset, limit],
      );
      return rows;
    },

    /** Newest change among indexable vacancies. */
    async newestVacancyChange(now: Date, tx: Db = db): Promise<Date | null> {
      const { rows } = await tx.query<{ newest: Date | null }>(
        `SELECT max(v.updated_at) AS newest FROM vacancies v JOIN companies c ON c.id = v.company_id WHERE ${INDEXABLE_VACANCY}`,
        [now],
      );
      return rows[0]?.newest ?? null;
    },

    /** Public active job sites by slug, each last changed when the company or one of its live vacancies was. */
    async publicJobSites(now: Date, tx: Db = db): Promise<{ slug: string; lastmod: Date }[]> {
      const { rows } = await tx.query<{ slug: string; lastmod: Date }>(
        `SELECT c.slug, greatest(c.updated_at, max(v.updated_at)) AS lastmod
           FROM companies c
           LEFT JOIN vacancies v ON v.company_id = c.id AND ${liveVacancySql('$1')}
          WHERE c.is_active AND ${PUBLIC_JOB_SITE}
          GROUP BY c.id ORDER BY c.slug`,
        [now],
      );
      return rows;
    },
  };
}
