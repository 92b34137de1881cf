import { type LandingType, type Locale, type MessageKey, paths, translate } from '@camello/domain';
import type { BreadcrumbItem, CompanySite, Landing, LandingLink } from '@camello/domain/contracts';
import type { EntityField, FacetCount, SearchFilters, SearchScope } from '@camello/search';
import type { AppServices } from '../../services/app-services.ts';
import { findCompanySite } from '../companies/company-site.ts';
import { LANDING_FIELDS, type LandingKey, landingSlug, landingSlugReadings } from './landing-slugs.ts';
import { landingCopy, landingH1 } from './landing-texts.ts';

/** Related landings shown under a landing. */
const RELATED_LIMIT = 12;
/** Occupations (or categories) crossed with their top cities in the two-part lists. */
const PAIR_PARENTS = 30;
const PAIR_CITIES = 3;
const SEARCH_HIT_TITLES = 60;

const BY_CITY = { label: 'landing.breadcrumb.byCity', url: paths.jobsByCity() } as const;
const BY_OCCUPATION = {
  label: 'landing.breadcrumb.byOccupation',
  url: paths.jobsByOccupation(),
} as const;

/** The index page each landing type belongs to, for breadcrumbs. */
const INDEX_PAGE: Record<LandingType, { label: MessageKey; url: string }> = {
  'by-location': BY_CITY,
  'by-location-state': BY_CITY,
  'by-sector': { label: 'landing.breadcrumb.bySector', url: paths.jobsBySector() },
  'by-occupation-category': BY_OCCUPATION,
  'by-location-ocupacol': BY_OCCUPATION,
  'by-occupation': BY_OCCUPATION,
  'by-occupation-with-location': BY_OCCUPATION,
  'by-company': { label: 'landing.breadcrumb.companies', url: paths.companies() },
  'search-hit': BY_OCCUPATION,
};

/** Which related landings a landing links to: the top values of one field among its results. */
const RELATED: Record<
  LandingType,
  { field: EntityField; key: (landing: LandingKey, id: string) => LandingKey }
> = {
  'by-location': {
    field: 'occupation',
    key: (l, id) => ({
      type: 'by-occupation-with-location',
      parts: { occupation: id, city: l.parts.city ?? '' },
    }),
  },
  'by-location-state': { field: 'city', key: (_l, id) => ({ type: 'by-location', parts: { city: id } }) },
  'by-sector': {
    field: 'occupation',
    key: (_l, id) => ({ type: 'by-occupation', parts: { occupation: id } }),
  },
  'by-occupation-category': {
    field: 'occupation',
    key: (_l, id) => ({ type: 'by-occupation', parts: { occupation: id } }),
  },
  'by-location-ocupacol': {
    field: 'occupation',
    key: (l, id) => ({
      type: 'by-occupation-with-location',
      parts: { occupation: id, city: l.parts.city ?? '' },
    }),
  },
  'by-occupation': {
    field: 'city',
    key: (l, id) => ({
      type: 'by-occupation-with-location',
      parts: { occupation: l.parts.occupation ?? '', city: id },
    }),
  },
  'by-occupation-with-location': {
    field: 'city',
    key: (l, id) => ({
      type: 'by-occupation-with-location',
      parts: { occupation: l.parts.occupation ?? '', city: id },
    }),
  },
  'by-company': { field: 'city', key: (_l, id) => ({ type: 'by-location', parts: { city: id } }) },
  'search-hit': { field: 'city', key: (_l, id) => ({ type: 'by-location', parts: { city: id } }) },
};

type Names = Partial<Record<EntityField, string>> & { term?: string };
type Resolved = { key: LandingKey; names: Names; text: string };

function filtersOf(key: LandingKey): SearchFilters {
  const filters: Record<string, string[]> = {};
  for (const field of LANDING_FIELDS[key.type]) {
    const value = key.parts[field];
    if (value) filters[field] = [value];
  }
  return filters;
}

/** Entities of a reading, by name; null when one of them does not exist. */
async function namesOf({ repositories, search }: AppServices, key: LandingKey): Promise<Resolved | null> {
  if (key.type === 'search-hit') {
    const title = key.term === undefined ? null : await repositories.landings.findSearchHitTitle(key.term);
    return title ? { key, names: { term: title }, text: title } : null;
  }
  const names: Names = {};
  for (const field of LANDING_FIELDS[key.type]) {
    const [entity] = await search.describe(field, [key.parts[field] ?? '']);
    if (!entity) return null;
    names[field] = entity.name;
  }
  return { key, names, text: '' };
}

type Totals = { vacancies: number; openings: number; newestId: string | null; counters: FacetCount[] };

async function totalsOf(
  services: AppServices,
  request: { text: string; filters: SearchFilters; scope: SearchScope },
  counter: EntityField | null,
): Promise<Totals> {
  const result = await services.search.search({
    ...request,
    order: { field: 'publishedAt', direction: 'DESC' },
    offset: 0,
    limit: 1,
    counters: counter ? [counter] : [],
    // Links count openings, as the landing they lead to does (spec §3).
    counterTotals: 'openings',
  });
  const counters = (counter ? (result.counters[counter] ?? []) : [])
    .filter((entry) => entry.total > 0 && !entry.applied)
    .sort((a, b) => b.total - a.total || (a.name ?? a.id).localeCompare(b.name ?? b.id, 'es'));
  return {
    vacancies: result.totalRows,
    openings: result.totalHits,
    newestId: result.ids[0] ?? null,
    counters,
  };
}

/** When this vacancy was published, from the card rows kept in memory. */
async function publishedAtOf({ jobCards }: AppServices, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [card] = await jobCards([id]);
  return card?.published_at.toISOString() ?? null;
}

function linkOf(locale: Locale, key: LandingKey, names: Names, quotas: number): LandingLink {
  const slug = landingSlug(key);
  return { type: key.type, slug, url: paths.landing(slug), h1: landingH1(locale, key.type, names), quotas };
}

/** Links for the top values of a counter, named from the counter and the landing's own names. */
function linksFrom(
  locale: Locale,
  entries: FacetCount[],
  field: EntityField,
  names: Names,
  key: (id: string) => LandingKey,
) {
  return entries.map((entry) =>
    linkOf(locale, key(entry.id), { ...names, [field]: entry.name ?? entry.id }, entry.total),
  );
}

async function parentOf(
  services: AppServices,
  resolved: Resolved,
  locale: Locale,
): Promise<LandingLink | null> {
  const { key, names } = resolved;
  const parentKey: LandingKey | null =
    key.type === 'by-occupation-with-location'
      ? { type: 'by-occupation', parts: { occupation: key.parts.occupation ?? '' } }
      : key.type === 'by-location-ocupacol'
        ? { type: 'by-occupation-category', parts: { category: key.parts.category ?? '' } }
        : null;
  if (!parentKey) return null;
  const totals = await totalsOf(
    services,
    { text: '', filters: filtersOf(parentKey), scope: { kind: 'public' } },
    null,
  );
  return linkOf(locale, parentKey, names, totals.openings);
}

async function buildLanding(
  services: AppServices,
  resolved: Resolved,
  scope: SearchScope,
  company: CompanySite | null,
  url: string,
  locale: Locale,
): Promise<Landing> {
  const { key, names, text } = resolved;
  const filters = scope.kind === 'company' ? {} : filtersOf(key);
  const related = RELATED[key.type];
  const totals = await totalsOf(services, { text, filters, scope }, related.field);
  const relatedLinks = linksFrom(locale, totals.counters, related.field, names, (id) => related.key(key, id))
    .filter((link) => link.url !== url)
    .slice(0, RELATED_LIMIT);
  const parent = await parentOf(services, resolved, locale);
  const h1 = landingH1(locale, key.type, names);
  const copy = landingCopy(locale, key.type, names, totals.vacancies, totals.openings);
  const index = INDEX_PAGE[key.type];
  const breadcrumbs: BreadcrumbItem[] = [
    { label: translate(locale, 'landing.breadcrumb.home'), url: paths.home() },
    ...(key.type === 'by-company'
      ? []
      : [{ label: translate(locale, 'landing.breadcrumb.jobs'), url: paths.jobs() }]),
    { label: translate(locale, index.label), url: index.url },
    ...(parent ? [{ label: parent.h1, url: parent.url }] : []),
    { label: scope.kind === 'company' && company ? company.name : h1, url },
  ];
  return {
    type: key.type,
    slug: scope.kind === 'company' ? scope.companySlug : landingSlug(key),
    url,
    h1,
    ...copy,
    search: {
      text,
      filters: filters as Record<string, string[]>,
      companySlug: scope.kind === 'company' ? scope.companySlug : null,
    },
    vacancies: totals.vacancies,
    openings: totals.openings,
    parent,
    related: relatedLinks,
    breadcrumbs,
    company,
    lastModified: await publishedAtOf(services, totals.newestId),
  };
}

/** The landing a slug names, or null. A company's public job site appears as its by-company landing. */
export async function findLanding(
  services: AppServices,
  slug: string,
  locale: Locale,
): Promise<Landing | null> {
  for (const reading of landingSlugReadings(slug)) {
    const resolved = await namesOf(services, reading);
    if (!resolved) continue;
    let company: CompanySite | null = null;
    if (reading.type === 'by-company') {
      company = await findCompanySite(services.repositories.companies, reading.parts.company ?? '');
      if (!company?.isPublic) continue;
    }
    const url = paths.landing(landingSlug(reading));
    return buildLanding(services, resolved, { kind: 'public' }, company, url, locale);
  }
  return null;
}

/** A company job site (`/empresas/{slug}`), private ones included: only its own and its brands' vacancies. */
export async function findCompanyLanding(
  services: AppServices,
  companySlug: string,
  brand: string | undefined,
  locale: Locale,
): Promise<Landing | null> {
  const company = await findCompanySite(services.repositories.companies, companySlug, brand);
  if (!company) return null;
  const key: LandingKey = { type: 'by-company', parts: { company: company.slug } };
  const resolved: Resolved = { key, names: { company: company.name }, text: '' };
  return buildLanding(
    services,
    resolved,
    { kind: 'company', companySlug: company.slug },
    company,
    company.brandMenu.companyUrl,
    locale,
  );
}

const SINGLE_FIELD: Partial<Record<LandingType, EntityField>> = {
  'by-location': 'city',
  'by-location-state': 'department',
  'by-sector': 'sector',
  'by-occupation-category': 'category',
  'by-occupation': 'occupation',
  'by-company': 'company',
};

/** Every landing of a type that lists at least one vacancy, most vacancies first. */
export async function listLandings(
  services: AppServices,
  type: LandingType,
  locale: Locale,
): Promise<LandingLink[]> {
  const field = SINGLE_FIELD[type];
  if (field) {
    const totals = await totalsOf(services, { text: '', filters: {}, scope: { kind: 'public' } }, field);
    return linksFrom(locale, totals.counters, field, {}, (id) => ({ type, parts: { [field]: id } }));
  }
  if (type === 'search-hit') return listSearchHits(services, locale);
  const parentType = type === 'by-occupation-with-location' ? 'by-occupation' : 'by-occupation-category';
  const parents = (await listLandings(services, parentType, locale)).slice(0, PAIR_PARENTS);
  const lists = await Promise.all(
    parents.map(
      async (parent) => (await childLandings(services, parent.slug, locale))?.slice(0, PAIR_CITIES) ?? [],
    ),
  );
  return lists.flat();
}

/** The city landings under an occupation or occupation-category landing; null when it is neither. */
export async function childLandings(
  services: AppServices,
  parentSlug: string,
  locale: Locale,
): Promise<LandingLink[] | null> {
  for (const reading of landingSlugReadings(parentSlug)) {
    if (reading.type !== 'by-occupation' && reading.type !== 'by-occupation-category') continue;
    const resolved = await namesOf(services, reading);
    if (!resolved) continue;
    const childType =
      reading.type === 'by-occupation' ? 'by-occupation-with-location' : 'by-location-ocupacol';
    const totals = await totalsOf(
      services,
      { text: '', filters: filtersOf(reading), scope: { kind: 'public' } },
      'city',
    );
    return linksFrom(locale, totals.counters, 'city', resolved.names, (city) => ({
      type: childType,
      parts: { ...reading.parts, city },
    }));
  }
  return null;
}

/** The occupation landings of one occupation category, for the mega menu; null for an unknown category. */
export async function occupationsOfCategory(
  services: AppServices,
  parentSlug: string,
  locale: Locale,
): Promise<LandingLink[] | null> {
  const reading = landingSlugReadings(parentSlug).find((item) => item.type === 'by-occupation-category');
  const category = reading ? await namesOf(services, reading) : null;
  if (!reading || !category) return null;
  const totals = await totalsOf(
    services,
    { text: '', filters: filtersOf(reading), scope: { kind: 'public' } },
    'occupation',
  );
  return linksFrom(locale, totals.counters, 'occupation', {}, (id) => ({
    type: 'by-occupation',
    parts: { occupation: id },
  }));
}

/** Job titles people search for, of the occupations with the most openings. */
async function listSearchHits(services: AppServices, locale: Locale): Promise<LandingLink[]> {
  const occupations = await totalsOf(
    services,
    { text: '', filters: {}, scope: { kind: 'public' } },
    'occupation',
  );
  const slugs = occupations.counters.map((entry) => entry.id);
  const rows = await services.repositories.landings.listSearchHitTitles(slugs);
  const links: LandingLink[] = [];
  for (const row of rows.slice(0, SEARCH_HIT_TITLES * 3)) {
    const totals = await totalsOf(
      services,
      { text: row.title, filters: {}, scope: { kind: 'public' } },
      null,
    );
    if (totals.openings > 0)
      links.push(
        linkOf(
          locale,
          { type: 'search-hit', parts: {}, term: row.slug },
          { term: row.title },
          totals.openings,
        ),
      );
    if (links.length >= SEARCH_HIT_TITLES) break;
  }
  return links.sort((a, b) => b.quotas - a.quotas);
}

/** The by-sector landing of a sector id. */
export async function sectorLanding({ repositories }: AppServices, sectorId: number, locale: Locale) {
  const sector = await repositories.landings.findSector(sectorId);
  if (!sector) return null;
  const key: LandingKey = { type: 'by-sector', parts: { sector: sector.slug } };
  return {
    id: String(sector.id),
    slug: landingSlug(key),
    h1: landingH1(locale, 'by-sector', { sector: sector.name }),
  };
}
