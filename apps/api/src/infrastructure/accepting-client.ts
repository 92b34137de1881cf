import type { FastifyRequest } from 'fastify';

/** Who accepted: the client address and browser a consent record keeps as its proof (Decreto 1377, art. 8). */
export type AcceptingClient = { ipAddress: string; userAgent: string | null };

/** Enough for any real browser's User-Agent; a consent record keeps no more of it. */
const USER_AGENT_MAX_LENGTH = 512;

/** The address and browser a consent record keeps as its proof, from the request that gave it. */
export function acceptingClientOf(request: FastifyRequest): AcceptingClient {
  return {
    ipAddress: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  };
}
