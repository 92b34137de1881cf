import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogProblems, LOCALES, type Locale, sampleParams } from '@camello/domain';
import { describe, expect, it } from 'vitest';
import { featureMessages } from './feature-messages.ts';

type Catalogs = Readonly<Record<Locale, Readonly<Record<string, string>>>>;

const APP = join(import.meta.dirname, '..');
const FEATURES = join(APP, 'features');

/** Every set of catalogs in the app: the page catalogs (`app/i18n`) and each feature's `i18n` folder. */
const catalogSets: [folder: string, catalogs: Catalogs][] = [
  'i18n',
  ...readdirSync(FEATURES)
    .map((feature) => join('features', feature, 'i18n'))
    .filter((folder) => existsSync(join(APP, folder))),
].map((folder) => [
  folder,
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      JSON.parse(readFileSync(join(APP, folder, `${locale}.json`), 'utf8')) as Record<string, string>,
    ]),
  ) as Catalogs,
]);

describe('every catalog of the web app', () => {
  it('is found: the page catalogs and the features’ own', () => {
    expect(catalogSets.map(([folder]) => folder)).toContain('i18n');
    expect(catalogSets.length).toBeGreaterThan(10);
  });

  describe.each(catalogSets)('%s', (_folder, catalogs) => {
    it('is valid ICU, complete in en-US, overrides only in es-MX, with the placeholders of es-CO', () => {
      expect(catalogProblems(catalogs)).toEqual([]);
    });

    it.each(LOCALES)('resolves every key in %s, falling back to es-CO, to a text', (locale) => {
      const t = featureMessages<string>(catalogs).of(locale);
      for (const [key, message] of Object.entries(catalogs['es-CO']))
        expect(t(key, sampleParams(message)).trim(), key).not.toBe('');
    });
  });
});
