import { DEFAULT_LOCALE, JOB_SITE_KIND, LANDING_TYPES, liveVacancySql, paths } from '@camello/domain';
import type { SitemapUrl } from '@camello/domain/contracts';
import type { AppServices } from '../../../services/app-services.ts';
import { listLandings } from '../landings/landing-catalogue.ts';

const PUBLIC_JOB_SITE = `c.job_site_kind = ${JOB_SITE_KIND.PUBLIC}`;

/** Live vacancies of public job sites: exactly what search engines may index. */
const INDEXABLE_VACANCY = `${liveVacancySql('$1')} AND ${PUBLIC_JOB_SITE}`;

export async function countIndexableVacancies({ db, now }: AppServices): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM vacancies v JOIN companies c ON c.id = v.company_id WHERE ${INDEXABLE_VACANCY}`,
    [now()],
  );
  return rows[0]?.total ?? 0;
}

/** One file's worth of vacancy pages, oldest publication first so that files stay stable. */
export async function vacancyUrls(
  { db, now }: AppServices,
  offset: number,
  limit: number,
): Promise<SitemapUrl[]> {
  const { rows } = await db.query<{ slug: string; updated_at: Date }>(
    `SELECT v.slug, v.updated_at FROM vacancies v JOIN companies c ON c.id = v.company_id
      WHERE ${INDEXABLE_VACANCY} ORDER BY v.published_at, v.id OFFSET $2 LIMIT $3`,
    [now(), offset, limit],
  );
  return rows.map((row) => ({ path: paths.job(row.slug), lastmod: row.updated_at.toISOString() }));
}

/** Newest change among indexable vacancies, for the sitemap index. */
export async function newestVacancyChange({ db, now }: AppServices): Promise<string | null> {
  const { rows } = await db.query<{ newest: Date | null }>(
    `SELECT max(v.updated_at) AS newest FROM vacancies v JOIN companies c ON c.id = v.company_id WHERE ${INDEXABLE_VACANCY}`,
    [now()],
  );
  return rows[0]?.newest?.toISOString() ?? null;
}

/** Public active job sites, each last changed when the company or one of its live vacancies was. */
export async function companyUrls({ db, now }: AppServices): Promise<SitemapUrl[]> {
  const { rows } = await db.query<{ slug: string; lastmod: Date }>(
    `SELECT c.slug, greatest(c.updated_at, max(v.updated_at)) AS lastmod
       FROM companies c
       LEFT JOIN vacancies v ON v.company_id = c.id AND ${liveVacancySql('$1')}
      WHERE c.is_active AND ${PUBLIC_JOB_SITE}
      GROUP BY c.id ORDER BY c.slug`,
    [now()],
  );
  return [
    { path: paths.companies(), lastmod: null },
    ...rows.map((row) => ({ path: paths.company(row.slug), lastmod: row.lastmod.toISOString() })),
  ];
}

/** The home page, the listing, the three index pages and every landing that lists vacancies. */
export async function landingUrls(services: AppServices): Promise<SitemapUrl[]> {
  const fixed = [
    paths.home(),
    paths.jobs(),
    paths.jobsByCity(),
    paths.jobsByOccupation(),
    paths.jobsBySector(),
  ];
  const lists = await Promise.all(LANDING_TYPES.map((type) => listLandings(services, type, DEFAULT_LOCALE)));
  const seen = new Set(fixed);
  const urls: SitemapUrl[] = fixed.map((path) => ({ path, lastmod: null }));
  for (const link of lists.flat()) {
    if (seen.has(link.url)) continue;
    seen.add(link.url);
    urls.push({ path: link.url, lastmod: null });
  }
  return urls;
}
