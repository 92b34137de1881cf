import { httpError } from '../infrastructure/http-errors.ts';
import type { Repositories } from '../services/repositories.ts';
import type { ScopeCompany } from '../vacancies/index.ts';

/** 404 unless the job site exists. */
export async function assertCompanyExists(
  companies: Repositories['companies'],
  slug: string,
): Promise<ScopeCompany> {
  const company = await companies.findScope(slug);
  if (!company) throw httpError(404, 'apiError.companyNotFound');
  return company;
}
