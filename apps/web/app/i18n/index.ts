export { loadCatalog } from './catalogs.ts';
export type { MessageKey } from './es-CO.ts';
export { I18nProvider, useI18n } from './I18nProvider.tsx';
export { createTranslator, type Translator } from './translator.ts';
