import { healthSchema } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostOptions } from '../services/app-services.ts';

export const systemRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services: { db } }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Estado del servicio y de la base de datos',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      const ok = await db.query('select 1').then(
        () => true,
        () => false,
      );
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { ok, driver: db.kind, latencyMs },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
