import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from './locale.ts';

/**
 * A catalog: message key ("namespace.name") → ICU MessageFormat message. Catalog files hold the
 * source text; a build may hand over the same messages already parsed (see the web's
 * catalog-chunks-plugin), so that a browser needs no parser.
 */
export type Messages = Readonly<Record<string, string | MessageFormatElement[]>>;
export type MessageParams = Readonly<Record<string, string | number | Date>>;

/** Formats the messages of one locale: its own catalog first, then es-CO for what it leaves out. */
export type MessageFormatter = (key: string, params?: MessageParams) => string;

/** A message without ICU syntax (no argument, quote or tag) is its own text: nothing to parse. */
export function isPlainMessage(message: string): boolean {
  return !/[{}'<]/.test(message);
}

export function createMessageFormatter(locale: Locale, catalogs: readonly Messages[]): MessageFormatter {
  const compiled = new Map<string, IntlMessageFormat | string>();
  return (key, params) => {
    let formatter = compiled.get(key);
    if (formatter === undefined) {
      const message = catalogs.find((catalog) => Object.hasOwn(catalog, key))?.[key];
      if (message === undefined) throw new RangeError(`No message "${key}" in locale ${locale}`);
      formatter =
        typeof message === 'string' && isPlainMessage(message)
          ? message
          : new IntlMessageFormat(message, locale);
      compiled.set(key, formatter);
    }
    if (typeof formatter === 'string') return formatter;
    // A placeholder without its parameter throws: that is a bug in the caller, not a text to show.
    return String(formatter.format(params));
  };
}
