import { companySettingsResponseSchema } from '@camello/domain/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalystOfCompany,
  bearer,
  signInAnalystOfNewCompany,
} from '../../test-support/analyst-accounts.ts';
import { setUpApiApp } from '../../test-support/api-app.ts';

const api = setUpApiApp();
let ana: AnalystOfCompany;

beforeAll(async () => {
  ana = await signInAnalystOfNewCompany(api.app, api.db, 'Lácteos La Pradera');
});

const settings = {
  name: 'Lácteos La Pradera S.A.S.',
  description: '<p>Leche fresca desde 1980.</p><script>alert(1)</script>',
  logoUrl: null,
  primaryColor: '#0a7d3e',
  secondaryColor: null,
  websiteUrl: 'https://lapradera.example',
  facebookUrl: null,
  instagramUrl: 'https://instagram.com/lapradera',
  linkedinUrl: null,
  youtubeUrl: null,
  tiktokUrl: null,
  xUrl: null,
  jobSiteKind: 1,
  dataPolicyUrl: 'https://lapradera.example/datos',
  referral: {
    isEnabled: true,
    title: 'Refiere a un amigo',
    introHtml: '<p>Gana un bono</p><img src=x onerror=alert(1)>',
    termsUrl: null,
    allowsUpload: true,
  },
};

describe('company settings', () => {
  it('are saved (HTML sanitized) and show on the company’s public job site at once', async () => {
    const url = `/api/analyst/v1/companies/${ana.companyId}/settings`;
    const site = () => api.app.inject({ url: `/api/jobs/v1/landing/${ana.companySlug}` });
    // Read once before, so the site's answer is kept in memory.
    expect((await site()).body).not.toContain('Lácteos La Pradera S.A.S.');
    const saved = await api.app.inject({ method: 'PUT', url, headers: bearer(ana), payload: settings });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = companySettingsResponseSchema.parse(saved.json());
    expect(body).toMatchObject({ name: 'Lácteos La Pradera S.A.S.', dataPolicyUrl: settings.dataPolicyUrl });
    expect(body.description).toBe('<p>Leche fresca desde 1980.</p>');
    expect(body.referral?.introHtml).not.toMatch(/onerror/);
    const after = await site();
    expect(after.statusCode, after.body).toBe(200);
    expect(after.body).toContain('Lácteos La Pradera S.A.S.');
  });

  it('refuse a bad colour or address (400) and change nothing', async () => {
    const url = `/api/analyst/v1/companies/${ana.companyId}/settings`;
    const refused = await api.app.inject({
      method: 'PUT',
      url,
      headers: bearer(ana),
      payload: { ...settings, primaryColor: 'verde', websiteUrl: 'javascript:alert(1)' },
    });
    expect(refused.statusCode).toBe(400);
    const now = await api.app.inject({ url, headers: bearer(ana) });
    expect(now.json()).toMatchObject({ primaryColor: '#0a7d3e', websiteUrl: 'https://lapradera.example' });
  });

  it('show and keep a logo written into its address, as the seeded companies have', async () => {
    const url = `/api/analyst/v1/companies/${ana.companyId}/settings`;
    const logoUrl = `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#0a7d3e"/></svg>',
    )}`;
    await api.db.query('UPDATE companies SET logo_url = $1 WHERE id = $2', [logoUrl, ana.companyId]);
    const shown = await api.app.inject({ url, headers: bearer(ana) });
    expect(shown.statusCode, shown.body).toBe(200);
    const current = companySettingsResponseSchema.parse(shown.json());
    expect(current.logoUrl).toBe(logoUrl);

    const { slug: _slug, brands: _brands, ...unchanged } = current;
    const saved = await api.app.inject({ method: 'PUT', url, headers: bearer(ana), payload: unchanged });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().logoUrl).toBe(logoUrl);

    for (const notAnImage of ['data:text/html,<script>alert(1)</script>', 'javascript:alert(1)']) {
      const refused = await api.app.inject({
        method: 'PUT',
        url,
        headers: bearer(ana),
        payload: { ...unchanged, logoUrl: notAnImage },
      });
      expect(refused.statusCode, notAnImage).toBe(400);
    }
    expect((await api.app.inject({ url, headers: bearer(ana) })).json().logoUrl).toBe(logoUrl);
  });
});
