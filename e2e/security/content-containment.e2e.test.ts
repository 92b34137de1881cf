import { describe, expect, inject, it } from 'vitest';
import { setUpChromium, viewportNames } from '../support/chromium.ts';

const baseUrl = inject('e2eBaseUrl');
const { linkInDescription } = inject('e2eFixtures');
const { companySlug, jobSlug } = linkInDescription;

const { withPage } = setUpChromium(baseUrl);

/** The three pages that show a vacancy with its apply card. */
const pageForms = [
  ['its page', `/empleos/${jobSlug}`],
  ['the listing panel', `/empleos?jobSlug=${jobSlug}`],
  ['its company job site', `/empresas/${companySlug}/${jobSlug}`],
] as const;

const cases = pageForms.flatMap(([form, path]) =>
  viewportNames.flatMap((viewport) =>
    [true, false].map((javaScriptEnabled) => [form, viewport, javaScriptEnabled, path] as const),
  ),
);

describe('a vacancy description with links stays inside its card', () => {
  it.each(cases)(
    'on %s (%s, JavaScript %s): the apply card is in no link',
    async (_form, viewport, javaScriptEnabled, path) => {
      await withPage(
        viewport,
        async (page) => {
          const response = await page.goto(path, { waitUntil: 'load' });
          expect(response?.status()).toBe(200);
          // An open link of the description is rebuilt by the parser around whatever text follows it,
          // so every element of the card must be outside any link but the card's own apply link.
          const applyCards = await page.evaluate(() =>
            [...document.querySelectorAll('section')]
              .filter(
                (section) => section.querySelector('h2, h3')?.textContent === '¿Te interesa esta vacante?',
              )
              .map((section) => ({
                text: section.textContent ?? '',
                inLinks: [section, ...section.querySelectorAll('*')]
                  .map((element) => element.closest('a'))
                  .flatMap((link) =>
                    link && link.textContent !== 'Postularme' ? [link.outerHTML.slice(0, 200)] : [],
                  ),
              })),
          );
          expect(applyCards.length).toBeGreaterThan(0);
          for (const card of applyCards) {
            expect(card.text).toContain('Postularme');
            expect(card.inLinks).toEqual([]);
          }
          // The description's own links end where the description does.
          const descriptionLink = page.locator('a[href="https://ok.example/"]');
          await expect(descriptionLink.first().textContent()).resolves.toBe('b');
        },
        { javaScriptEnabled },
      );
    },
  );
});
