import { calls } from '@camello/domain/contracts';
import { ApiError } from '../../shared/api/api-error.ts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/**
 * The logo a settings or brand form ({@link LogoField}) asks for: none when removed, the file it
 * carries once uploaded (`POST …/companies/{companyId}/logos`), else the one it had; or, with the
 * one it had, the API's words about a file it refused.
 */
export async function submittedLogo(
  call: UserApiCallContext,
  companyId: string,
  form: FormData,
): Promise<{ ok: true; logoUrl: string | null } | { ok: false; logoUrl: string | null; message: string }> {
  const kept = form.get('logoUrl');
  const had = typeof kept === 'string' && kept.trim() !== '' ? kept.trim() : null;
  if (form.get('logoRemove') === 'on') return { ok: true, logoUrl: null };
  const file = form.get('logoFile');
  if (file instanceof File && file.size > 0) {
    const upload = new FormData();
    upload.append('logo', file, file.name);
    try {
      const { logoUrl } = await userApiCall(call, calls.analyst.uploadLogo, {
        params: { companyId },
        body: upload,
      });
      return { ok: true, logoUrl };
    } catch (error) {
      // A file refused, or too many uploads: the API's words show by the form.
      if (error instanceof ApiError && (error.status === 400 || error.status === 429))
        return { ok: false, logoUrl: had, message: error.message };
      throw error;
    }
  }
  return { ok: true, logoUrl: had };
}
