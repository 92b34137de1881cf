import {
  catalogLocales,
  createMessageFormatter,
  type Locale,
  type MessageParams,
  type Messages,
  perLocale,
} from '@camello/domain';
import { useI18n } from './I18nProvider.tsx';

/** A feature's own catalogs, one per locale (es-MX: only its overrides), in the page catalog format. */
export type FeatureCatalogs = Readonly<Record<Locale, Messages>>;

export type FeatureTranslate<Key extends string> = (key: Key, values?: MessageParams) => string;

export type FeatureMessages<Key extends string> = {
  /** The messages in the page's locale, inside a component. */
  useMessages(): FeatureTranslate<Key>;
  /** The messages in `locale`, outside components (a route's `meta`). */
  of(locale: Locale): FeatureTranslate<Key>;
};

/**
 * A feature's own messages. A part of the site that is loaded
 * lazily (what only signed-in people see) keeps its texts in its own catalogs, bundled into its
 * chunk, so that the page catalog every visitor downloads does not grow; the build parses them
 * like the page catalogs (`catalog-chunks-plugin.ts`).
 */
export function featureMessages<Key extends string>(catalogs: FeatureCatalogs): FeatureMessages<Key> {
  const of = perLocale((locale) =>
    createMessageFormatter(
      locale,
      catalogLocales(locale).map((each) => catalogs[each]),
    ),
  );
  return {
    of,
    useMessages: () => of(useI18n().locale),
  };
}
