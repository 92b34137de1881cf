import { type Locale, negotiateLocale } from '@camello/domain';
import type { FastifyRequest } from 'fastify';

export function requestLocale(request: FastifyRequest): Locale {
  return negotiateLocale(request.headers['accept-language']);
}
