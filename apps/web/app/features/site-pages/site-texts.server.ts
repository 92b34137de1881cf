import {
  catalogLocales,
  createMessageFormatter,
  type Locale,
  type MessageParams,
  perLocale,
} from '@camello/domain';
import { contactEmails } from './contact.ts';
import enUS from './i18n/en-US.json' with { type: 'json' };
import esCO from './i18n/es-CO.json' with { type: 'json' };
import esMX from './i18n/es-MX.json' with { type: 'json' };
import type { SitePageMessageKey, SiteTextNamespace, SiteTexts } from './site-texts.ts';

/** The catalogs of the help, about and legal pages (es-CO complete, es-MX its overrides, en-US complete). */
export const sitePageCatalogs = { 'es-CO': esCO, 'es-MX': esMX, 'en-US': enUS } as const;

const formatterOf = perLocale((locale) =>
  createMessageFormatter(
    locale,
    catalogLocales(locale).map((each) => sitePageCatalogs[each]),
  ),
);

/** The addresses the texts name. */
const CONTACT = { email: contactEmails.contact, dataEmail: contactEmails.personalData };

/**
 * The texts of one page, written on the server in the page's language. These pages are mostly
 * text: it travels once in the page's data, in one language, rather than as catalogs of every
 * language in the scripts every visit downloads (the site's scripts are at their byte budget).
 */
export function siteTexts<Namespace extends SiteTextNamespace>(
  locale: Locale,
  namespace: Namespace,
  params: MessageParams = {},
): SiteTexts<Namespace> {
  const format = formatterOf(locale);
  const keys = (Object.keys(esCO) as SitePageMessageKey[]).filter((key) => key.startsWith(`${namespace}.`));
  return Object.fromEntries(
    keys.map((key) => [key, format(key, { ...CONTACT, ...params })]),
  ) as SiteTexts<Namespace>;
}
