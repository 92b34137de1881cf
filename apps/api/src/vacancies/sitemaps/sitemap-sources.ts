import { DEFAULT_LOCALE, LANDING_TYPES, paths } from '@camello/domain';
import type { SitemapUrl } from '@camello/domain/contracts';
import type { AppServices } from '../../services/app-services.ts';
import { listLandings } from '../landings/landing-catalogue.ts';

export async function countIndexableVacancies({ repositories, now }: AppServices): Promise<number> {
  return repositories.sitemapSources.countIndexableVacancies(now());
}

/** One file's worth of vacancy pages, oldest publication first so that files stay stable. */
export async function vacancyUrls(
  { repositories, now }: AppServices,
  offset: number,
  limit: number,
): Promise<SitemapUrl[]> {
  const rows = await repositories.sitemapSources.indexableVacancies(now(), offset, limit);
  return rows.map((row) => ({ path: paths.job(row.slug), lastmod: row.updated_at.toISOString() }));
}

/** Newest change among indexable vacancies, for the sitemap index. */
export async function newestVacancyChange({ repositories, now }: AppServices): Promise<string | null> {
  return (await repositories.sitemapSources.newestVacancyChange(now()))?.toISOString() ?? null;
}

/** Public active job sites, each last changed when the company or one of its live vacancies was. */
export async function companyUrls({ repositories, now }: AppServices): Promise<SitemapUrl[]> {
  const rows = await repositories.sitemapSources.publicJobSites(now());
  return [
    { path: paths.companies(), lastmod: null },
    ...rows.map((row) => ({ path: paths.company(row.slug), lastmod: row.lastmod.toISOString() })),
  ];
}

/**
 * The home page, the listing, the three index pages, the site's pages about itself (help, about,
 * terms, data policy) and every landing that lists vacancies.
 */
export async function landingUrls(services: AppServices): Promise<SitemapUrl[]> {
  const fixed = [
    paths.home(),
    paths.jobs(),
    paths.jobsByCity(),
    paths.jobsByOccupation(),
    paths.jobsBySector(),
    paths.help(),
    paths.about(),
    paths.terms(),
    paths.dataPolicy(),
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
