import { brandsSchema, linkedCompaniesSchema } from '@camello/domain/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, setUpTwoCompanies } from '../../test-support/analyst-accounts.ts';
import { signInNewAccount } from '../../test-support/signed-in-account.ts';

const two = setUpTwoCompanies('Almacenes Cordillera', 'Transportes del Río');
const { api } = two;

const brandsUrl = (companyId: string) => `/api/analyst/v1/companies/${companyId}/brands`;
const brand = {
  name: 'Cordillera Express',
  logoUrl: 'https://cdn.example.com/cordillera-express.png',
  primaryColor: '#c0392b',
  secondaryColor: '#ffffff',
};

describe('the brands of a company', () => {
  it('are created and edited by its analysts, and show in their brands switcher under it', async () => {
    const created = await api.app.inject({
      method: 'POST',
      url: brandsUrl(two.ana.companyId),
      headers: bearer(two.ana),
      payload: brand,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ ...brand, slug: 'cordillera-express' });

    const edited = await api.app.inject({
      method: 'PUT',
      url: `${brandsUrl(two.ana.companyId)}/${id}`,
      headers: bearer(two.ana),
      payload: { ...brand, name: 'Cordillera Exprés', primaryColor: '#1e8449' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const listed = await api.app.inject({ url: brandsUrl(two.ana.companyId), headers: bearer(two.ana) });
    expect(brandsSchema.parse(listed.json()).brands).toEqual([
      { id, slug: 'cordillera-express', ...brand, name: 'Cordillera Exprés', primaryColor: '#1e8449' },
    ]);

    const switcher = await api.app.inject({ url: '/api/analyst/v1/companies', headers: bearer(two.ana) });
    expect(linkedCompaniesSchema.parse(switcher.json()).companies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id,
          name: 'Cordillera Exprés',
          parentCompanyId: two.ana.companyId,
          logoUrl: brand.logoUrl,
          role: 'owner',
        }),
      ]),
    );
  });

  it('refuse a bad colour or logo address with a Spanish message', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: brandsUrl(two.ana.companyId),
      headers: bearer(two.ana),
      payload: { ...brand, primaryColor: 'rojo', logoUrl: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/primaryColor|logoUrl/);
  });

  it('may have a logo written into its address, as the seeded companies have', async () => {
    const logoUrl = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
    const created = await api.app.inject({
      method: 'POST',
      url: brandsUrl(two.beto.companyId),
      headers: bearer(two.beto),
      payload: { ...brand, name: 'Río Carga', logoUrl },
    });
    expect(created.statusCode, created.body).toBe(201);
    const listed = await api.app.inject({ url: brandsUrl(two.beto.companyId), headers: bearer(two.beto) });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(brandsSchema.parse(listed.json()).brands).toEqual([expect.objectContaining({ logoUrl })]);
  });

  it('are another company’s analysts’ business: 404 for them, 403 for a candidate', async () => {
    const { id } = (
      await api.app.inject({ url: brandsUrl(two.ana.companyId), headers: bearer(two.ana) })
    ).json().brands[0];
    expect(
      (await api.app.inject({ url: brandsUrl(two.ana.companyId), headers: bearer(two.beto) })).statusCode,
    ).toBe(404);
    const byBeto = await api.app.inject({
      method: 'PUT',
      url: `${brandsUrl(two.beto.companyId)}/${id}`,
      headers: bearer(two.beto),
      payload: { ...brand, name: 'Tomada' },
    });
    expect(byBeto.statusCode).toBe(404);
    const candidate = await signInNewAccount(api.app, api.db);
    const refused = await api.app.inject({
      method: 'POST',
      url: brandsUrl(two.ana.companyId),
      headers: bearer(candidate),
      payload: brand,
    });
    expect(refused.statusCode).toBe(403);
    const { rows } = await api.db.query('SELECT name FROM companies WHERE id = $1', [id]);
    expect(rows).toEqual([{ name: 'Cordillera Exprés' }]);
  });
});
