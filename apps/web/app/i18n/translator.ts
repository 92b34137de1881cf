import type { Locale } from '@camello/domain';
import { catalogOf } from './catalogs.ts';
import type { MessageKey } from './es-CO.ts';

export type MessageValues = Readonly<Record<string, string | number>>;

export type Translator = {
  readonly locale: Locale;
  /** The message for `key` with `{name}` placeholders filled; numbers are formatted for the locale. */
  t(key: MessageKey, values?: MessageValues): string;
  formatNumber(value: number): string;
};

const PLACEHOLDER = /\{(\w+)\}/g;

function buildTranslator(locale: Locale): Translator {
  const catalog = catalogOf(locale);
  const plurals = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const formatNumber = (value: number): string => numbers.format(value);

  function t(key: MessageKey, values: MessageValues = {}): string {
    const message = catalog[key];
    const template =
      typeof message === 'string'
        ? message
        : plurals.select(Number(values.count)) === 'one'
          ? message.one
          : message.other;
    return template.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = values[name];
      if (value === undefined) return placeholder;
      return typeof value === 'number' ? formatNumber(value) : value;
    });
  }

  return { locale, t, formatNumber };
}

const translators = new Map<Locale, Translator>();

/**
 * The translator of `locale`. Translators hold no state, so each locale's is built once and
 * shared by every render: its Intl objects are costly to create on each request.
 */
export function createTranslator(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = buildTranslator(locale);
    translators.set(locale, translator);
  }
  return translator;
}
