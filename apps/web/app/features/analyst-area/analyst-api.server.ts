import { calls, type LinkedCompany } from '@camello/domain/contracts';
import { data } from 'react-router';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** `GET /api/analyst/v1/companies`: the companies the signed-in analyst works for. */
export async function listLinkedCompanies(call: UserApiCallContext): Promise<LinkedCompany[]> {
  const { companies } = await userApiCall(call, calls.analyst.companies);
  return companies;
}

/** The analyst's company behind a page's `:companySlug`; a 404 page for one they are not linked to. */
export async function linkedCompanyBySlug(call: UserApiCallContext, slug: string): Promise<LinkedCompany> {
  const company = (await listLinkedCompanies(call)).find((each) => each.slug === slug);
  if (!company) throw data(null, { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  return company;
}

/** `POST /api/analyst/v1/companies`: "Invitar una empresa", a new company the analyst owns. */
export function createCompany(call: UserApiCallContext, name: string): Promise<LinkedCompany> {
  return userApiCall(call, calls.analyst.linkCompany, { body: { name } });
}

/** `DELETE /api/analyst/v1/companies/{companyId}`: the analyst leaves the company. */
export async function unlinkCompany(call: UserApiCallContext, companyId: string): Promise<void> {
  await userApiCall(call, calls.analyst.unlinkCompany, { params: { companyId } });
}
