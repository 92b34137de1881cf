import type { Db } from '@camello/db';
import { slugify } from '@camello/domain';
import type { Brand, BrandRequest, LinkedCompany } from '@camello/domain/contracts';

const LINKED_COMPANY_COLUMNS = `c.id, c.slug, c.name, c.logo_url AS "logoUrl", ac.role,
  c.job_site_kind = 1 AS "isPublic", c.parent_company_id AS "parentCompanyId",
  (SELECT count(*)::int FROM vacancies v WHERE coalesce(v.hiring_company_id, v.company_id) = c.id AND v.status = 'published') AS "publishedVacancies",
  (SELECT count(*)::int FROM vacancies v WHERE coalesce(v.hiring_company_id, v.company_id) = c.id) AS "totalVacancies",
  (SELECT count(*)::int FROM analyst_companies o WHERE o.company_id = c.id) AS "analystCount"`;

const BRAND_COLUMNS = `id, slug, name, logo_url AS "logoUrl", primary_color AS "primaryColor",
  secondary_color AS "secondaryColor"`;

/**
 * Inserts an active company named `name` with a slug of its own (its name's, with a suffix when
 * taken) and a public job site; `countrySql` picks its country, with `params` as $3 onwards.
 */
async function insertCompany(run: Db, name: string, countrySql: string, params: unknown[]): Promise<string> {
  const base = slugify(name, 60) || 'empresa';
  const { rows } = await run.query<{ id: string }>(
    `INSERT INTO companies (slug, name, country_id, job_site_kind)
     SELECT CASE WHEN EXISTS (SELECT 1 FROM companies WHERE slug = $1)
                 THEN $1 || '-' || substr(md5(random()::text), 1, 6) ELSE $1 END,
            $2, ${countrySql}, 1
     RETURNING id`,
    [base, name, ...params],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('The company insert returned no row');
  return id;
}

/** The links between analysts and the companies they work for: the scope of every analyst route. */
export function analystCompaniesRepository(db: Db) {
  return {
    /** The active companies the analyst is linked to, by name. */
    async listOf(analystId: string, tx: Db = db): Promise<LinkedCompany[]> {
      const { rows } = await tx.query<LinkedCompany>(
        `SELECT ${LINKED_COMPANY_COLUMNS}
           FROM analyst_companies ac JOIN companies c ON c.id = ac.company_id
          WHERE ac.analyst_id = $1 AND c.is_active
          ORDER BY c.name, c.id`,
        [analystId],
      );
      return rows;
    },

    /** One company of the analyst's, or null when they are not linked to it (or it does not exist). */
    async linked(analystId: string, companyId: string, tx: Db = db): Promise<LinkedCompany | null> {
      const { rows } = await tx.query<LinkedCompany>(
        `SELECT ${LINKED_COMPANY_COLUMNS}
           FROM analyst_companies ac JOIN companies c ON c.id = ac.company_id
          WHERE ac.analyst_id = $1 AND ac.company_id = $2 AND c.is_active`,
        [analystId, companyId],
      );
      return rows[0] ?? null;
    },

    /** Links the analyst to the company (again: nothing changes); true when the link is new. */
    async link(
      analystId: string,
      companyId: string,
      role: LinkedCompany['role'],
      tx: Db = db,
    ): Promise<boolean> {
      const { rows } = await tx.query(
        `INSERT INTO analyst_companies (analyst_id, company_id, role) VALUES ($1, $2, $3)
         ON CONFLICT (analyst_id, company_id) DO NOTHING RETURNING 1`,
        [analystId, companyId, role],
      );
      return rows.length > 0;
    },

    /** Ends the analyst's link to the company; false when there was none. */
    async unlink(analystId: string, companyId: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        'DELETE FROM analyst_companies WHERE analyst_id = $1 AND company_id = $2 RETURNING 1',
        [analystId, companyId],
      );
      return rows.length > 0;
    },

    /**
     * A new company with a public job site (its vacancies are listed in the site's search; its
     * analyst can make it private), in the country of the analyst's first company (Colombia
     * without one), with its analyst as owner.
     */
    async create(analystId: string, name: string, tx: Db = db): Promise<string> {
      return tx.transaction(async (run) => {
        const id = await insertCompany(
          run,
          name,
          `coalesce((SELECT c.country_id FROM analyst_companies ac JOIN companies c ON c.id = ac.company_id
                      WHERE ac.analyst_id = $3 ORDER BY ac.created_at LIMIT 1),
                    (SELECT id FROM countries WHERE iso2 = 'co'))`,
          [analystId],
        );
        await run.query(
          `INSERT INTO analyst_companies (analyst_id, company_id, role) VALUES ($1, $2, 'owner')`,
          [analystId, id],
        );
        return id;
      });
    },

    /** Whether `brandId` is an active brand of the company. */
    async isBrandOf(companyId: string, brandId: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        'SELECT 1 FROM companies WHERE id = $2 AND parent_company_id = $1 AND is_active',
        [companyId, brandId],
      );
      return rows.length > 0;
    },

    /** The company's active brands, by name. */
    async brandsOf(companyId: string, tx: Db = db): Promise<Brand[]> {
      const { rows } = await tx.query<Brand>(
        `SELECT ${BRAND_COLUMNS} FROM companies WHERE parent_company_id = $1 AND is_active ORDER BY name, id`,
        [companyId],
      );
      return rows;
    },

    /**
     * A new brand of the company (a company of its own, in its country, with a public job site),
     * whose analysts are the company's, with the same roles.
     */
    async createBrand(companyId: string, brand: BrandRequest, tx: Db = db): Promise<Brand> {
      return tx.transaction(async (run) => {
        const id = await insertCompany(run, brand.name, '(SELECT country_id FROM companies WHERE id = $3)', [
          companyId,
        ]);
        await run.query(
          `UPDATE companies SET parent_company_id = $2, logo_url = $3, primary_color = $4, secondary_color = $5
            WHERE id = $1`,
          [id, companyId, brand.logoUrl, brand.primaryColor, brand.secondaryColor],
        );
        await run.query(
          `INSERT INTO analyst_companies (analyst_id, company_id, role)
           SELECT analyst_id, $2, role FROM analyst_companies WHERE company_id = $1`,
          [companyId, id],
        );
        const { rows } = await run.query<Brand>(`SELECT ${BRAND_COLUMNS} FROM companies WHERE id = $1`, [id]);
        if (!rows[0]) throw new Error('the new brand was not found');
        return rows[0];
      });
    },

    /** Changes a brand of the company; null when the company has no such brand. */
    async updateBrand(
      companyId: string,
      brandId: string,
      brand: BrandRequest,
      tx: Db = db,
    ): Promise<Brand | null> {
      const { rows } = await tx.query<Brand>(
        `UPDATE companies SET name = $3, logo_url = $4, primary_color = $5, secondary_color = $6
          WHERE id = $2 AND parent_company_id = $1 AND is_active
          RETURNING ${BRAND_COLUMNS}`,
        [companyId, brandId, brand.name, brand.logoUrl, brand.primaryColor, brand.secondaryColor],
      );
      return rows[0] ?? null;
    },
  };
}
