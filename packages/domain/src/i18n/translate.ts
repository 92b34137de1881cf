import enUS from './catalogs/en-US.json' with { type: 'json' };
import esCO from './catalogs/es-CO.json' with { type: 'json' };
import esMX from './catalogs/es-MX.json' with { type: 'json' };
import { catalogLocales, type Locale, perLocale } from './locale.ts';
import { createMessageFormatter, type MessageParams, type Messages } from './messages.ts';

/** Key of a server-side message (domain labels, API texts and errors), e.g. "employmentType.FULL_TIME". */
export type MessageKey = keyof typeof esCO;

/** es-CO is the base; es-MX holds only what it words differently, en-US every message (see FALLBACK_LOCALES). */
export const CATALOGS: Readonly<Record<Locale, Messages>> = { 'es-CO': esCO, 'es-MX': esMX, 'en-US': enUS };

const formatterOf = perLocale((locale) =>
  createMessageFormatter(
    locale,
    catalogLocales(locale).map((each) => CATALOGS[each]),
  ),
);

/** The message for `key` in `locale`, with its ICU placeholders filled from `params`. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return formatterOf(locale)(key, params);
}

/** Whether a key built at run time names a message. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(esCO, key);
}

/** Every key of the catalogs, for tooling and tests. */
export const MESSAGE_KEYS = Object.keys(esCO) as MessageKey[];
