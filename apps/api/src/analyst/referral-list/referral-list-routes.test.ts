import { testDataset } from '@camello/db/testing';
import { analystReferralsSchema } from '@camello/domain/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../services/repositories.ts';
import { bearer, setUpTwoCompanies } from '../../test-support/analyst-accounts.ts';
import { signInNewAccount } from '../../test-support/signed-in-account.ts';

const two = setUpTwoCompanies('Hotel Sierra Nevada', 'Panadería La Espiga');
const { api } = two;
let withCv = '';
let withoutCv = '';

const PDF = Buffer.from('%PDF-1.4\ntrailer << >>\n%%EOF\n');

beforeAll(async () => {
  const { ana } = two;
  const { referrals } = createRepositories(api.db);
  const { rows } = await api.db.query<{ id: number; country: number }>(
    `SELECT (SELECT id FROM document_types ORDER BY id LIMIT 1) AS id,
            (SELECT id FROM countries WHERE iso2 = 'co') AS country`,
  );
  const [ids] = rows;
  if (!ids) throw new Error('the seed has no document types');
  await api.db.query(
    `INSERT INTO vacancies (slug, company_id, title, status, published_at)
     VALUES ('recepcionista-bilingue-sierra', $1, 'Recepcionista bilingüe', 'published', now())`,
    [ana.companyId],
  );
  const { rows: vacancies } = await api.db.query<{ public_id: string }>(
    `SELECT public_id FROM vacancies WHERE slug = 'recepcionista-bilingue-sierra'`,
  );
  const person = {
    companyId: ana.companyId,
    documentTypeId: ids.id,
    identificationNumber: '1020345678',
    countryId: ids.country,
    phone: '3105551234',
    cityBirthId: null,
    comments: 'Habla inglés y francés.',
    vacancyPublicIds: [vacancies[0]?.public_id ?? ''],
  };
  withCv = (
    await referrals.insert(
      {
        ...person,
        firstName: 'Camila',
        lastName: 'Arango',
        email: 'camila.arango@example.com',
        upload: { fileName: 'hoja de vida camila.pdf', mediaType: 'application/pdf', content: PDF },
      },
      new Date(testDataset.now.getTime() - 60_000),
    )
  ).id;
  withoutCv = (
    await referrals.insert(
      { ...person, firstName: 'Julián', lastName: 'Mejía', email: 'julian.mejia@example.com', upload: null },
      testDataset.now,
    )
  ).id;
});

const referralsUrl = (companyId: string) => `/api/analyst/v1/companies/${companyId}/referrals`;

describe('the referrals of a company', () => {
  it('are listed for its analysts, newest first, with the person’s data, vacancies and CV', async () => {
    const response = await api.app.inject({ url: referralsUrl(two.ana.companyId), headers: bearer(two.ana) });
    expect(response.statusCode, response.body).toBe(200);
    const { referrals } = analystReferralsSchema.parse(response.json());
    expect(referrals.map((each) => each.id)).toEqual([withoutCv, withCv]);
    expect(referrals[1]).toMatchObject({
      firstName: 'Camila',
      lastName: 'Arango',
      email: 'camila.arango@example.com',
      identificationNumber: '1020345678',
      phone: '+57 3105551234',
      comments: 'Habla inglés y francés.',
      vacancies: [{ title: 'Recepcionista bilingüe', jobSlug: 'recepcionista-bilingue-sierra' }],
      cvFileName: 'hoja de vida camila.pdf',
    });
    expect(referrals[0]?.cvFileName).toBeNull();
  });

  it('give their CV to the company’s analysts only, and record each download', async () => {
    const download = await api.app.inject({
      url: `${referralsUrl(two.ana.companyId)}/${withCv}/cv`,
      headers: bearer(two.ana),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''hoja%20de%20vida%20camila.pdf",
    );
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const { rows } = await api.db.query(
      'SELECT analyst_user_id FROM referral_access_log WHERE referral_id = $1',
      [withCv],
    );
    expect(rows).toEqual([{ analyst_user_id: two.ana.userId }]);

    const none = await api.app.inject({
      url: `${referralsUrl(two.ana.companyId)}/${withoutCv}/cv`,
      headers: bearer(two.ana),
    });
    expect(none.statusCode).toBe(404);
    // Beto, with his own company's path or Ana's, gets nothing, and nothing is recorded.
    for (const url of [
      `${referralsUrl(two.beto.companyId)}/${withCv}/cv`,
      `${referralsUrl(two.ana.companyId)}/${withCv}/cv`,
    ])
      expect((await api.app.inject({ url, headers: bearer(two.beto) })).statusCode, url).toBe(404);
    expect(
      (await api.app.inject({ url: referralsUrl(two.ana.companyId), headers: bearer(two.beto) })).statusCode,
    ).toBe(404);
    const candidate = await signInNewAccount(api.app, api.db);
    expect(
      (await api.app.inject({ url: referralsUrl(two.ana.companyId), headers: bearer(candidate) })).statusCode,
    ).toBe(403);
    const { rows: after } = await api.db.query('SELECT 1 FROM referral_access_log WHERE referral_id = $1', [
      withCv,
    ]);
    expect(after).toHaveLength(1);
  });
});
