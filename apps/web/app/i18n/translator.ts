import {
  createMessageFormatter,
  type Locale,
  type MessageParams,
  numberFormatOf,
  perLocale,
} from '@camello/domain';
import { catalogsOf } from './catalogs.ts';
import type esCO from './es-CO.json';

/** Key of a page message, e.g. "jobs.total". */
export type MessageKey = keyof typeof esCO;

export type Translator = {
  readonly locale: Locale;
  /** The ICU message for `key` with its placeholders filled (`{count, plural, …}`, `{page, number}`). */
  t(key: MessageKey, values?: MessageParams): string;
  formatNumber(value: number): string;
};

function buildTranslator(locale: Locale): Translator {
  const format = createMessageFormatter(locale, catalogsOf(locale));
  const numbers = numberFormatOf(locale);
  return { locale, t: (key, values) => format(key, values), formatNumber: (value) => numbers.format(value) };
}

/**
 * The translator of `locale`. Translators hold no state but their parsed messages, so each
 * locale's is built once and shared by every render: Intl objects are costly to create per request.
 */
export const createTranslator = perLocale(buildTranslator);
