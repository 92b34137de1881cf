import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { requestLocale } from '../infrastructure/locale.ts';
import { limitRequests, rateLimitRules } from '../security/rate-limit.ts';
import type { HostOptions } from '../services/app-services.ts';

/** The digital library (spec §7: GET /v2/overdrive/books/all) and the feedback button's form. */
export const libraryRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, rateLimiter, now } = services;

  declaredRoute(
    app,
    calls.profile.books,
    {
      schema: {
        tags: ['profile'],
        summary: 'Los libros de la biblioteca digital',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=600');
      return repositories.library.listBooks();
    },
  );

  declaredRoute(
    app,
    calls.profile.feedback,
    {
      schema: {
        tags: ['profile'],
        summary: 'Guardar la opinión del botón de comentarios, con la página en que se dio',
      },
      preHandler: limitRequests(rateLimiter, [
        { rule: rateLimitRules.feedbackPerIp, subjectOf: (request) => request.ip },
      ]),
    },
    async (request, reply) => {
      await repositories.feedback.insert({ ...request.body, locale: requestLocale(request) }, now());
      reply.status(201);
      return { saved: true as const };
    },
  );
};
