import { translate, type UserRole } from '@camello/domain';
import type { SessionUser } from '@camello/domain/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';
import { requestLocale } from './locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by authentication before the route's preHandlers run; null for an anonymous visitor. */
    user: SessionUser | null;
  }
}

/** Gives every request of the API a `user` slot, null until authentication fills it. */
export function registerRequestUser(app: FastifyInstance): void {
  app.decorateRequest('user', null);
}

function refuse(request: FastifyRequest, reply: FastifyReply, status: 401 | 403): FastifyReply {
  const key = status === 401 ? 'apiError.unauthorized' : 'apiError.forbidden';
  return reply.status(status).send(errorBody(status, translate(requestLocale(request), key)));
}

/** preHandler: 401 for an anonymous request. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return refuse(request, reply, 401);
}

/** preHandler: 401 for an anonymous request, 403 for a user of another role. */
export function requireRole(role: UserRole) {
  return async function requireRoleHook(request: FastifyRequest, reply: FastifyReply) {
    if (!request.user) return refuse(request, reply, 401);
    if (request.user.role !== role) return refuse(request, reply, 403);
  };
}

/** The user of a route behind `requireUser` or `requireRole`, which let no anonymous request through. */
export function signedInUserOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error('a signed-in route ran without its requireUser preHandler');
  return request.user;
}
