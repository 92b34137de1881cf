import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { type Locale, perLocale } from './locale.ts';
import { type NumberFormat, numberFormatOf } from './number-format.ts';

/**
 * A catalog: message key ("namespace.name") → ICU MessageFormat message. Catalog files hold the
 * source text; a build may hand over the same messages already parsed (see the web's
 * catalog-chunks-plugin), so that a browser needs no parser.
 */
export type Messages = Readonly<Record<string, string | MessageFormatElement[]>>;
export type MessageParams = Readonly<Record<string, string | number>>;

/** Formats the messages of one locale, looking a key up in its catalogs in order. */
export type MessageFormatter = (key: string, params?: MessageParams) => string;

/** A message without ICU syntax (no argument, quote or tag) is its own text: nothing to parse. */
export function isPlainMessage(message: string): boolean {
  return !/[{}'<]/.test(message);
}

type PluralType = 'cardinal' | 'ordinal';
type Formats = { numbers: NumberFormat; plurals(type: PluralType): Intl.PluralRules };

/**
 * The formats of a locale, made once and shared by every formatter (the site's catalog and each
 * feature's); the plural rules on first need, as a page without a plural message needs none.
 */
const formatsOf = perLocale((locale): Formats => {
  const rules = new Map<PluralType, Intl.PluralRules>();
  return {
    numbers: numberFormatOf(locale),
    plurals(type) {
      const made = rules.get(type) ?? new Intl.PluralRules(locale, { type });
      rules.set(type, made);
      return made;
    },
  };
});

function paramValue(params: MessageParams | undefined, name: string): string | number {
  const value = params?.[name];
  // A placeholder without its parameter is a bug in the caller, not a text to show.
  if (value === undefined) throw new RangeError(`The message needs a value for {${name}}`);
  return value;
}

/**
 * Writes parsed ICU elements out: text, `{name}`, `{name, number}`, `{name, select, …}` and
 * `{name, plural, …}` with `=n` cases and `#`. That is all the catalogs use (their tests format
 * every message); anything else throws.
 */
function write(
  elements: MessageFormatElement[],
  formats: Formats,
  params: MessageParams | undefined,
  count?: number,
): string {
  let text = '';
  for (const element of elements) {
    if (element.type === TYPE.literal) text += element.value;
    else if (element.type === TYPE.pound) text += formats.numbers.format(count ?? 0);
    else if (element.type === TYPE.argument) text += String(paramValue(params, element.value));
    else if (element.type === TYPE.number && !element.style)
      text += formats.numbers.format(Number(paramValue(params, element.value)));
    else if (element.type === TYPE.select) {
      const option = element.options[String(paramValue(params, element.value))] ?? element.options.other;
      text += write(option?.value ?? [], formats, params, count);
    } else if (element.type === TYPE.plural) {
      const value = Number(paramValue(params, element.value)) - element.offset;
      const category = formats.plurals(element.pluralType ?? 'cardinal').select(value);
      const option = element.options[`=${value}`] ?? element.options[category] ?? element.options.other;
      text += write(option?.value ?? [], formats, params, value);
    } else throw new RangeError(`Unsupported ICU element of type ${element.type}`);
  }
  return text;
}

/**
 * The formatter of `locale` over its catalogs in lookup order (its own, then its fallback's: see
 * `catalogLocales`). Messages are parsed once, on first use, unless the build parsed them already.
 */
export function createMessageFormatter(locale: Locale, catalogs: readonly Messages[]): MessageFormatter {
  const formats = formatsOf(locale);
  const parsed = new Map<string, MessageFormatElement[] | string>();
  return (key, params) => {
    let message = parsed.get(key);
    if (message === undefined) {
      const source = catalogs.find((catalog) => Object.hasOwn(catalog, key))?.[key];
      if (source === undefined) throw new RangeError(`No message "${key}" in locale ${locale}`);
      message = typeof source === 'string' && !isPlainMessage(source) ? parse(source) : source;
      parsed.set(key, message);
    }
    return typeof message === 'string' ? message : write(message, formats, params);
  };
}
