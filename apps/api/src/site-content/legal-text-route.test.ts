import { type LegalText, legalTextSchema } from '@camello/domain/contracts';
import { describe, expect, it } from 'vitest';
import { setUpApiApp } from '../test-support/api-app.ts';

const api = setUpApiApp({
  load: async (db) => {
    // A new data policy that rules from tomorrow: today's page still shows version 1.
    await db.query(
      `INSERT INTO terms_versions (kind, version, title, content_html, published_at)
       VALUES ('data_policy', '2', 'Política de tratamiento de datos personales', '<p>Nueva</p>', $1)`,
      [new Date(Date.now() + 24 * 60 * 60 * 1000)],
    );
  },
  now: () => new Date(),
});

const legalText = (kind: string, headers: Record<string, string> = {}) =>
  api.app.inject({ url: `/api/profile/v1/legal-texts/${kind}`, headers });

describe('GET /api/profile/v1/legal-texts/{kind}', () => {
  it('answers the version in force of the terms and of the data policy, cacheable by anyone', async () => {
    const texts: LegalText[] = [];
    for (const kind of ['terms', 'data_policy']) {
      const response = await legalText(kind);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=600');
      texts.push(legalTextSchema.parse(response.json()));
    }
    expect(texts.map(({ kind, version, title }) => ({ kind, version, title }))).toEqual([
      { kind: 'terms', version: '1', title: 'Términos y condiciones' },
      { kind: 'data_policy', version: '1', title: 'Política de tratamiento de datos personales' },
    ]);
    expect(texts[1]?.contentHtml).toContain('<h2>8. Tus derechos</h2>');
  });

  it('answers a Spanish 404 for any other kind', async () => {
    for (const kind of ['privacidad', 'TERMS', 'terms_versions', "terms'--"]) {
      const response = await legalText(encodeURIComponent(kind));
      expect(response.statusCode, kind).toBe(404);
      expect(response.json().message).toBe('No encontramos este texto legal');
    }
    expect((await legalText('privacidad', { 'accept-language': 'en-US' })).json().message).toBe(
      'We could not find this legal text',
    );
  });
});
