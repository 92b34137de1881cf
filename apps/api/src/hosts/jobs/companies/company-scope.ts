import type { Db } from '@camello/db';
import { httpError } from '../http-errors.ts';

export type ScopeCompany = { id: string; slug: string; name: string; isPublic: boolean; brandCount: number };

/** The active company behind a job site slug, or null. */
export async function findScopeCompany(db: Db, slug: string): Promise<ScopeCompany | null> {
  const { rows } = await db.query<ScopeCompany>(
    `SELECT c.id, c.slug, c.name, c.job_site_kind = 1 AS "isPublic",
            (SELECT count(*) FROM companies b WHERE b.parent_company_id = c.id AND b.is_active) AS "brandCount"
       FROM companies c WHERE c.slug = $1 AND c.is_active`,
    [slug],
  );
  return rows[0] ?? null;
}

/** 404 unless the job site exists. */
export async function assertCompanyExists(db: Db, slug: string): Promise<ScopeCompany> {
  const company = await findScopeCompany(db, slug);
  if (!company) throw httpError(404, 'apiError.companyNotFound');
  return company;
}
