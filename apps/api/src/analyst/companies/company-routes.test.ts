import { linkedCompaniesSchema, linkedCompanySchema } from '@camello/domain/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalystOfCompany,
  bearer,
  signInAnalystOfNewCompany,
} from '../../test-support/analyst-accounts.ts';
import { setUpApiApp } from '../../test-support/api-app.ts';
import { signInNewAccount } from '../../test-support/signed-in-account.ts';

const api = setUpApiApp();
let ana: AnalystOfCompany;

beforeAll(async () => {
  ana = await signInAnalystOfNewCompany(api.app, api.db, 'Ferretería La Tuerca');
});

const companiesOf = async (account: { accessToken: string }) => {
  const response = await api.app.inject({ url: '/api/analyst/v1/companies', headers: bearer(account) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return linkedCompaniesSchema.parse(response.json()).companies;
};

describe('the companies of an analyst', () => {
  it('are the companies they are linked to: a new one is theirs, public, with them as owner', async () => {
    const companies = await companiesOf(ana);
    expect(companies).toEqual([
      expect.objectContaining({
        id: ana.companyId,
        slug: 'ferreteria-la-tuerca',
        name: 'Ferretería La Tuerca',
        role: 'owner',
        isPublic: true,
        totalVacancies: 0,
        analystCount: 1,
      }),
    ]);
    const one = await api.app.inject({
      url: `/api/analyst/v1/companies/${ana.companyId}`,
      headers: bearer(ana),
    });
    expect(linkedCompanySchema.parse(one.json()).name).toBe('Ferretería La Tuerca');
  });

  it('a second company of the same name gets a slug of its own', async () => {
    const beto = await signInAnalystOfNewCompany(api.app, api.db, 'Ferretería La Tuerca');
    expect(beto.companySlug).toMatch(/^ferreteria-la-tuerca-[0-9a-f]{6}$/);
  });

  it('refuses a company without a name, with a Spanish message', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/analyst/v1/companies',
      headers: bearer(ana),
      payload: { name: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/name/);
  });

  it('leaving a company takes it off their list, and then it is no company of theirs (404)', async () => {
    const leaving = await signInAnalystOfNewCompany(api.app, api.db, 'Panadería El Trigal');
    const url = `/api/analyst/v1/companies/${leaving.companyId}`;
    const left = await api.app.inject({ method: 'DELETE', url, headers: bearer(leaving) });
    expect(left.json()).toEqual({ unlinked: true });
    expect(await companiesOf(leaving)).toEqual([]);
    expect((await api.app.inject({ method: 'DELETE', url, headers: bearer(leaving) })).statusCode).toBe(404);
    expect((await api.app.inject({ url, headers: bearer(leaving) })).statusCode).toBe(404);
  });

  it('answers 404 for a malformed company id, 401 without a session and 403 to a candidate', async () => {
    expect(
      (await api.app.inject({ url: '/api/analyst/v1/companies/nope', headers: bearer(ana) })).statusCode,
    ).toBe(404);
    expect((await api.app.inject({ url: '/api/analyst/v1/companies' })).statusCode).toBe(401);
    const candidate = await signInNewAccount(api.app, api.db);
    const refused = await api.app.inject({ url: '/api/analyst/v1/companies', headers: bearer(candidate) });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });
});
