import type { Db } from '@camello/db';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { type ApiApp, setUpApiApp } from './api-app.ts';
import { type SignedInAccount, signInNewAccount } from './signed-in-account.ts';

/** A signed-in analyst and the company they own (created through the API, as "Invitar una empresa" does). */
export type AnalystOfCompany = SignedInAccount & { companyId: string; companySlug: string };

export const bearer = (account: { accessToken: string }) => ({
  authorization: `Bearer ${account.accessToken}`,
});

/** A new analyst who owns a new company named `companyName`. */
export async function signInAnalystOfNewCompany(
  app: FastifyInstance,
  db: Db,
  companyName: string,
): Promise<AnalystOfCompany> {
  const analyst = await signInNewAccount(app, db, 'analyst');
  const created = await app.inject({
    method: 'POST',
    url: '/api/analyst/v1/companies',
    headers: bearer(analyst),
    payload: { name: companyName },
  });
  if (created.statusCode !== 201) throw new Error(`creating ${companyName} answered ${created.body}`);
  const { id, slug } = created.json();
  return { ...analyst, companyId: id, companySlug: slug };
}

export type TwoCompanies = { api: ApiApp; ana: AnalystOfCompany; beto: AnalystOfCompany };

/** The API of a test file and two analysts, each owning a new company of the names given. */
export function setUpTwoCompanies(anasCompany: string, betosCompany: string): TwoCompanies {
  const two = { api: setUpApiApp() } as TwoCompanies;
  beforeAll(async () => {
    two.ana = await signInAnalystOfNewCompany(two.api.app, two.api.db, anasCompany);
    two.beto = await signInAnalystOfNewCompany(two.api.app, two.api.db, betosCompany);
  });
  return two;
}
