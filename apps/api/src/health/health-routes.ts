import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import type { HostOptions } from '../services/app-services.ts';

export const systemRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services: { db, search } }) => {
  declaredRoute(
    app,
    calls.system.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Estado del servicio, de la base de datos y del índice de búsqueda',
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      const databaseOk = await db.query('select 1').then(
        () => true,
        () => false,
      );
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      const { vacancies, lastRefreshAt } = search.stats();
      // An instance whose index is still loading would make searches wait: a proxy keeps it out
      // until it is ready. A stale index is reported, not failed: a long rebuild is not an outage.
      const indexReady = lastRefreshAt !== null;
      const ok = databaseOk && indexReady;
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { ok: databaseOk, driver: db.kind, latencyMs },
        searchIndex: {
          ready: indexReady,
          vacancies,
          ageSeconds: lastRefreshAt ? Math.round((Date.now() - lastRefreshAt.getTime()) / 100) / 10 : null,
        },
        uptimeSeconds: Math.round(process.uptime()),
        memoryMb: memoryMegabytes(),
      });
    },
  );
};

function memoryMegabytes() {
  const { rss, heapTotal, heapUsed, external } = process.memoryUsage();
  const megabytes = (bytes: number) => Math.round(bytes / 1_048_576);
  return {
    resident: megabytes(rss),
    heapTotal: megabytes(heapTotal),
    heapUsed: megabytes(heapUsed),
    external: megabytes(external),
  };
}
