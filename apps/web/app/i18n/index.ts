export { loadCatalog } from './catalogs.ts';
export { featureMessages } from './feature-messages.ts';
export { I18nProvider, useI18n } from './I18nProvider.tsx';
export { createTranslator, type MessageKey, type Translator } from './translator.ts';
