import { LOCALES } from '@camello/domain';
import { describe, expect, it } from 'vitest';
import { helpSections } from './help-topics.ts';
import { sitePageCatalogs, siteTexts } from './site-texts.server.ts';

const date = { version: '2', date: '1 de marzo de 2026' };

describe('the site pages texts', () => {
  it.each(LOCALES)(
    'are written for each page in %s, falling back to es-CO, addresses filled in',
    (locale) => {
      const texts = {
        ...siteTexts(locale, 'about'),
        ...siteTexts(locale, 'help'),
        ...siteTexts(locale, 'legal', date),
      };
      expect(Object.keys(texts).sort()).toEqual(Object.keys(sitePageCatalogs['es-CO']).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('');
        expect(text, key).not.toMatch(/[{}]/);
      }
      expect(texts['help.lead']).toContain('contacto@camello.example');
      expect(texts['about.contact']).toContain('datos@camello.example');
      expect(texts['legal.inForceSince']).toBe(
        {
          'es-CO': 'Versión 2, vigente desde el 1 de marzo de 2026',
          'es-MX': 'Versión 2, vigente desde el 1 de marzo de 2026',
          'en-US': 'Version 2, in force since 1 de marzo de 2026',
        }[locale],
      );
    },
  );

  it('give each page only its own namespace', () => {
    expect(Object.keys(siteTexts('es-CO', 'about')).every((key) => key.startsWith('about.'))).toBe(true);
    expect(siteTexts('es-MX', 'help')['help.apply.answer']).toContain('currículum');
  });

  it('ask every help question of the catalog once', () => {
    const asked = helpSections.flatMap((section) =>
      section.topics.map((topic) => `help.${topic.id}.question`),
    );
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked.sort()).toEqual(
      Object.keys(sitePageCatalogs['es-CO'])
        .filter((key) => /^help\.\w+\.question$/.test(key))
        .sort(),
    );
  });
});
