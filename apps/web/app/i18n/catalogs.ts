import { LOCALES, type Locale } from '@camello/domain';
import type { Catalog } from './es-CO.ts';

// Imported dynamically so that each catalog is a chunk of its own: a page downloads only its own.
const importers: Readonly<Record<Locale, () => Promise<Catalog>>> = {
  'es-CO': async () => (await import('./es-CO.ts')).esCO,
  'es-MX': async () => (await import('./es-MX.ts')).esMX,
  'en-US': async () => (await import('./en-US.ts')).enUS,
};

const loaded: Partial<Record<Locale, Catalog>> = {};

/** Loads the catalog of `locale`: the browser loads its page's before hydrating (entry.client.tsx). */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  loaded[locale] ??= await importers[locale]();
  return loaded[locale];
}

/** The catalog of `locale`, which must have been loaded. */
export function catalogOf(locale: Locale): Catalog {
  const catalog = loaded[locale];
  if (!catalog) throw new Error(`The ${locale} catalog is not loaded (see loadCatalog)`);
  return catalog;
}

// The server renders every locale, so it loads them all before its first render; so do development
// and tests, whose browser-side renders mount without entry.client.tsx.
if (import.meta.env.SSR || import.meta.env.DEV) await Promise.all(LOCALES.map(loadCatalog));
