import {
  isStructurallySame,
  type MessageFormatElement,
  parse,
  TYPE,
} from '@formatjs/icu-messageformat-parser';
import { catalogLocales, DEFAULT_LOCALE, FALLBACK_LOCALES, LOCALES, type Locale } from './locale.ts';
import { CATALOGS, MESSAGE_KEYS, type MessageKey } from './translate.ts';

/** The source catalogs of one layer (domain or web), as their files hold them. */
export type SourceCatalogs = Readonly<Record<Locale, Readonly<Record<string, string>>>>;

function parsed(message: string): MessageFormatElement[] | Error {
  try {
    return parse(message);
  } catch (error) {
    return error as Error;
  }
}

/**
 * What is wrong with a layer's catalogs, one sentence a problem: a message that is not valid ICU,
 * an override of a key es-CO lacks or that repeats es-CO word for word, a key missing from a
 * complete locale, or placeholders (names and kinds) that differ from es-CO's.
 */
export function catalogProblems(catalogs: SourceCatalogs): string[] {
  const base = catalogs[DEFAULT_LOCALE];
  const problems: string[] = [];
  for (const locale of LOCALES) {
    const catalog = catalogs[locale];
    const overrides = FALLBACK_LOCALES[locale] !== undefined;
    if (!overrides) {
      for (const key of Object.keys(base))
        if (!Object.hasOwn(catalog, key)) problems.push(`${locale} lacks "${key}"`);
    }
    for (const [key, message] of Object.entries(catalog)) {
      const ast = parsed(message);
      if (ast instanceof Error) {
        problems.push(`${locale} "${key}" is not ICU MessageFormat: ${ast.message}`);
        continue;
      }
      if (locale === DEFAULT_LOCALE) continue;
      const baseMessage = base[key];
      if (baseMessage === undefined) problems.push(`${locale} has "${key}", which es-CO lacks`);
      else if (overrides && message === baseMessage)
        problems.push(`${locale} "${key}" repeats es-CO: leave it out`);
      else {
        const baseAst = parsed(baseMessage);
        const same = baseAst instanceof Error ? { success: true } : isStructurallySame(baseAst, ast);
        if (!same.success)
          problems.push(`${locale} "${key}" has other placeholders than es-CO: ${same.error}`);
      }
    }
  }
  return problems;
}

/** A value for every placeholder of a message, so that formatting it cannot fail for want of one. */
export function sampleParams(message: string): Record<string, number> {
  const params: Record<string, number> = {};
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) visit(element.children);
      else params[element.value] = 1;
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(parse(message));
  return params;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A filled placeholder: anything but the ". " that joins sentences (see `messageKeysOf`). */
const PLACEHOLDER = '(?:(?!\\. ).)+?';

function patternOf(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return escapeRegExp(element.value);
      if (element.type === TYPE.pound) return '[\\d.,\\s]+';
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return `(?:${Object.values(element.options)
          .map((option) => patternOf(option.value))
          .join('|')})`;
      return PLACEHOLDER;
    })
    .join('');
}

const patterns = new Map<Locale, [MessageKey, RegExp][]>();

function messageKeyOf(locale: Locale, text: string): MessageKey | undefined {
  let list = patterns.get(locale);
  if (!list) {
    const layers = catalogLocales(locale).map((each) => CATALOGS[each]);
    list = MESSAGE_KEYS.map((key) => {
      const message = layers.find((layer) => Object.hasOwn(layer, key))?.[key] ?? '';
      const elements = typeof message === 'string' ? parse(message) : message;
      return [key, new RegExp(`^${patternOf(elements)}$`, 'su')];
    });
    patterns.set(locale, list);
  }
  return list.find(([, pattern]) => pattern.test(text))?.[0];
}

/**
 * The keys of the messages `text` is made of in `locale`, for tests: one message, or several
 * joined by ". " as the API joins schema issues. `undefined` stands for a part no message words.
 */
export function messageKeysOf(locale: Locale, text: string): (MessageKey | undefined)[] {
  const parts = text.split('. ');
  const keys: (MessageKey | undefined)[] = [];
  for (let start = 0; start < parts.length; ) {
    let end = parts.length;
    while (end > start && !messageKeyOf(locale, parts.slice(start, end).join('. '))) end--;
    if (end === start) return [...keys, undefined];
    keys.push(messageKeyOf(locale, parts.slice(start, end).join('. ')));
    start = end;
  }
  return keys;
}
