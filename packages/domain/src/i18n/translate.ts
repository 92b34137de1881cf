import { IntlMessageFormat } from 'intl-messageformat';
import { enUS } from './catalogs/en-US.ts';
import { type Catalog, esCO } from './catalogs/es-CO.ts';
import { esMX } from './catalogs/es-MX.ts';
import type { Locale } from './locale.ts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Dotted path of a message, e.g. "employmentType.FULL_TIME". */
export type MessageKey = Leaves<Catalog>;
export type MessageParams = Record<string, string | number | Date>;

export const CATALOGS: Record<Locale, Catalog> = { 'es-CO': esCO, 'es-MX': esMX, 'en-US': enUS };

function flatten(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );
}

const messages = new Map(
  Object.entries(CATALOGS).map(([locale, catalog]) => [locale, new Map(flatten(catalog))] as const),
);
const compiled = new Map<string, IntlMessageFormat>();

function formatterFor(locale: Locale, key: MessageKey): IntlMessageFormat {
  const cacheKey = `${locale}\u0000${key}`;
  let formatter = compiled.get(cacheKey);
  if (!formatter) {
    const message = messages.get(locale)?.get(key);
    if (message === undefined) throw new RangeError(`No message "${key}" in locale ${locale}`);
    formatter = new IntlMessageFormat(message, locale);
    compiled.set(cacheKey, formatter);
  }
  return formatter;
}

/**
 * The message for `key` in `locale`, with ICU placeholders filled from `params`. A placeholder
 * without its parameter throws: that is a bug in the caller, not a text to show.
 */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return String(formatterFor(locale, key).format(params));
}

/** Every key of the catalogs, for tooling and tests. */
export const MESSAGE_KEYS = [...(messages.get('es-CO')?.keys() ?? [])] as MessageKey[];
