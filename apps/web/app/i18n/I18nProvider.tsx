import { DEFAULT_LOCALE, type Locale } from '@camello/domain';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { createTranslator, type Translator } from './translator.ts';

const I18nContext = createContext<Translator>(createTranslator(DEFAULT_LOCALE));

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const translator = useMemo(() => createTranslator(locale), [locale]);
  return <I18nContext value={translator}>{children}</I18nContext>;
}

/** The translator of the page's locale; es-CO outside a provider. */
export function useI18n(): Translator {
  return useContext(I18nContext);
}
