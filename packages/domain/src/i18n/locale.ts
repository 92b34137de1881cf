import { z } from 'zod';

export const LOCALES = ['es-CO', 'es-MX', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const localeSchema = z.enum(LOCALES);
export const DEFAULT_LOCALE: Locale = 'es-CO';

/**
 * The catalogs of a locale listed here hold only what it words differently, and it falls back to
 * the other locale for the rest. Any other locale words every message itself (the catalog tests
 * check it), so that no Spanish leaks into English.
 */
export const FALLBACK_LOCALES: Readonly<Partial<Record<Locale, Locale>>> = { 'es-MX': 'es-CO' };

/** The locales whose catalogs `locale` needs, in lookup order. */
export function catalogLocales(locale: Locale): Locale[] {
  const fallback = FALLBACK_LOCALES[locale];
  return fallback ? [locale, ...catalogLocales(fallback)] : [locale];
}

/** Any other Spanish (es, es-AR, es-419...) reads best in the default Colombian catalog. */
const LOCALE_BY_LANGUAGE: ReadonlyMap<string, Locale> = new Map([
  ['es', 'es-CO'],
  ['en', 'en-US'],
]);

type WeightedRange = { range: string; quality: number; position: number };

function parseAcceptLanguage(header: string): WeightedRange[] {
  return header
    .split(',')
    .map((part, position) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const qualityParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
      return { range: range.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, position };
    })
    .filter(({ range, quality }) => range !== '' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
}

function localeForRange(range: string): Locale | undefined {
  const exact = LOCALES.find((locale) => locale.toLowerCase() === range);
  if (exact) return exact;
  if (range === '*') return DEFAULT_LOCALE;
  const language = range.split('-')[0] ?? '';
  return LOCALE_BY_LANGUAGE.get(language);
}

/**
 * Picks the catalog for an `Accept-Language` header: ranges by descending quality, an exact
 * locale first, then the language alone; anything unknown falls back to es-CO.
 */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  for (const { range } of parseAcceptLanguage(acceptLanguage)) {
    const locale = localeForRange(range);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** `build` run once per locale, on first use: for what is costly to make and the same for every request. */
export function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    if (!built.has(locale)) built.set(locale, build(locale));
    return built.get(locale) as T;
  };
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
