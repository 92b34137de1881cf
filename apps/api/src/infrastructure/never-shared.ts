import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireRole } from './request-user.ts';

/** onRequest hook of a signed-in route: one person's answer, refusals included, no shared cache keeps. */
export async function neverShared(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'private, no-store');
}

/** Route options of a candidate's own data: a candidate's session, answers no shared cache keeps. */
export const candidatesOnly = { onRequest: neverShared, preHandler: requireRole('candidate') };
