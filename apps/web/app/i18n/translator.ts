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

const PLACEHOLDER = /\{(\w+)\}/;

/** A message split at its placeholders: texts at even indices, placeholder names at odd ones. */
type Template = readonly string[];

function buildTranslator(locale: Locale): Translator {
  const catalog = catalogOf(locale);
  const plurals = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const formatNumber = (value: number): string => numbers.format(value);
  // Each message is split once, on first use, rather than scanned on every call.
  const templates = new Map<string, Template>();

  function templateOf(message: string): Template {
    let template = templates.get(message);
    if (!template) {
      template = message.split(PLACEHOLDER);
      templates.set(message, template);
    }
    return template;
  }

  function t(key: MessageKey, values: MessageValues = {}): string {
    const message = catalog[key];
    const template = templateOf(
      typeof message === 'string'
        ? message
        : plurals.select(Number(values.count)) === 'one'
          ? message.one
          : message.other,
    );
    let text = template[0] ?? '';
    for (let index = 1; index < template.length; index += 2) {
      const name = template[index] ?? '';
      const value = values[name];
      text += value === undefined ? `{${name}}` : typeof value === 'number' ? formatNumber(value) : value;
      text += template[index + 1] ?? '';
    }
    return text;
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
