import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:camello/catalog-chunks';
const RESOLVED_ID = `\0${MODULE_ID}`;
const CATALOG_SOURCE = /[\\/]app[\\/]i18n[\\/](es-CO|es-MX|en-US)\.ts$/;

/**
 * Gives the server bundle the URL of each catalog's browser chunk (`virtual:camello/catalog-chunks`),
 * so that a page preloads its catalog with the other scripts instead of after them. React Router
 * builds the browser bundle first, with the same plugin instances; outside a build the map is empty.
 */
export function catalogChunks(): Plugin {
  const urls: Record<string, string> = {};
  return {
    name: 'camello:catalog-chunks',
    sharedDuringBuild: true,
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? `export default ${JSON.stringify(urls)};` : undefined;
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
