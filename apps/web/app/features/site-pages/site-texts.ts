import type esCO from './i18n/es-CO.json';

export type SitePageMessageKey = keyof typeof esCO;

/** The pages whose texts the catalogs hold, each under its own namespace. */
export type SiteTextNamespace = 'about' | 'help' | 'legal';

/** A page's texts, written in its language on the server (`siteTexts`). */
export type SiteTexts<Namespace extends SiteTextNamespace> = Readonly<
  Record<Extract<SitePageMessageKey, `${Namespace}.${string}`>, string>
>;
