import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import { SESSION_SECURITY } from '../../infrastructure/openapi.ts';
import { signedInUserOf } from '../../infrastructure/request-user.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { companyOf } from '../analyst-scope.ts';

/** The referrals a company received through its referral page (`/referidos/{slug}`), and their CVs. */
export const referralListRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories, now } },
) => {
  declaredRoute(
    app,
    calls.analyst.referrals,
    {
      schema: {
        tags: ['analyst'],
        summary:
          'Los referidos que recibió la empresa por su página de referidos, del más reciente al más antiguo',
        security: SESSION_SECURITY,
      },
    },
    async (request) => ({ referrals: await repositories.referrals.listOf(companyOf(request).id) }),
  );

  declaredRoute(
    app,
    calls.analyst.referralCv,
    {
      schema: {
        tags: ['analyst'],
        summary: 'La hoja de vida (PDF o DOCX) de un referido; cada descarga queda registrada',
        security: SESSION_SECURITY,
      },
    },
    async (request, reply) => {
      const file = await repositories.referrals.cvOf(
        signedInUserOf(request).id,
        companyOf(request).id,
        request.params.referralId,
        now(),
      );
      if (!file) throw httpError(404, 'apiError.referralNotFound');
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(Buffer.from(file.content));
    },
  );
};
