import { catalogLocales, isLocale, isPlainMessage } from '@camello/domain';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:camello/catalog-chunks';
const RESOLVED_ID = `\0${MODULE_ID}`;
const CATALOG_SOURCE = /[\\/]app[\\/]i18n[\\/](es-CO|es-MX|en-US)\.json$/;
/** A feature's own catalogs (`featureMessages`), bundled into the feature's chunk. */
const FEATURE_CATALOG_SOURCE = /[\\/]app[\\/]features[\\/][\w-]+[\\/]i18n[\\/](es-CO|es-MX|en-US)\.json$/;
const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * A catalog file with each ICU message parsed, still JSON: the browser formats it without a parser.
 * Plain messages stay as they are, which is shorter.
 */
export function parseCatalog(source: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(messages).map(([key, message]) => [
        key,
        isPlainMessage(message) ? message : parse(message),
      ]),
    ),
  );
}

/**
 * The page catalogs in the build. Each is parsed at build time (and so are features' own catalogs), and the browser build gets the
 * message formatter without its parser. The server bundle learns the URLs of each locale's chunks
 * (`virtual:camello/catalog-chunks`: es-MX needs es-CO's too), so that a page preloads its catalog
 * with the other scripts instead of after them. React Router builds the browser bundle first, with
 * the same plugin instances; outside a build the map is empty.
 */
export function catalogChunks(): Plugin {
  const urls: Record<string, string> = {};
  return {
    name: 'camello:catalog-chunks',
    enforce: 'pre',
    sharedDuringBuild: true,
    resolveId(id, importer) {
      if (id === MODULE_ID) return RESOLVED_ID;
      if (id === PARSER && this.environment.name === 'client')
        return this.resolve(`${PARSER}/no-parser.js`, importer, { skipSelf: true });
      return undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const chunks = Object.fromEntries(
        Object.keys(urls)
          .filter(isLocale)
          .map((locale) => [locale, catalogLocales(locale).flatMap((each) => urls[each] ?? [])]),
      );
      return `export default ${JSON.stringify(chunks)};`;
    },
    transform(code, id) {
      return CATALOG_SOURCE.test(id) || FEATURE_CATALOG_SOURCE.test(id)
        ? { code: parseCatalog(code), map: null }
        : undefined;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        const locale = chunk.type === 'chunk' ? chunk.facadeModuleId?.match(CATALOG_SOURCE)?.[1] : undefined;
        if (locale) urls[locale] = `${this.environment.config.base}${chunk.fileName}`;
      }
    },
  };
}
