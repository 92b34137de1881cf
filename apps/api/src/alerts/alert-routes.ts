import { createHash, randomBytes } from 'node:crypto';
import { type Locale, translate } from '@camello/domain';
import { calls, type FiltersQuery } from '@camello/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { httpError } from '../infrastructure/http-errors.ts';
import { requestLocale } from '../infrastructure/locale.ts';
import { candidatesOnly } from '../infrastructure/never-shared.ts';
import { SESSION_SECURITY } from '../infrastructure/openapi.ts';
import { signedInUserOf } from '../infrastructure/request-user.ts';
import { limitRequests, rateLimitRules } from '../security/rate-limit.ts';
import type { AppServices, HostOptions } from '../services/app-services.ts';
import { alertConfirmationMail } from './alert-mail.ts';
import type { JobAlertRow } from './job-alerts-repository.ts';

const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function toJobAlert(row: JobAlertRow) {
  return {
    id: row.id,
    title: row.title,
    query: row.query,
    filters: row.filters,
    frequency: row.frequency,
    paused: row.paused,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

/** What an alert looks for, in words: the term, the places, and how many other filters narrow it. */
async function alertTitle(services: AppServices, locale: Locale, query: string, filters: FiltersQuery) {
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate(locale, key, params);
  const places = [
    ...(await services.search.describe('city', filters.city ?? [])),
    ...(await services.search.describe('department', filters.department ?? [])),
  ].map((place) => place.name);
  const what = query.trim() || t('jobAlert.title.all');
  const title = places.length > 0 ? t('jobAlert.title.where', { what, where: places.join(', ') }) : what;
  const others = Object.entries(filters).filter(
    ([field, value]) => value !== undefined && field !== 'city' && field !== 'department',
  ).length;
  return (others > 0 ? t('jobAlert.title.more', { title, count: others }) : title).slice(0, 200);
}

/**
 * Job alerts (spec §7: `POST /v1/mimir-alerts/alert` and `/alert-public`): a candidate's own, listed,
 * changed and deleted; a visitor's, confirmed by the link of an e-mail; and the one-click
 * unsubscribe of every alert e-mail, which needs no sign-in.
 */
export const jobAlertRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, rateLimiter } = services;
  const alerts = repositories.jobAlerts;
  const origin = (request: FastifyRequest) =>
    services.publicOrigin ?? `${request.protocol}://${request.host}`;

  declaredRoute(
    app,
    calls.jobs.createAlert,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Crear una alerta de empleo con la búsqueda actual (término y filtros)',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => {
      const { id: userId } = signedInUserOf(request);
      const { query, filters, frequency } = request.body;
      const locale = requestLocale(request);
      const title = await alertTitle(services, locale, query, filters);
      const row = await alerts.createForCandidate(
        userId,
        { title, query, filters, frequency, locale },
        newToken(),
      );
      if (!row) throw httpError(403, 'apiError.forbidden');
      return toJobAlert(row);
    },
  );

  declaredRoute(
    app,
    calls.jobs.alerts,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Las alertas de empleo del candidato, la más reciente primero',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => ({
      alerts: (await alerts.listOfCandidate(signedInUserOf(request).id)).map(toJobAlert),
    }),
  );

  declaredRoute(
    app,
    calls.jobs.updateAlert,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Cambiar la frecuencia de una alerta o ponerla en pausa',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => {
      const row = await alerts.update(signedInUserOf(request).id, request.params.alertId, request.body ?? {});
      if (!row) throw httpError(404, 'apiError.notFound');
      return toJobAlert(row);
    },
  );

  declaredRoute(
    app,
    calls.jobs.deleteAlert,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Borrar una alerta de empleo',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => {
      if (!(await alerts.remove(signedInUserOf(request).id, request.params.alertId)))
        throw httpError(404, 'apiError.notFound');
      return { deleted: true as const };
    },
  );

  declaredRoute(
    app,
    calls.jobs.createPublicAlert,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Crear una alerta de empleo sin cuenta: llega un correo para confirmarla',
      },
      preHandler: limitRequests(rateLimiter, [
        { rule: rateLimitRules.signUpPerIp, subjectOf: (request) => request.ip },
        {
          rule: rateLimitRules.emailPerAddress,
          subjectOf: (request) => (request.body as { email?: string } | undefined)?.email,
        },
      ]),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { email, phone, query, filters, frequency } = request.body;
      const locale = requestLocale(request);
      const title = await alertTitle(services, locale, query, filters);
      const token = newToken();
      const alert = await alerts.createPublic(
        { email, phone },
        { title, query, filters, frequency, locale },
        hashOf(token),
        newToken(),
      );
      // Already confirmed: the same answer, and no e-mail (it says nothing about the address).
      if (!alert.confirmed) {
        if (!services.outbox) throw new Error('no mailer is configured');
        await services.outbox.send(
          alertConfirmationMail({
            locale,
            to: email,
            title,
            origin: origin(request),
            token,
            linkToken: alert.linkToken,
          }),
          `alert-confirmation:${hashOf(token)}`,
        );
      }
      return { confirmationSent: true as const };
    },
  );

  declaredRoute(
    app,
    calls.jobs.confirmPublicAlert,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Confirmar una alerta de empleo sin cuenta con el enlace de su correo',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const confirmed = await alerts.confirm(hashOf(request.body.token));
      if (!confirmed) throw httpError(400, 'apiError.invalidLink');
      return confirmed;
    },
  );

  const managed = (row: JobAlertRow | undefined) => {
    if (!row) throw httpError(400, 'apiError.invalidLink');
    return { title: row.title, frequency: row.frequency, paused: row.paused };
  };

  declaredRoute(
    app,
    calls.jobs.managedAlert,
    {
      schema: {
        tags: ['jobs'],
        summary: 'La alerta del enlace de sus correos, sin iniciar sesión',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return managed(await alerts.byLinkToken(request.query.token));
    },
  );

  declaredRoute(
    app,
    calls.jobs.updateManagedAlert,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Pausar o cambiar la frecuencia de la alerta del enlace de sus correos, sin iniciar sesión',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return managed(await alerts.updateByLinkToken(request.query.token, request.body ?? {}));
    },
  );

  declaredRoute(
    app,
    calls.jobs.deleteManagedAlert,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Borrar la alerta del enlace de sus correos, con el correo y el celular que guardaba',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      if (!(await alerts.removeByLinkToken(request.query.token)))
        throw httpError(400, 'apiError.invalidLink');
      return { deleted: true as const };
    },
  );

  declaredRoute(
    app,
    calls.jobs.unsubscribeAlert,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Cancelar una alerta con el enlace de sus correos (un clic, RFC 8058), sin iniciar sesión',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const unsubscribed = await alerts.unsubscribe(request.query.token);
      if (!unsubscribed) throw httpError(400, 'apiError.invalidLink');
      return unsubscribed;
    },
  );
};
