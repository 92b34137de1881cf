import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import { SESSION_SECURITY } from '../../infrastructure/openapi.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { companyOf } from '../analyst-scope.ts';

/** A company's settings: general, job site kind, personal-data policy link, referral page. */
export const settingsRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories } },
) => {
  const found = async (companyId: string) => {
    const settings = await repositories.companySettings.get(companyId);
    if (!settings) throw httpError(404, 'apiError.companyNotFound');
    return settings;
  };

  declaredRoute(
    app,
    calls.analyst.settings,
    {
      schema: {
        tags: ['analyst'],
        summary: 'La configuración de la empresa (lo que muestra su sitio de empleo)',
        security: SESSION_SECURITY,
      },
    },
    async (request) => found(companyOf(request).id),
  );

  declaredRoute(
    app,
    calls.analyst.saveSettings,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Guardar la configuración de la empresa; el HTML se limpia al guardar',
        security: SESSION_SECURITY,
      },
    },
    async (request) => {
      const { id } = companyOf(request);
      await repositories.companySettings.save(id, request.body);
      return found(id);
    },
  );
};
