import { openTestDatabase } from '@camello/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../driver/db.ts';
import { insertTestCompany } from '../import/fixtures/test-company.ts';
import { parseVacancyRow, type VacancyRow } from '../import/vacancy-row-schema.ts';
import {
  assignVacancyExternalId,
  fileVacancyAuthorship,
  saveVacancyRow,
  setVacancyStatus,
  unfileConfidentialVacancy,
} from './vacancy-writer.ts';

let db: Db;
let companyId: string;
const now = new Date('2026-11-01T12:00:00.000Z');

beforeAll(async () => {
  db = await openTestDatabase();
  companyId = await insertTestCompany(db);
});

afterAll(async () => {
  await db?.close();
});

function row(overrides: Record<string, unknown> = {}): VacancyRow {
  const parsed = parseVacancyRow({
    externalId: 'WR-1',
    company: 'transportes-andinos-nandu',
    title: 'Mesero para eventos',
    descriptionHtml: '<p>Atiende eventos corporativos.</p>',
    cities: ['Cartagena'],
    sectors: ['hoteleria-y-turismo'],
    salaryFrequency: 'MONTH',
    employmentType: 'PART_TIME',
    ...overrides,
  });
  if (!parsed.ok) throw new Error(parsed.reasons.join('; '));
  return parsed.row;
}

const stored = async (id: string) => {
  const { rows } = await db.query<{
    company_id: string;
    hiring_company_id: string | null;
    status: string;
    title: string;
    is_confidential: boolean;
    published_at: Date | null;
  }>(
    'SELECT company_id, hiring_company_id, status, title, is_confidential, published_at FROM vacancies WHERE id = $1',
    [id],
  );
  return rows[0];
};

describe('the vacancy writer', () => {
  it('creates a vacancy from a row, then updates the same one by its external id', async () => {
    const created = await saveVacancyRow(db, row({ status: 'draft' }), { now });
    expect(created).toMatchObject({ ok: true, inserted: true });
    if (!created.ok) return;
    const updated = await saveVacancyRow(db, row({ status: 'draft', title: 'Mesero para bodas' }), { now });
    expect(updated).toMatchObject({ ok: true, inserted: false, id: created.id, slug: created.slug });
    expect(await stored(created.id)).toMatchObject({ title: 'Mesero para bodas', status: 'draft' });
  });

  it('refuses a row whose references do not resolve, with the problem under its field', async () => {
    const refused = await saveVacancyRow(db, row({ externalId: 'WR-2', cities: ['Atlántida'] }), { now });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.fields?.cities).toBe(refused.reason);
  });

  it('refuses a row the stored vacancy makes wrong as the row’s fault, without throwing', async () => {
    const first = await saveVacancyRow(db, row({ externalId: 'WR-3', publishedAt: '2026-10-25T08:00:00Z' }), {
      now,
    });
    expect(first.ok).toBe(true);
    // Valid on its own, but before the publication date the vacancy already has.
    const refused = await saveVacancyRow(
      db,
      row({ externalId: 'WR-3', validThrough: '2026-10-20T08:00:00Z' }),
      {
        now,
      },
    );
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining('validThrough') });
  });

  it('publishes once, keeping the first publication date, and closes', async () => {
    const saved = await saveVacancyRow(db, row({ externalId: 'WR-4', status: 'draft' }), { now });
    if (!saved.ok) throw new Error(saved.reason);
    await setVacancyStatus(db, saved.id, 'published', now);
    await setVacancyStatus(db, saved.id, 'paused', new Date('2026-11-05T00:00:00Z'));
    await setVacancyStatus(db, saved.id, 'published', new Date('2026-11-06T00:00:00Z'));
    expect(await stored(saved.id)).toMatchObject({ status: 'published', published_at: now });
    await setVacancyStatus(db, saved.id, 'closed', new Date('2026-11-07T00:00:00Z'));
    expect((await stored(saved.id))?.status).toBe('closed');
  });

  it('files a confidential vacancy under the placeholder company, and back for a save to find it', async () => {
    const saved = await saveVacancyRow(db, row({ externalId: 'WR-5' }), { now });
    if (!saved.ok) throw new Error(saved.reason);
    await fileVacancyAuthorship(db, saved.id, { isConfidential: true, createdById: null });
    const filed = await stored(saved.id);
    expect(filed).toMatchObject({ hiring_company_id: companyId, is_confidential: true });
    expect(filed?.company_id).not.toBe(companyId);
    expect(await assignVacancyExternalId(db, companyId, saved.id)).toBe('WR-5');

    await unfileConfidentialVacancy(db, saved.id);
    const again = await saveVacancyRow(db, row({ externalId: 'WR-5', title: 'Mesero confidencial' }), {
      now,
    });
    expect(again).toMatchObject({ ok: true, inserted: false, id: saved.id });
    await fileVacancyAuthorship(db, saved.id, { isConfidential: false, createdById: null });
    expect(await stored(saved.id)).toMatchObject({ company_id: companyId, is_confidential: false });
  });
});
