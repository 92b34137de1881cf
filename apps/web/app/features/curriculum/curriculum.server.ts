import { dateInputToIsoDate, encodeForwardUrl, forwardPathOf, paths, yearList } from '@camello/domain';
import { type CandidateResume, calls, type ResumeFormOptions } from '@camello/domain/contracts';
import { ApiError } from '../../shared/api/api-error.ts';
import { fileDownload } from '../../shared/api/file-download.server.ts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';
import { SEARCH_FIELDS, type SearchField } from './search-fields.ts';

/** The forms a search comes from: the personal data, a new experience or one of them. */
const SEARCH_FORM = /^(datos|experiencia-nueva|experiencia-[0-9a-f-]{36})$/;

/** What the page needs: the résumé, the option lists, the years, a search's matches, the way back. */
export type CurriculumPageData = {
  resume: CandidateResume;
  options: ResumeFormOptions;
  years: number[];
  /** Matches of the search typed in one field without JavaScript (`?campo=…&buscar=…`). */
  search: { field: SearchField; form: string; text: string; matches: { id: number; name: string }[] } | null;
  /** The page to go back to when the résumé is complete, with its `forwardUrl`. */
  forward: { path: string; forwardUrl: string } | null;
};

export async function curriculumPageData(
  call: UserApiCallContext,
  url: URL,
  now: Date,
): Promise<CurriculumPageData> {
  const field = SEARCH_FIELDS.find((each) => each === url.searchParams.get('campo')) ?? null;
  const text = (url.searchParams.get('buscar') ?? '').trim().slice(0, 120);
  const form = url.searchParams.get('formulario') ?? '';
  const given = url.searchParams.get('forwardUrl');
  const [resume, options, matches] = await Promise.all([
    userApiCall(call, calls.profile.resume),
    userApiCall(call, calls.profile.resumeFormOptions),
    field && text.length > 1 ? searchMatches(call, field, text) : Promise.resolve([]),
  ]);
  return {
    resume,
    options,
    years: yearList(now),
    search: field && SEARCH_FORM.test(form) ? { field, form, text, matches } : null,
    forward: given
      ? { path: forwardPathOf(given), forwardUrl: encodeForwardUrl(forwardPathOf(given)) }
      : null,
  };
}

async function searchMatches(
  call: UserApiCallContext,
  field: SearchField,
  q: string,
): Promise<{ id: number; name: string }[]> {
  if (field === 'occupationId') {
    return userApiCall(call, calls.jobs.searchOccupations, { query: { q } });
  }
  const found = await userApiCall(call, calls.jobs.searchCities, { query: { q } });
  return found.map((city) => ({ id: city.id, name: city.label }));
}

/** What a failed form gets back: its messages by field and what the person had typed. */
export type FormFailure = {
  intent: string;
  itemId: string | null;
  fields: Record<string, string>;
  values: Record<string, string>;
  message: string;
  /** Issues found before asking the API (a missing file), by field: the page words them. */
  codes?: Record<string, string>;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const optionalText = (form: FormData, name: string) => text(form, name).trim() || null;
const id = (form: FormData, name: string) => {
  const value = Number(text(form, name));
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
};
/**
 * The three boxes of a date input: a real day as `YYYY-MM-DD`; nothing typed, null; anything
 * else goes as typed, for the API's rule to name it an invalid date.
 */
const date = (form: FormData, name: string) => {
  const parts = {
    day: text(form, `${name}.day`),
    month: text(form, `${name}.month`),
    year: text(form, `${name}.year`),
  };
  if (Object.values(parts).every((part) => part.trim() === '')) return null;
  return dateInputToIsoDate(parts) ?? `${parts.year}-${parts.month}-${parts.day}`.slice(0, 40);
};

/** One write of the résumé; each answers the whole résumé as it now is. */
type Write = (call: UserApiCallContext) => Promise<CandidateResume>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The API call each form of the page makes; null for a form the page does not have. */
function writeOf(intent: string, form: FormData, itemId: string | null): Write | null {
  const item = itemId !== null && UUID.test(itemId) ? itemId : null;
  switch (intent) {
    case 'personal':
      return (call) =>
        userApiCall(call, calls.profile.saveResumePersonalData, {
          body: {
            firstName: text(form, 'firstName'),
            lastName: text(form, 'lastName'),
            birthdate: date(form, 'birthdate'),
            cityBirthId: id(form, 'cityBirthId'),
            phone: optionalText(form, 'phone'),
            countryId: id(form, 'countryId'),
            cityId: id(form, 'cityId'),
            address: optionalText(form, 'address'),
            sex: optionalText(form, 'sex'),
            gender: optionalText(form, 'gender'),
            civilStatus: optionalText(form, 'civilStatus'),
            identificationType: id(form, 'identificationType'),
            identificationNumber: optionalText(form, 'identificationNumber'),
            titleOrProfession: optionalText(form, 'titleOrProfession'),
          },
        });
    case 'salary': {
      const amount = text(form, 'salary').replace(/[\s.$]/g, '');
      return (call) =>
        userApiCall(call, calls.profile.saveSalary, {
          body: {
            salary: amount === '' ? null : /^\d+$/.test(amount) ? Number(amount) : -1,
            salaryFrequencyId: id(form, 'salaryFrequencyId'),
            currencyPayId: id(form, 'currencyPayId'),
          },
        });
    }
    case 'withoutStudies':
      return (call) =>
        userApiCall(call, calls.profile.setWithoutStudies, {
          body: { withoutStudies: form.has('withoutStudies') },
        });
    case 'withoutExperience':
      return (call) =>
        userApiCall(call, calls.profile.setWithoutExperience, {
          body: { withoutExperience: form.has('withoutExperience') },
        });
    case 'study': {
      const inProgress = form.has('inProgress');
      const body = {
        institute: text(form, 'institute'),
        title: text(form, 'title'),
        profession: text(form, 'profession'),
        startDate: date(form, 'startDate'),
        endDate: date(form, 'endDate'),
        inProgress,
        countryId: id(form, 'countryId'),
        studyType: id(form, 'studyType'),
      };
      return item
        ? (call) => userApiCall(call, calls.profile.updateStudy, { params: { studyId: item }, body })
        : (call) => userApiCall(call, calls.profile.addStudy, { body });
    }
    case 'removeStudy':
      return item
        ? (call) => userApiCall(call, calls.profile.removeStudy, { params: { studyId: item } })
        : null;
    case 'experience': {
      const body = {
        company: text(form, 'company'),
        position: text(form, 'position'),
        description: text(form, 'description'),
        startDate: date(form, 'startDate'),
        endDate: date(form, 'endDate'),
        atPresent: form.has('atPresent'),
        occupationId: id(form, 'occupationId'),
        level: id(form, 'level'),
        cityId: id(form, 'cityId'),
      };
      return item
        ? (call) =>
            userApiCall(call, calls.profile.updateExperience, { params: { experienceId: item }, body })
        : (call) => userApiCall(call, calls.profile.addExperience, { body });
    }
    case 'removeExperience':
      return item
        ? (call) => userApiCall(call, calls.profile.removeExperience, { params: { experienceId: item } })
        : null;
    case 'skill': {
      const skill = id(form, 'skillId');
      return skill
        ? (call) =>
            userApiCall(call, calls.profile.setSkill, {
              params: { skillId: skill },
              body: { score: Number(text(form, 'score')) || 0 },
            })
        : null;
    }
    case 'removeSkill': {
      const skill = id(form, 'skillId');
      return skill
        ? (call) => userApiCall(call, calls.profile.removeSkill, { params: { skillId: skill } })
        : null;
    }
    case 'removeCv':
      return (call) => userApiCall(call, calls.profile.removeCv);
    default:
      return null;
  }
}

/** Where each form's section is, for the page to come back to it. */
const SECTION_OF: Record<string, string> = {
  personal: 'datos-personales',
  salary: 'aspiracion-salarial',
  withoutStudies: 'estudios',
  study: 'estudios',
  removeStudy: 'estudios',
  withoutExperience: 'experiencia',
  experience: 'experiencia',
  removeExperience: 'experiencia',
  skill: 'habilidades',
  removeSkill: 'habilidades',
  cv: 'archivo',
  removeCv: 'archivo',
};

/** The values a failed form had, to fill it in again (never a file). */
function valuesOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') values[name] = value.slice(0, 2_500);
  return values;
}

/**
 * Runs one form of the page against the API: on success, where to go (the page again, at the
 * form's section, post-redirect-get); on a refusal, the messages under each field. An item that
 * is gone (another tab removed it) just shows the page again.
 */
export async function submitCurriculumForm(
  call: UserApiCallContext,
  form: FormData,
  url: URL,
): Promise<{ redirectTo: string } | { failure: FormFailure; status: number }> {
  const intent = text(form, 'intent');
  const itemId = optionalText(form, 'itemId');
  const given = url.searchParams.get('forwardUrl');
  const back = `${paths.curriculum(given ? encodeForwardUrl(forwardPathOf(given)) : undefined)}#${SECTION_OF[intent] ?? 'datos-personales'}`;
  let write: Write | null;
  if (intent === 'cv') {
    const file = form.get('cv');
    if (!(file instanceof File) || file.size === 0)
      return failure(intent, itemId, {}, { cv: 'invalidFile' }, 400);
    const bytes = new Blob([await file.arrayBuffer()], { type: 'application/octet-stream' });
    write = (call) =>
      userApiCall(call, calls.profile.uploadCv, {
        query: { fileName: file.name.slice(0, 255) },
        body: bytes,
      });
  } else write = writeOf(intent, form, itemId);
  if (!write) return failure(intent, itemId, valuesOf(form), {}, 400);
  try {
    await write(call);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404 && intent !== 'personal') return { redirectTo: back };
    if (error.status === 413) return failure(intent, itemId, {}, { cv: 'invalidFile' }, 400);
    if (error.status !== 400) throw error;
    const body = error.body as { fields?: Record<string, string> } | undefined;
    return {
      failure: { intent, itemId, fields: body?.fields ?? {}, values: valuesOf(form), message: error.message },
      status: 400,
    };
  }
  return { redirectTo: back };
}

/** A failure found before calling the API; `codes` are issue codes the page words itself. */
function failure(
  intent: string,
  itemId: string | null,
  values: Record<string, string>,
  codes: Record<string, string>,
  status: number,
) {
  return { failure: { intent, itemId, fields: {}, values, message: '', codes }, status };
}

/** The candidate's CV file as the API serves it, for the page's download link. */
export function downloadCv(call: UserApiCallContext): Promise<Response> {
  return fileDownload(call, calls.profile.cv);
}
