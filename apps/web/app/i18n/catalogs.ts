import { catalogLocales, LOCALES, type Locale, type Messages } from '@camello/domain';

// Imported dynamically so that each catalog is a chunk of its own: a page downloads only what its
// locale needs (es-MX: its overrides and es-CO, its fallback). The build hands over parsed messages
// (catalog-chunks-plugin.ts), so the browser needs no ICU parser.
const importers: Readonly<Record<Locale, () => Promise<Messages>>> = {
  'es-CO': async () => (await import('./es-CO.json', { with: { type: 'json' } })).default,
  'es-MX': async () => (await import('./es-MX.json', { with: { type: 'json' } })).default,
  'en-US': async () => (await import('./en-US.json', { with: { type: 'json' } })).default,
};

const loaded: Partial<Record<Locale, Messages>> = {};

async function load(locale: Locale): Promise<void> {
  loaded[locale] ??= await importers[locale]();
}

/** Loads what `locale` needs: the browser loads its page's before hydrating (entry.client.tsx). */
export async function loadCatalog(locale: Locale): Promise<void> {
  await Promise.all(catalogLocales(locale).map(load));
}

/** The catalogs of `locale` in lookup order (its own, then its fallback's), which must have been loaded. */
export function catalogsOf(locale: Locale): Messages[] {
  return catalogLocales(locale).map((each) => {
    const catalog = loaded[each];
    if (!catalog) throw new Error(`The ${each} catalog is not loaded (see loadCatalog)`);
    return catalog;
  });
}

// The server renders every locale, so it loads them all before its first render; so do development
// and tests, whose browser-side renders mount without entry.client.tsx.
if (import.meta.env.SSR || import.meta.env.DEV) await Promise.all(LOCALES.map(loadCatalog));
