import type { FastifyReply, FastifyRequest } from 'fastify';

/** onRequest hook of a signed-in route: one person's answer, refusals included, no shared cache keeps. */
export async function neverShared(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'private, no-store');
}
