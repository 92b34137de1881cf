import { type CandidateResume, CV_MAX_BYTES } from '@camello/domain/contracts';
import { describe, expect, it } from 'vitest';
import { setUpApiApp } from '../test-support/api-app.ts';
import { type SignedInAccount, signInNewAccount } from '../test-support/signed-in-account.ts';
import {
  DOCX_WITHOUT_DOCUMENT,
  SAMPLE_DOCX,
  SAMPLE_EXECUTABLE,
  SAMPLE_PDF,
} from './test-support/cv-samples.ts';

const api = setUpApiApp();
const URL = '/api/profile/v1/candidate/cv';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const bearer = (account: SignedInAccount) => ({ authorization: `Bearer ${account.accessToken}` });

function upload(
  account: SignedInAccount,
  content: Buffer,
  fileName: string,
  contentType = 'application/octet-stream',
) {
  return api.app.inject({
    method: 'PUT',
    url: `${URL}?fileName=${encodeURIComponent(fileName)}`,
    payload: content,
    headers: { ...bearer(account), 'content-type': contentType },
  });
}

describe('the CV file', () => {
  it('takes a PDF, describes it in the résumé, and gives it back byte for byte to its owner only', async () => {
    const ana = await signInNewAccount(api.app, api.db);
    const beto = await signInNewAccount(api.app, api.db);
    const uploaded = await upload(ana, SAMPLE_PDF, 'Hoja de vida Ana Gómez.pdf', 'application/pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((uploaded.json() as CandidateResume).cv).toMatchObject({
      fileName: 'Hoja de vida Ana Gómez.pdf',
      contentType: 'application/pdf',
      sizeBytes: SAMPLE_PDF.length,
    });

    const download = await api.app.inject({ url: URL, headers: bearer(ana) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Hoja de vida Ana Gomez.pdf"; filename*=UTF-8''Hoja%20de%20vida%20Ana%20G%C3%B3mez.pdf`,
    );
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);

    // Beto's own CV route names only Beto's file: he has none.
    expect((await api.app.inject({ url: URL, headers: bearer(beto) })).statusCode).toBe(404);
    expect((await api.app.inject({ url: URL })).statusCode).toBe(401);
  });

  it('replaces the file with a Word document, whose name takes the extension of its content', async () => {
    const carla = await signInNewAccount(api.app, api.db);
    expect((await upload(carla, SAMPLE_PDF, 'cv.pdf')).statusCode).toBe(200);
    const replaced = await upload(carla, SAMPLE_DOCX, 'C:\\Mis documentos\\cv "final".doc');
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((replaced.json() as CandidateResume).cv).toMatchObject({
      fileName: 'cv final.docx',
      contentType: DOCX_TYPE,
      sizeBytes: SAMPLE_DOCX.length,
    });
    const download = await api.app.inject({ url: URL, headers: bearer(carla) });
    expect(download.rawPayload.equals(SAMPLE_DOCX)).toBe(true);
    const { rows } = await api.db.query<{ n: number }>(
      'select count(*)::int as n from candidate_cv_files where candidate_id = $1',
      [carla.candidateId],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it.each([
    ['an executable renamed .pdf', SAMPLE_EXECUTABLE, 'hoja.pdf', 'application/pdf'],
    ['a ZIP without word/document.xml named .docx', DOCX_WITHOUT_DOCUMENT, 'hoja.docx', DOCX_TYPE],
    ['plain text named .pdf', Buffer.from('no soy un PDF'), 'hoja.pdf', 'application/pdf'],
    ['an empty body', Buffer.alloc(0), 'hoja.pdf', 'application/octet-stream'],
  ])(
    'refuses %s with 400 and a Spanish message, keeping the file there was',
    async (_name, content, fileName, type) => {
      const dario = await signInNewAccount(api.app, api.db);
      await upload(dario, SAMPLE_PDF, 'bueno.pdf');
      const refused = await upload(dario, content, fileName, type);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'Sube tu hoja de vida en PDF o Word (.docx)',
        fields: { cv: 'Sube tu hoja de vida en PDF o Word (.docx) de máximo 5 MB' },
      });
      const download = await api.app.inject({ url: URL, headers: bearer(dario) });
      expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    },
  );

  it('refuses a file over 5 MB with 413, and takes one of exactly 5 MB', async () => {
    const eva = await signInNewAccount(api.app, api.db);
    const padded = (size: number) =>
      Buffer.concat([SAMPLE_PDF, Buffer.alloc(size - SAMPLE_PDF.length, 0x20)]);
    const tooBig = await upload(eva, padded(CV_MAX_BYTES + 1), 'grande.pdf');
    expect(tooBig.statusCode).toBe(413);
    const justRight = await upload(eva, padded(CV_MAX_BYTES), 'justo.pdf');
    expect(justRight.statusCode, justRight.body.slice(0, 200)).toBe(200);
    expect((justRight.json() as CandidateResume).cv?.sizeBytes).toBe(CV_MAX_BYTES);
  });

  it('goes with DELETE, and the download then answers 404', async () => {
    const fede = await signInNewAccount(api.app, api.db);
    await upload(fede, SAMPLE_PDF, 'cv.pdf');
    const removed = await api.app.inject({ method: 'DELETE', url: URL, headers: bearer(fede) });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as CandidateResume).cv).toBeNull();
    const gone = await api.app.inject({ url: URL, headers: bearer(fede) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('No has subido un archivo de hoja de vida');
  });
});
