import { DEFAULT_LOCALE, type Locale } from '@camello/domain';
import { createContext, type ReactNode, useContext } from 'react';
import { createTranslator, type Translator } from './translator.ts';

const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <I18nContext value={createTranslator(locale)}>{children}</I18nContext>;
}

/** The translator of the page's locale; es-CO outside a provider. */
export function useI18n(): Translator {
  return useContext(I18nContext) ?? createTranslator(DEFAULT_LOCALE);
}
