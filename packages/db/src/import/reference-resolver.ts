import { CURRENCIES, type Currency } from '@camello/domain';
import type { Db } from '../driver/db.ts';

// Feeds name companies, cities, sectors and occupations the way people write them: by slug or by
// name, with or without accents, in any case. Names are compared through camello_fold() in the
// database, the same folding the search uses.

export type Resolution<T> = { ok: true; value: T } | { ok: false; reason: string };

export type ResolvedCompany = {
  id: string;
  countryId: number;
  /** The currency of the company's country, when Camello can show it. */
  currency: Currency | null;
};

export type ReferenceResolver = {
  company(reference: string): Promise<Resolution<ResolvedCompany>>;
  /** Cities of the company's country win over namesakes abroad. */
  city(reference: string, countryId: number): Promise<Resolution<number>>;
  sector(reference: string): Promise<Resolution<number>>;
  occupation(reference: string): Promise<Resolution<number>>;
};

/** Looks references up in the database, remembering each answer for the rest of the import. */
export function createReferenceResolver(db: Db): ReferenceResolver {
  return {
    company: remembered((reference) => findCompany(db, reference)),
    city: remembered((reference: string, countryId: number) => findCity(db, reference, countryId)),
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

async function findCompany(db: Db, reference: string): Promise<Resolution<ResolvedCompany>> {
  const { rows } = await db.query<{
    id: string;
    slug: string;
    country_id: number;
    currency: string;
    by_slug: boolean;
  }>(
    `SELECT c.id, c.slug, c.country_id, co.currency, c.slug = lower(btrim($1)) AS by_slug
     FROM companies c JOIN countries co ON co.id = c.country_id
     WHERE c.slug = lower(btrim($1)) OR camello_fold(c.name) = camello_fold(btrim($1))
     ORDER BY c.slug`,
    [reference],
  );
  const company = rows.find((row) => row.by_slug) ?? (rows.length === 1 ? rows[0] : undefined);
  if (company) {
    const currency = CURRENCIES.find((code) => code === company.currency) ?? null;
    return found({ id: company.id, countryId: company.country_id, currency });
  }
  if (rows.length === 0) return notFound(`la empresa «${reference}» no existe`);
  return notFound(
    `hay varias empresas llamadas «${reference}»: escribe su slug (${rows.map((row) => row.slug).join(', ')})`,
  );
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
