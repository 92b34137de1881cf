import type { Db } from '@camello/db';
import type { EntityField } from '../search-engine.ts';

export type Entity = { id: number; slug: string; name: string };
export type CityEntity = Entity & { departmentId: number; latitude: number; longitude: number };
export type OccupationEntity = Entity & { categoryId: number };
export type CompanyEntity = {
  /** Dense index of the company in this vocabulary (the value the index stores). */
  index: number;
  uuid: string;
  slug: string;
  name: string;
  isActive: boolean;
  isPublic: boolean;
  parentUuid: string | null;
};

/** Slugs are unique within a country; outside Colombia (the default market) the country code is appended. */
const DEFAULT_COUNTRY = 'co';
const placeSlug = (slug: string, iso2: string) => (iso2 === DEFAULT_COUNTRY ? slug : `${slug}-${iso2}`);

class EntityTable<T extends Entity> {
  readonly byId = new Map<number, T>();
  readonly bySlug = new Map<string, T>();
  /** Largest id, to size arrays indexed by id. */
  readonly maxId: number;

  constructor(entities: readonly T[]) {
    let maxId = 0;
    for (const entity of entities) {
      this.byId.set(entity.id, entity);
      this.bySlug.set(entity.slug, entity);
      maxId = Math.max(maxId, entity.id);
    }
    this.maxId = maxId;
  }
}

/** The values of the entity fields: slugs, names and what ties them together. */
export class Vocabulary {
  readonly departments: EntityTable<Entity>;
  readonly cities: EntityTable<CityEntity>;
  readonly sectors: EntityTable<Entity>;
  readonly categories: EntityTable<Entity>;
  readonly occupations: EntityTable<OccupationEntity>;
  readonly companies: CompanyEntity[] = [];
  readonly #companyByUuid = new Map<string, CompanyEntity>();
  readonly #companyBySlug = new Map<string, CompanyEntity>();

  constructor(tables: {
    departments: Entity[];
    cities: CityEntity[];
    sectors: Entity[];
    categories: Entity[];
    occupations: OccupationEntity[];
    companies: Omit<CompanyEntity, 'index'>[];
  }) {
    this.departments = new EntityTable(tables.departments);
    this.cities = new EntityTable(tables.cities);
    this.sectors = new EntityTable(tables.sectors);
    this.categories = new EntityTable(tables.categories);
    this.occupations = new EntityTable(tables.occupations);
    for (const company of tables.companies) this.upsertCompany(company);
  }

  table(field: Exclude<EntityField, 'company'>): EntityTable<Entity> {
    switch (field) {
      case 'department':
        return this.departments;
      case 'city':
        return this.cities;
      case 'sector':
        return this.sectors;
      case 'category':
        return this.categories;
      case 'occupation':
        return this.occupations;
    }
  }

  companyByUuid(uuid: string): CompanyEntity | undefined {
    return this.#companyByUuid.get(uuid);
  }

  companyBySlug(slug: string): CompanyEntity | undefined {
    return this.#companyBySlug.get(slug);
  }

  /** Adds a company or updates it in place (its index never changes). */
  upsertCompany(company: Omit<CompanyEntity, 'index'>): CompanyEntity {
    const existing = this.#companyByUuid.get(company.uuid);
    if (existing) {
      if (existing.slug !== company.slug) this.#companyBySlug.delete(existing.slug);
      Object.assign(existing, company);
      this.#companyBySlug.set(existing.slug, existing);
      return existing;
    }
    const entity = { ...company, index: this.companies.length };
    this.companies.push(entity);
    this.#companyByUuid.set(entity.uuid, entity);
    this.#companyBySlug.set(entity.slug, entity);
    return entity;
  }

  /** The company and its brands: a company job site lists both. */
  companyFamily(company: CompanyEntity): number[] {
    return this.companies
      .filter((candidate) => candidate === company || candidate.parentUuid === company.uuid)
      .map((candidate) => candidate.index);
  }
}

type CompanyRow = {
  id: string;
  slug: string;
  name: string;
  is_active: boolean;
  job_site_kind: number;
  parent_company_id: string | null;
};

export const companyColumns = 'id, slug, name, is_active, job_site_kind, parent_company_id';

export function companyFromRow(row: CompanyRow): Omit<CompanyEntity, 'index'> {
  return {
    uuid: row.id,
    slug: row.slug,
    name: row.name,
    isActive: row.is_active,
    isPublic: Number(row.job_site_kind) === 1,
    parentUuid: row.parent_company_id,
  };
}

export async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const [departments, cities, sectors, categories, occupations, companies] = await Promise.all([
    db.query<Entity & { iso2: string }>(
      `SELECT d.id, d.slug, d.name, co.iso2 FROM departments d JOIN countries co ON co.id = d.country_id`,
    ),
    db.query<Entity & { iso2: string; department_id: number; latitude: number; longitude: number }>(
      `SELECT ci.id, ci.slug, ci.display_name AS name, ci.department_id, ci.latitude, ci.longitude, co.iso2
         FROM cities ci JOIN countries co ON co.id = ci.country_id`,
    ),
    db.query<Entity>('SELECT id, slug, name FROM sectors'),
    db.query<Entity>('SELECT id, slug, title AS name FROM occupation_categories'),
    db.query<Entity & { category_id: number }>(
      'SELECT id, slug, title AS name, category_id FROM occupations',
    ),
    db.query<CompanyRow>(`SELECT ${companyColumns} FROM companies`),
  ]);
  return new Vocabulary({
    departments: departments.rows.map((row) => ({
      id: row.id,
      slug: placeSlug(row.slug, row.iso2),
      name: row.name,
    })),
    cities: cities.rows.map((row) => ({
      id: row.id,
      slug: placeSlug(row.slug, row.iso2),
      name: row.name,
      departmentId: row.department_id,
      latitude: row.latitude,
      longitude: row.longitude,
    })),
    sectors: sectors.rows,
    categories: categories.rows,
    occupations: occupations.rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      categoryId: row.category_id,
    })),
    companies: companies.rows.map(companyFromRow),
  });
}
