import type { MessageKey } from '@camello/domain';
import type { LinkedCompany } from '@camello/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../infrastructure/http-errors.ts';
import { neverShared } from '../infrastructure/never-shared.ts';
import { requireRole, signedInUserOf } from '../infrastructure/request-user.ts';
import type { AppServices } from '../services/app-services.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** On an analyst route that names a company: that company, one the analyst is linked to. */
    analystCompany: LinkedCompany | null;
  }
}

const requireAnalyst = requireRole('analyst');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The hooks of the analyst host: never shared, analysts only (401, 403), and a `{companyId}` of the
 * path must be a company the analyst is linked to, else 404 (as if it did not exist), and a
 * `{vacancyId}`, `{brandId}`, `{invitationId}` or `{referralId}` one of that company's. A malformed id
 * is none of theirs either: 404 too.
 */
export function analystScope(app: FastifyInstance, { repositories }: AppServices): void {
  /** The ids a path may name besides the company's, each with how to tell it is the company's. */
  const owned: Record<string, [(companyId: string, id: string) => Promise<boolean>, MessageKey]> = {
    vacancyId: [
      (companyId, id) => repositories.analystVacancies.belongs(companyId, id),
      'apiError.vacancyNotFound',
    ],
    brandId: [
      (companyId, id) => repositories.analystCompanies.isBrandOf(companyId, id),
      'apiError.brandNotFound',
    ],
    invitationId: [
      (companyId, id) => repositories.analystInvitations.isPendingOf(companyId, id),
      'apiError.invitationNotFound',
    ],
    referralId: [(companyId, id) => repositories.referrals.isOf(companyId, id), 'apiError.referralNotFound'],
  };
  app.decorateRequest('analystCompany', null);
  app.addHook('onRequest', neverShared);
  // Before validation: a candidate gets 403 and another company 404 whatever the body holds.
  app.addHook('preValidation', requireAnalyst);
  app.addHook('preValidation', async (request) => {
    if (request.user?.role !== 'analyst') return;
    const companyId = (request.params as { companyId?: unknown } | undefined)?.companyId;
    if (companyId === undefined) return;
    const company =
      typeof companyId === 'string' && UUID.test(companyId)
        ? await repositories.analystCompanies.linked(request.user.id, companyId)
        : null;
    if (!company) throw httpError(404, 'apiError.companyNotFound');
    // What else the path names must be that company's, whatever the body holds.
    const params = request.params as Record<string, unknown>;
    for (const [name, [belongs, notFound]] of Object.entries(owned)) {
      const id = params[name];
      if (id === undefined) continue;
      if (!(typeof id === 'string' && UUID.test(id) && (await belongs(company.id, id))))
        throw httpError(404, notFound);
    }
    request.analystCompany = company;
  });
}

/** The company of a route whose path names one, checked by the host's scope hook. */
export function companyOf(request: FastifyRequest): LinkedCompany {
  signedInUserOf(request);
  if (!request.analystCompany) throw new Error('an analyst route about a company ran without its scope hook');
  return request.analystCompany;
}
