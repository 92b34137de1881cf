import { type Locale, negotiateLocale } from '@camello/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export function requestLocale(request: FastifyRequest): Locale {
  return negotiateLocale(request.headers['accept-language']);
}

/** API answers are worded by `Accept-Language` (messages, labels, landing texts): caches must key on it. */
export function registerLocaleVary(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    const vary = reply.getHeader('vary');
    if (vary === undefined) reply.header('vary', 'Accept-Language');
    else if (!/accept-language/i.test(String(vary))) reply.header('vary', `${vary}, Accept-Language`);
  });
}
