import type { ReferralSite, ReferralVacancy } from '@camello/domain/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApiApp } from '../test-support/api-app.ts';

const api = setUpApiApp();

/** A real (tiny) PDF: what file-type reads is the `%PDF-` signature and the trailer. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** The start of a Windows executable (MZ header with its PE offset), named like a CV. */
const EXECUTABLE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

let site: ReferralSite;
let vacancy: ReferralVacancy | undefined;
let ccDocumentTypeId: number;
let nextAddress = 1;

const valid = () => ({
  firstName: 'Luisa Fernanda',
  lastName: 'Ramírez Ossa',
  documentTypeId: String(ccDocumentTypeId),
  identificationNumber: '1.020.345.678',
  countryCode: 'co',
  phone: '310 555 1234',
  email: `luisa.${Math.random().toString(36).slice(2)}@example.com`,
  cityBirthId: '',
  comments: 'Trabajó conmigo tres años en logística.',
});

type Upload = { content: Buffer; name: string; type: string };

/** Posts a multipart referral from its own visitor address, as a browser form would send it. */
async function postReferral(
  fields: Record<string, string>,
  options: { upload?: Upload; vacancies?: string[]; slug?: string; address?: string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const publicId of options.vacancies ?? []) form.append('vacancies', publicId);
  if (options.upload)
    form.append(
      'upload',
      new Blob([new Uint8Array(options.upload.content)], { type: options.upload.type }),
      options.upload.name,
    );
  const encoded = new Request('http://camello.test/', { method: 'POST', body: form });
  return api.app.inject({
    method: 'POST',
    url: `/api/referrals/v1/referrals/${options.slug ?? site.companySlug}`,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      'x-forwarded-for': options.address ?? `198.51.100.${nextAddress++}`,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

async function counts() {
  const { rows } = await api.db.query<{ referrals: number; uploads: number; links: number }>(
    `SELECT (SELECT count(*)::int FROM referrals) AS referrals, (SELECT count(*)::int FROM referral_uploads) AS uploads,
            (SELECT count(*)::int FROM referral_vacancies) AS links`,
  );
  const row = rows[0];
  if (!row) throw new Error('no counts');
  return row;
}

beforeAll(async () => {
  const sites = (await api.app.inject('/api/referrals/v1/referrals/sites')).json() as ReferralSite[];
  for (const candidate of sites) {
    const list = (
      await api.app.inject(`/api/referrals/v1/vacancies/${candidate.companySlug}`)
    ).json() as ReferralVacancy[];
    site = candidate;
    vacancy = list[0];
    if (vacancy) break;
  }
  const types = (await api.app.inject('/api/referrals/v1/document-types?country=co')).json() as {
    id: number;
    code: string;
  }[];
  ccDocumentTypeId = types.find((type) => type.code === 'CC')?.id ?? 0;
});

describe('referral pages', () => {
  it('lists the companies with a referral page and shows each one', async () => {
    expect(site).toBeDefined();
    const response = await api.app.inject(`/api/referrals/v1/referrals/settings/${site.companySlug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      companySlug: site.companySlug,
      title: site.title,
      allowsUpload: true,
    });
  });

  it('answers 404 in Spanish for a company without a referral page', async () => {
    for (const url of [
      '/api/referrals/v1/referrals/settings/no-existe',
      '/api/referrals/v1/vacancies/no-existe',
    ]) {
      const response = await api.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Esta empresa no tiene página de referidos');
    }
  });
});

describe('POST /api/referrals/v1/referrals/{slug}', () => {
  it('stores a referral with its CV and vacancies, and a retry adds nothing', async () => {
    expect(vacancy, 'a referral company with a live vacancy').toBeDefined();
    const before = await counts();
    const fields = valid();
    const upload = { content: PDF, name: 'hoja de vida.pdf', type: 'application/pdf' };
    const vacancies = vacancy ? [vacancy.publicId] : [];
    const first = await postReferral(fields, { upload, vacancies });
    expect(first.statusCode, first.body).toBe(201);
    const again = await postReferral(fields, { upload, vacancies });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const after = await counts();
    expect(after.referrals).toBe(before.referrals + 1);
    expect(after.links).toBe(before.links + 1);
    const { rows } = await api.db.query<Record<string, unknown>>(
      `SELECT r.first_name, r.identification_number, r.phone, u.media_type, u.file_name, u.size_bytes
         FROM referrals r JOIN referral_uploads u ON u.id::text = r.upload_key WHERE r.id = $1`,
      [first.json().id],
    );
    expect(rows[0]).toEqual({
      first_name: 'Luisa Fernanda',
      identification_number: '1020345678',
      phone: '3105551234',
      media_type: 'application/pdf',
      file_name: 'hoja de vida.pdf',
      size_bytes: PDF.byteLength,
    });
  });

  it.each([
    [
      'a document number with letters',
      { identificationNumber: '10203A5678' },
      'identificationNumber',
      'Revisa el número: no corresponde al tipo de documento que elegiste',
    ],
    [
      'a document number too short',
      { identificationNumber: '123' },
      'identificationNumber',
      'Revisa el número: no corresponde al tipo de documento que elegiste',
    ],
    [
      'a phone that is no Colombian number',
      { phone: '12345' },
      'phone',
      'Escribe un número de teléfono válido, sin el indicativo del país',
    ],
    [
      'an e-mail without domain',
      { email: 'luisa@' },
      'email',
      'Escribe un correo válido, como nombre@ejemplo.com',
    ],
    ['no last name', { lastName: '  ' }, 'lastName', 'Este campo es obligatorio'],
    [
      'an unknown document type',
      { documentTypeId: '999999' },
      'documentTypeId',
      'Elige solo entre las opciones de esta pregunta',
    ],
  ])('refuses %s with a Spanish message and stores nothing', async (_case, change, field, message) => {
    const before = await counts();
    const response = await postReferral({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Revisa los datos del referido: hay campos por corregir',
    });
    expect(response.json().fields[field]).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a CV over 5 MB and a renamed executable, and stores nothing', async () => {
    const before = await counts();
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await postReferral(valid(), {
      upload: { content: big, name: 'cv.pdf', type: 'application/pdf' },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().fields.upload).toBe('Sube tu hoja de vida en PDF o Word (.docx) de máximo 5 MB');
    const renamed = await postReferral(valid(), {
      upload: { content: EXECUTABLE, name: 'hoja-de-vida.pdf', type: 'application/pdf' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fields.upload).toBe('Sube tu hoja de vida en PDF o Word (.docx) de máximo 5 MB');
    const script = await postReferral(valid(), {
      upload: {
        content: Buffer.from('<script>alert(1)</script>'),
        name: 'cv.docx',
        type: 'application/msword',
      },
    });
    expect(script.json().fields.upload).toBe('Sube tu hoja de vida en PDF o Word (.docx) de máximo 5 MB');
    expect(await counts()).toEqual(before);
  });

  it('refuses a vacancy of another company and a body that is no multipart form', async () => {
    const other = await postReferral(valid(), { vacancies: ['zzzzzz9'] });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields.vacancies).toBeDefined();
    const json = await api.app.inject({
      method: 'POST',
      url: `/api/referrals/v1/referrals/${site.companySlug}`,
      payload: valid(),
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 404 for a company without a referral page', async () => {
    const response = await postReferral(valid(), { slug: 'no-existe' });
    expect(response.statusCode).toBe(404);
  });

  it('limits the referrals stored per visitor address, and the tries', async () => {
    const address = '203.0.113.78';
    for (let sent = 0; sent < 10; sent += 1)
      expect((await postReferral(valid(), { address })).statusCode).toBe(201);
    const eleventh = await postReferral(valid(), { address });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(
      'Hiciste demasiados intentos. Espera un momento y vuelve a intentarlo',
    );
  });

  it('limits the tries per visitor address, in English for an English browser', async () => {
    const address = '203.0.113.77';
    for (let sent = 0; sent < 60; sent += 1) await postReferral({ ...valid(), phone: '1' }, { address });
    const refused = await api.app.inject({
      method: 'POST',
      url: `/api/referrals/v1/referrals/${site.companySlug}`,
      headers: { 'x-forwarded-for': address, 'accept-language': 'en-US' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toBe('Too many attempts. Wait a moment and try again');
  });
});
