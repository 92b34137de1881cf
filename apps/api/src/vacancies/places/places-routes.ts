import { negotiateLocale } from '@camello/domain';
import { type CountryGuess, calls } from '@camello/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import type { HostOptions } from '../../services/app-services.ts';

const REGIONS = { co: 'es-CO', mx: 'es-MX', us: 'en-US' } as const;
type RegionCode = keyof typeof REGIONS;
const isRegion = (code: string): code is RegionCode => code in REGIONS;

/** Headers in which CDNs and GeoIP modules of proxies name the visitor's country (ISO 3166-1). */
const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-appengine-country',
  'x-country-code',
];

/**
 * The visitor's country as a proxy we trust says it. A country header is believed only when the
 * request came through a proxy of TRUST_PROXY that named the visitor (`request.ips` then holds
 * more than the socket's address): anyone can send the header to the API directly.
 */
function countryFromProxy(request: FastifyRequest): string | null {
  if ((request.ips?.length ?? 0) < 2) return null;
  for (const name of COUNTRY_HEADERS) {
    const value = request.headers[name];
    const code = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
    if (code && /^[a-z]{2}$/.test(code)) return code;
  }
  return null;
}

/** Its guess for the region modal: a proxy's country, else the browser's language, else Colombia. */
export function guessCountry(request: FastifyRequest): CountryGuess {
  const proxied = countryFromProxy(request);
  if (proxied && isRegion(proxied)) return { code: proxied, language: REGIONS[proxied], source: 'proxy' };
  const acceptLanguage = request.headers['accept-language'];
  if (acceptLanguage) {
    const language = negotiateLocale(acceptLanguage);
    const code =
      (Object.keys(REGIONS) as RegionCode[]).find((region) => REGIONS[region] === language) ?? 'co';
    return { code, language: REGIONS[code], source: 'accept-language' };
  }
  return { code: 'co', language: 'es-CO', source: 'default' };
}

/** A city's label for forms (the search is the résumé's) and the visitor's likely country (spec §7). */
export const placesRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories } },
) => {
  declaredRoute(
    app,
    calls.jobs.cityLabel,
    {
      schema: {
        tags: ['jobs'],
        summary: 'El nombre de una ciudad con su departamento o estado',
      },
    },
    async (request, reply) => {
      const city = await repositories.places.cityById(request.query.id);
      if (!city) throw httpError(404, 'apiError.cityNotFound');
      reply.header('cache-control', 'public, max-age=3600');
      return city;
    },
  );

  declaredRoute(
    app,
    calls.jobs.countryOfIp,
    {
      schema: {
        tags: ['jobs'],
        summary: 'El país probable del visitante (por su proxy de confianza o su idioma)',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return guessCountry(request);
    },
  );
};
