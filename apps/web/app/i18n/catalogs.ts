import type { Locale } from '@camello/domain';
import { enUS } from './en-US.ts';
import { type Catalog, esCO } from './es-CO.ts';
import { esMX } from './es-MX.ts';

// Browser code imports only types from @camello/domain: a value import would pull its zod
// schemas into the client bundle. The test beside this file keeps these in step with the domain.

export const catalogs: Readonly<Record<Locale, Catalog>> = {
  'es-CO': esCO,
  'es-MX': esMX,
  'en-US': enUS,
};

/** The locale of the source catalog, used whenever the page locale is unknown. */
export const FALLBACK_LOCALE: Locale = 'es-CO';

export function hasCatalog(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(catalogs, value);
}
