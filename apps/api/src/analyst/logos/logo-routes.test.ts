import { pngImage as png } from '@camello/db/testing';
import { LOGO_MAX_BYTES } from '@camello/domain';
import { companySettingsResponseSchema, uploadedLogoSchema } from '@camello/domain/contracts';
import { describe, expect, it } from 'vitest';
import {
  type AnalystOfCompany,
  bearer,
  setUpTwoCompanies,
  signInAnalystOfNewCompany,
} from '../../test-support/analyst-accounts.ts';
import { signInNewAccount } from '../../test-support/signed-in-account.ts';

const two = setUpTwoCompanies('Panadería El Trigal', 'Ferretería La Tuerca');
const { api } = two;

/** Posts `content` as the `logo` file of a multipart form, as the settings form sends it. */
async function upload(
  analyst: { accessToken: string },
  companyId: string,
  content: Buffer | null,
  name = 'logo.png',
) {
  const form = new FormData();
  if (content) form.append('logo', new Blob([new Uint8Array(content)], { type: 'image/png' }), name);
  const encoded = new Request('http://camello.test/', { method: 'POST', body: form });
  return api.app.inject({
    method: 'POST',
    url: `/api/analyst/v1/companies/${companyId}/logos`,
    headers: { ...bearer(analyst), 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const logoRows = async () =>
  (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM logo_images')).rows[0]?.n;

describe('company logos', () => {
  it('are uploaded by an analyst, served from this site for good, and shown on the job site once saved', async () => {
    const image = png(48, [200, 30, 40]);
    const uploaded = await upload(two.ana, two.ana.companyId, image);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { logoUrl } = uploadedLogoSchema.parse(uploaded.json());
    expect(logoUrl).toMatch(/^\/api\/jobs\/v1\/public\/logos\/[0-9a-f]{64}\.png$/);

    // Anyone may load it, as a page's <img> does: the same bytes, kept by browsers for a year.
    const served = await api.app.inject({ url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(image)).toBe(true);

    const settingsUrl = `/api/analyst/v1/companies/${two.ana.companyId}/settings`;
    const {
      slug: _slug,
      brands: _brands,
      ...settings
    } = companySettingsResponseSchema.parse(
      (await api.app.inject({ url: settingsUrl, headers: bearer(two.ana) })).json(),
    );
    const saved = await api.app.inject({
      method: 'PUT',
      url: settingsUrl,
      headers: bearer(two.ana),
      payload: { ...settings, logoUrl },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const site = await api.app.inject({ url: `/api/jobs/v1/landing/${two.ana.companySlug}` });
    expect(site.body).toContain(logoUrl);
  });

  it('keep one copy of an image uploaded again, and one address for it', async () => {
    const image = png(16, [10, 120, 60]);
    const first = await upload(two.ana, two.ana.companyId, image);
    const rows = await logoRows();
    const again = await upload(two.beto, two.beto.companyId, image, 'otro-nombre.png');
    expect(again.statusCode).toBe(201);
    expect(again.json().logoUrl).toBe(first.json().logoUrl);
    expect(await logoRows()).toBe(rows);
  });

  it('refuse what is no PNG, JPEG or WebP of at most 256 KB, with a Spanish message, keeping nothing', async () => {
    const rows = await logoRows();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const tooLarge = Buffer.concat([png(8, [0, 0, 0]), Buffer.alloc(LOGO_MAX_BYTES)]);
    for (const [content, name] of [
      [svg, 'logo.svg'],
      [Buffer.from('no soy una imagen'), 'logo.png'],
      [tooLarge, 'logo.png'],
      [null, 'logo.png'],
    ] as const) {
      const refused = await upload(two.ana, two.ana.companyId, content, name);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().message).toBe('El logo debe ser una imagen PNG, JPG o WebP de hasta 256 KB');
    }
    const notAForm = await api.app.inject({
      method: 'POST',
      url: `/api/analyst/v1/companies/${two.ana.companyId}/logos`,
      headers: bearer(two.ana),
      payload: { logo: 'iVBORw0KGgo=' },
    });
    expect(notAForm.statusCode).toBe(400);
    expect(await logoRows()).toBe(rows);
  });

  it('are uploaded only by the company’s analysts: 404 for another company’s, 403 for a candidate', async () => {
    const image = png(4, [1, 2, 3]);
    const other: AnalystOfCompany = two.beto;
    expect((await upload(other, two.ana.companyId, image)).statusCode).toBe(404);
    const candidate = await signInNewAccount(api.app, api.db);
    expect((await upload(candidate, two.ana.companyId, image)).statusCode).toBe(403);
  });

  it('answer 404 for a logo nobody uploaded or asked with another extension, 400 for a malformed name', async () => {
    const { logoUrl } = (await upload(two.ana, two.ana.companyId, png(2, [9, 9, 9]))).json();
    expect((await api.app.inject({ url: logoUrl.replace(/\.png$/, '.webp') })).statusCode).toBe(404);
    expect(
      (await api.app.inject({ url: `/api/jobs/v1/public/logos/${'0'.repeat(64)}.png` })).statusCode,
    ).toBe(404);
    expect((await api.app.inject({ url: '/api/jobs/v1/public/logos/..%2Fsecreto.png' })).statusCode).toBe(
      400,
    );
  });

  it('stop an analyst who uploads them by the dozen, with 429 and Retry-After', async () => {
    const busy = await signInAnalystOfNewCompany(api.app, api.db, 'Imprenta Sin Pausa');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1)
      statuses.push((await upload(busy, busy.companyId, png(2, [attempt, 0, 0]))).statusCode);
    expect(statuses.every((status) => status === 201)).toBe(true);
    const refused = await upload(busy, busy.companyId, png(2, [255, 255, 255]));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another analyst is not held back by this one's count.
    expect((await upload(two.ana, two.ana.companyId, png(2, [255, 255, 255]))).statusCode).toBe(201);
  });
});
