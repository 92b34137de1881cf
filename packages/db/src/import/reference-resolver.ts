import { CURRENCIES, type Currency } from '@camello/domain';
import type { Db } from '../driver/db.ts';
import { companyKey, companySlugOf, isConfidentialEmployer } from './company-names.ts';

// Feeds name companies, cities, sectors and occupations the way people write them: by slug or by
// name, with or without accents, in any case. Names are compared through camello_fold() in the
// database, the same folding the search uses.

export type Resolution<T> = { ok: true; value: T } | { ok: false; reason: string };

export type ResolvedCompany = {
  id: string;
  /** The employer hides its name: this is the placeholder company of confidential employers. */
  confidential: boolean;
  countryId: number;
  /** The currency of the company's country, when Camello can show it. */
  currency: Currency | null;
};

export type ReferenceResolver = {
  company(reference: string): Promise<Resolution<ResolvedCompany>>;
  /**
   * The cities a place of a feed means: a city by slug, name or "name, department" (those of the
   * company's country win over namesakes abroad), a department (its capital) or the whole country ("Toda Colombia": the
   * capitals of its departments).
   */
  places(reference: string, countryId: number): Promise<Resolution<number[]>>;
  sector(reference: string): Promise<Resolution<number>>;
  occupation(reference: string): Promise<Resolution<number>>;
};

export type ReferenceResolverOptions = {
  /** Create the companies a feed names that do not exist yet (slug from the name). */
  createCompanies?: boolean;
};

/** Looks references up in the database, remembering each answer for the rest of the import. */
export function createReferenceResolver(db: Db, options: ReferenceResolverOptions = {}): ReferenceResolver {
  return {
    company: remembered((reference) =>
      isConfidentialEmployer(reference)
        ? confidentialCompany(db)
        : findCompany(db, reference, options.createCompanies ?? false),
    ),
    places: remembered((reference: string, countryId: number) => findPlaces(db, reference, countryId)),
    sector: remembered((reference) => findSector(db, reference)),
    occupation: remembered((reference) => findOccupation(db, reference)),
  };
}

function remembered<A extends [string, ...unknown[]], T>(
  find: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  const answers = new Map<string, Promise<T>>();
  return (...args) => {
    const key = JSON.stringify([args[0].trim(), ...args.slice(1)]);
    let answer = answers.get(key);
    if (!answer) {
      answer = find(...args);
      answers.set(key, answer);
    }
    return answer;
  };
}

const found = <T>(value: T): Resolution<T> => ({ ok: true, value });
const notFound = <T>(reason: string): Resolution<T> => ({ ok: false, reason });

type CompanyRow = { id: string; slug: string; name: string; country_id: number; currency: string };

const companyColumns = 'c.id, c.slug, c.name, c.country_id, co.currency';

function resolvedCompany(row: CompanyRow, confidential = false): ResolvedCompany {
  const currency = CURRENCIES.find((code) => code === row.currency) ?? null;
  return { id: row.id, confidential, countryId: row.country_id, currency };
}

/**
 * A company by slug or name, the name with or without its legal form ("ADECCO COLOMBIA S A" is
 * "Adecco Colombia S.A."); when it does not exist and `create` is set, a new Colombian company
 * with that name and a slug made from it.
 */
async function findCompany(db: Db, reference: string, create: boolean): Promise<Resolution<ResolvedCompany>> {
  const key = companyKey(reference);
  const slug = companySlugOf(reference);
  const { rows } = await db.query<CompanyRow & { by_slug: boolean }>(
    `SELECT ${companyColumns}, c.slug = lower(btrim($1)) AS by_slug
     FROM companies c JOIN countries co ON co.id = c.country_id
     WHERE c.slug = lower(btrim($1)) OR c.slug = $2 OR camello_fold(c.name) = camello_fold(btrim($1))
       OR camello_fold(c.name) LIKE $3 || '%'
     ORDER BY c.slug`,
    [reference, slug, key[0] ?? ''],
  );
  const sameName = rows.filter(
    (row) => row.by_slug || row.slug === slug || companyKey(row.name).join(' ') === key.join(' '),
  );
  const company = sameName.find((row) => row.by_slug) ?? (sameName.length === 1 ? sameName[0] : undefined);
  if (company) return found(resolvedCompany(company));
  if (sameName.length > 1)
    return notFound(
      `hay varias empresas llamadas «${reference}»: escribe su slug (${sameName.map((row) => row.slug).join(', ')})`,
    );
  if (!create || slug === '') return notFound(`la empresa «${reference}» no existe`);
  return found(resolvedCompany(await insertCompany(db, slug, reference.trim())));
}

/** The placeholder company of the employers that hide their name, created the first time. */
async function confidentialCompany(db: Db): Promise<Resolution<ResolvedCompany>> {
  const { rows } = await db.query<CompanyRow>(
    `SELECT ${companyColumns} FROM companies c JOIN countries co ON co.id = c.country_id WHERE c.slug = $1`,
    [CONFIDENTIAL_COMPANY.slug],
  );
  const company = rows[0] ?? (await insertCompany(db, CONFIDENTIAL_COMPANY.slug, CONFIDENTIAL_COMPANY.name));
  return found(resolvedCompany(company, true));
}

/** Never a real employer's name: pages show no employer for its vacancies. */
const CONFIDENTIAL_COMPANY = { slug: 'empresa-confidencial', name: 'Empresa confidencial' };

async function insertCompany(db: Db, slug: string, name: string): Promise<CompanyRow> {
  // ON CONFLICT: another import may have created it meanwhile.
  const { rows } = await db.query<CompanyRow>(
    `WITH inserted AS (
       INSERT INTO companies (slug, name, country_id) SELECT $1, $2, id FROM countries WHERE iso2 = 'co'
       ON CONFLICT (slug) DO UPDATE SET slug = EXCLUDED.slug RETURNING *
     )
     SELECT ${companyColumns} FROM inserted c JOIN countries co ON co.id = c.country_id`,
    [slug, name],
  );
  const company = rows[0];
  if (!company) throw new Error('Colombia is missing from the countries table');
  return company;
}

/** Names that mean the whole country rather than a place in it. */
const WHOLE_COUNTRY = /^(toda colombia|todo colombia|colombia|todo el pais|a nivel nacional|nacional)$/;

async function findPlaces(db: Db, reference: string, countryId: number): Promise<Resolution<number[]>> {
  const folded = reference
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
  if (WHOLE_COUNTRY.test(folded.replace(/\s+/g, ' '))) {
    const { rows } = await db.query<{ id: number }>(
      `SELECT d.capital_city_id AS id FROM departments d JOIN cities ci ON ci.id = d.capital_city_id
       WHERE d.country_id = $1 ORDER BY ci.population_rank NULLS LAST, ci.slug`,
      [countryId],
    );
    if (rows.length > 0) return found(rows.map((row) => row.id));
  }
  const { rows: departments } = await db.query<{ capital_city_id: number }>(
    `SELECT capital_city_id FROM departments
     WHERE capital_city_id IS NOT NULL AND country_id = $2
       AND (slug = lower(btrim($1)) OR camello_fold(name) = camello_fold(btrim($1)))`,
    [reference, countryId],
  );
  // A department wins over the cities named like it ("Caldas", "Córdoba"): those take their slug.
  const department = departments[0];
  if (department) return found([department.capital_city_id]);
  const city = await findCity(db, reference, countryId);
  return city.ok ? found([city.value]) : city;
}

async function findCity(db: Db, reference: string, countryId: number): Promise<Resolution<number>> {
  const { rows } = await db.query<{
    id: number;
    slug: string;
    department: string;
    by_slug: boolean;
    in_country: boolean;
  }>(
    `SELECT ci.id, ci.slug, d.name AS department, ci.slug = lower(btrim($1)) AS by_slug,
       ci.country_id = $2 AS in_country
     FROM cities ci JOIN departments d ON d.id = ci.department_id
     WHERE ci.slug = lower(btrim($1))
       OR camello_fold(ci.display_name) = camello_fold(btrim($1))
       OR camello_fold(ci.name) = camello_fold(btrim($1))
       -- The label of the city search ("Medellín, Antioquia"), which the analyst's form suggests.
       OR camello_fold(ci.display_name || ', ' || d.name) = camello_fold(btrim($1))
     ORDER BY ci.population_rank NULLS LAST, ci.slug`,
    [reference, countryId],
  );
  const tiers = [
    rows.filter((row) => row.by_slug && row.in_country),
    rows.filter((row) => row.in_country),
    rows.filter((row) => row.by_slug),
    rows,
  ];
  const matches = tiers.find((tier) => tier.length > 0) ?? [];
  const city = matches[0];
  if (!city) return notFound(`la ciudad «${reference}» no existe`);
  if (matches.length === 1) return found(city.id);
  const choices = matches.map((row) => `${row.slug} en ${row.department}`).join(', ');
  return notFound(`hay varias ciudades llamadas «${reference}»: escribe su slug (${choices})`);
}

async function findSector(db: Db, reference: string): Promise<Resolution<number>> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM sectors
     WHERE slug = lower(btrim($1)) OR camello_fold(name) = camello_fold(btrim($1))
     ORDER BY slug = lower(btrim($1)) DESC
     LIMIT 1`,
    [reference],
  );
  const sector = rows[0];
  return sector ? found(sector.id) : notFound(`el sector «${reference}» no existe`);
}

/**
 * An occupation by CIUO code ("4311"), slug or official title, or by one of the job titles people
 * write ("Auxiliar contable"); the official names win when both match.
 */
async function findOccupation(db: Db, reference: string): Promise<Resolution<number>> {
  const { rows } = await db.query<{ id: number; code: string; official: boolean }>(
    `SELECT DISTINCT o.id, o.code, true AS official FROM occupations o
     WHERE o.code = btrim($1) OR o.slug = lower(btrim($1)) OR camello_fold(o.title) = camello_fold(btrim($1))
     UNION
     SELECT DISTINCT o.id, o.code, false FROM occupation_titles t JOIN occupations o ON o.id = t.occupation_id
     WHERE camello_fold(t.title) = camello_fold(btrim($1))
     ORDER BY official DESC, code`,
    [reference],
  );
  const official = rows.filter((row) => row.official);
  const matches = official.length > 0 ? official : rows;
  const occupation = matches[0];
  if (!occupation) return notFound(`la ocupación «${reference}» no existe`);
  if (matches.length === 1) return found(occupation.id);
  return notFound(
    `«${reference}» corresponde a varias ocupaciones: escribe su código (${matches.map((row) => row.code).join(', ')})`,
  );
}
