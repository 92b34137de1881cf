import { type CompanySettings, calls, type companySettingsResponseSchema } from '@camello/domain/contracts';
import type { z } from 'zod';
import { ApiError } from '../../shared/api/api-error.ts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** `GET …/settings`. */
type SettingsResponse = z.infer<typeof companySettingsResponseSchema>;

export function getSettings(call: UserApiCallContext, companyId: string): Promise<SettingsResponse> {
  return userApiCall(call, calls.analyst.settings, { params: { companyId } });
}

/** `PUT …/settings`: the saved settings, or the API's words about what it refused. */
export async function saveSettings(
  call: UserApiCallContext,
  companyId: string,
  settings: CompanySettings,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await userApiCall(call, calls.analyst.saveSettings, { params: { companyId }, body: settings });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { ok: false, message: error.message };
    throw error;
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const orNull = (value: string) => (value === '' ? null : value);

/** The settings form a browser posted, as the API's body, with the logo it asked for (`submittedLogo`). */
export function readSettingsForm(form: FormData, logoUrl: string | null): CompanySettings {
  const referralTitle = text(form, 'referralTitle');
  const referralOn = form.get('referralEnabled') === 'on';
  return {
    name: text(form, 'name'),
    description: orNull(text(form, 'description')),
    logoUrl,
    primaryColor: orNull(text(form, 'primaryColor').toLowerCase()),
    secondaryColor: orNull(text(form, 'secondaryColor').toLowerCase()),
    websiteUrl: orNull(text(form, 'websiteUrl')),
    facebookUrl: orNull(text(form, 'facebookUrl')),
    instagramUrl: orNull(text(form, 'instagramUrl')),
    linkedinUrl: orNull(text(form, 'linkedinUrl')),
    youtubeUrl: orNull(text(form, 'youtubeUrl')),
    tiktokUrl: orNull(text(form, 'tiktokUrl')),
    xUrl: orNull(text(form, 'xUrl')),
    jobSiteKind: text(form, 'jobSiteKind') === '0' ? 0 : 1,
    dataPolicyUrl: orNull(text(form, 'dataPolicyUrl')),
    referral:
      referralTitle === '' && !referralOn
        ? null
        : {
            isEnabled: referralOn,
            title: referralTitle,
            introHtml: orNull(text(form, 'referralIntro')),
            termsUrl: orNull(text(form, 'referralTerms')),
            allowsUpload: form.get('referralUpload') === 'on',
          },
  };
}
