import { DEFAULT_LOCALE, type MegaMenuCard, paths } from '@camello/domain';
import { calls, type LandingLink } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { listLandings, occupationsOfCategory } from '../landings/landing-catalogue.ts';

const COMPANY_LANDING_PREFIX = /^trabaja-en-/;

/** The card title is the landing's subject: "Medellín", "Auxiliares contables", not the whole h1. */
function toCard(link: LandingLink, title: string, logo: string | null): MegaMenuCard {
  // A company card opens the company's own job site.
  const url =
    link.type === 'by-company' ? paths.company(link.slug.replace(COMPANY_LANDING_PREFIX, '')) : link.url;
  return { title, url, logo, icon: null, quotas: link.quotas };
}

/** The subject of an es-CO h1 (cards name places and trades, which are data, not wording). */
const subject = (h1: string) => {
  const words = h1.replace(/^Empleos (en el sector |en el departamento de |en |de )/, '');
  return words.charAt(0).toLocaleUpperCase('es-CO') + words.slice(1);
};

/** Mega menu (spec §7): every card of a landing type, most vacancies first; the page filters and caps them. */
export const megaMenuRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  declaredRoute(
    app,
    calls.jobs.megaMenu,
    {
      schema: {
        tags: ['mega-menu'],
        summary: 'Las tarjetas del mega menú de un tipo de landing',
      },
    },
    async (request) => {
      const { type } = request.params;
      const links = await listLandings(services, type, DEFAULT_LOCALE);
      const logos =
        type === 'by-company'
          ? await services.repositories.companies.logos(
              links.map((link) => link.slug.replace(COMPANY_LANDING_PREFIX, '')),
            )
          : new Map<string, string | null>();
      return links.map((link) =>
        toCard(link, subject(link.h1), logos.get(link.slug.replace(COMPANY_LANDING_PREFIX, '')) ?? null),
      );
    },
  );

  declaredRoute(
    app,
    calls.jobs.megaMenuByOccupation,
    {
      schema: {
        tags: ['mega-menu'],
        summary: 'Las tarjetas de los cargos de un área',
      },
    },
    async (request) => {
      const links = await occupationsOfCategory(services, request.params.parentSlug, DEFAULT_LOCALE);
      if (!links) throw httpError(404, 'apiError.categoryNotFound');
      return links.map((link) => toCard(link, subject(link.h1), null));
    },
  );
};
