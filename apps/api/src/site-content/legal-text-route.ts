import { calls, LEGAL_TEXT_KINDS, type LegalTextKind } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { httpError } from '../infrastructure/http-errors.ts';
import type { HostOptions } from '../services/app-services.ts';

/** A new version shows within minutes: caches keep a text 5 minutes, as the site keeps its pages. */
const LEGAL_TEXT_CACHE = 'public, max-age=300, stale-while-revalidate=600';

const isLegalTextKind = (kind: string): kind is LegalTextKind =>
  (LEGAL_TEXT_KINDS as readonly string[]).includes(kind);

/** The terms and the personal-data policy in force, for their pages and for the sign-up form. */
export const legalTextRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories, now } },
) => {
  declaredRoute(
    app,
    calls.profile.legalText,
    {
      schema: {
        tags: ['profile'],
        summary: 'La versión vigente de los términos (terms) o de la política de datos (data_policy)',
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const text = isLegalTextKind(kind) ? await repositories.legalTexts.inForce(kind, now()) : undefined;
      if (!text) throw httpError(404, 'apiError.legalTextNotFound');
      reply.header('cache-control', LEGAL_TEXT_CACHE);
      return text;
    },
  );
};
