import { REFERRAL_TEXT_FIELDS } from '@camello/domain/contracts';
import type { RouterContextProvider } from 'react-router';
import { apiCallContextOf, userApiCallContextOf } from '../../shared/api/api-call-context.server.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { localeOf } from '../../shared/locale.server.ts';
import { referralMessages } from './messages.ts';
import type { ReferralFormState } from './ReferralForm.tsx';
import { cityIdOf, sendReferral } from './referrals-api.server.ts';

/** Past this a post is no referral with a 5 MB CV: refused before it is read. */
const MAX_POST_BYTES = 12 * 1024 * 1024;

export type ReferralOutcome =
  | { readonly sent: true }
  | { readonly sent: false; readonly state: ReferralFormState };

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Sends the posted referral to the API as the same multipart form, the city of birth found by
 * the name typed. A refusal comes back as what to show: the values typed, a message per field.
 */
export async function submitReferral(
  request: Request,
  context: Readonly<RouterContextProvider>,
  companySlug: string,
): Promise<ReferralOutcome | null> {
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_POST_BYTES) return null;
  const form = await request.formData().catch(() => null);
  if (!form) return null;
  const t = referralMessages.of(localeOf(context));
  const values: Record<string, string> = { cityBirth: textOf(form, 'cityBirth') };
  const outgoing = new FormData();
  for (const name of REFERRAL_TEXT_FIELDS) {
    if (name === 'cityBirthId') continue;
    values[name] = textOf(form, name);
    outgoing.append(name, values[name]);
  }
  const vacancies = form.getAll('vacancies').filter((value): value is string => typeof value === 'string');
  for (const publicId of vacancies) outgoing.append('vacancies', publicId);
  const refused = (fields: Record<string, string>, problem: string | null = t('form.problems')) => ({
    sent: false as const,
    state: { values, vacancies, fields, problem },
  });

  if (values.cityBirth?.trim()) {
    const cityId = await cityIdOf(apiCallContextOf(request, context), values.cityBirth);
    if (cityId === null) return refused({ cityBirthId: t('form.cityNotFound') });
    outgoing.append('cityBirthId', String(cityId));
  }
  const upload = form.get('upload');
  if (upload instanceof File && upload.size > 0) outgoing.append('upload', upload, upload.name);

  try {
    await sendReferral(userApiCallContextOf(request, context), companySlug, outgoing);
    return { sent: true };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 400) {
      const body = error.body as { fields?: Record<string, string> } | undefined;
      return refused(body?.fields ?? {}, body?.fields ? t('form.problems') : error.message);
    }
    if (error.status === 429)
      return refused(
        {},
        t('form.tooMany', { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) }),
      );
    throw error;
  }
}
