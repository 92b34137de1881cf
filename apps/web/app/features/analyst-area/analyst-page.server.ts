import type { LinkedCompany } from '@camello/domain/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { userApiCallContextOf } from '../../shared/api/api-call-context.server.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import type { UserApiCallContext } from '../../shared/api/user-api.server.ts';
import { requireUser } from '../../shared/session.server.ts';
import { linkedCompanyBySlug } from './analyst-api.server.ts';

/** The headers of every analyst page: one person's, kept by no cache. */
export const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * The company of an analyst page's `:companySlug` and the signed-in analyst's API calls: a visitor
 * signs in first, a candidate gets 403 and a company the analyst is not linked to 404.
 */
export async function analystPageCompany(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
): Promise<{ call: UserApiCallContext; company: LinkedCompany }> {
  const user = await requireUser(request, context);
  if (user.role !== 'analyst') throw data(null, { status: 403, headers: PRIVATE });
  const call = userApiCallContextOf(request, context);
  return { call, company: await linkedCompanyBySlug(call, slug) };
}

/**
 * A file of one of the analyst's companies (a CV), as a download; 404 when the API has none for
 * them (another company's, or none sent).
 */
export async function analystFileDownload(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
  download: (call: UserApiCallContext, companyId: string) => Promise<Response>,
): Promise<Response> {
  const { call, company } = await analystPageCompany(request, context, slug);
  try {
    return await download(call, company.id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new Response(null, { status: 404, headers: PRIVATE });
    throw error;
  }
}
