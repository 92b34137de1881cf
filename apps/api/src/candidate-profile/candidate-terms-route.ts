import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptingClientOf } from '../infrastructure/accepting-client.ts';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { httpError } from '../infrastructure/http-errors.ts';
import { candidatesOnly } from '../infrastructure/never-shared.ts';
import { SESSION_SECURITY } from '../infrastructure/openapi.ts';
import { signedInUserOf } from '../infrastructure/request-user.ts';
import type { HostOptions } from '../services/app-services.ts';

/**
 * `GET /v1/candidate-terms/verify` and `POST /v1/candidate-terms` (spec §7, §5 last rule): whether
 * the candidate accepted the versions in force of the terms and of the data policy, which applying
 * needs, and the acceptance itself, recorded with its time, address and browser (Ley 1581).
 */
export const candidateTermsRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories, now, db } },
) => {
  declaredRoute(
    app,
    calls.profile.candidateTerms,
    {
      schema: {
        tags: ['profile'],
        summary: 'Si el candidato aceptó las versiones vigentes de los términos y de la política de datos',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => repositories.legalTexts.acceptanceOf(signedInUserOf(request).id, now()),
  );

  declaredRoute(
    app,
    calls.profile.acceptCandidateTerms,
    {
      schema: {
        tags: ['profile'],
        summary: 'Aceptar las versiones vigentes de los términos y de la política de datos',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => {
      const { id: userId } = signedInUserOf(request);
      const at = now();
      return db.transaction(async (tx) => {
        const { inForce } = await repositories.legalTexts.acceptanceOf(userId, at, tx);
        const read = request.body.versions;
        // Consent counts for the version the candidate read: a newer one must be read first.
        if (inForce.some((text) => read[text.kind] !== text.version))
          throw httpError(409, 'apiError.termsVersionChanged', {}, { reason: 'termsVersionChanged' });
        await repositories.legalTexts.acceptInForce(userId, at, acceptingClientOf(request), tx);
        return repositories.legalTexts.acceptanceOf(userId, at, tx);
      });
    },
  );
};
