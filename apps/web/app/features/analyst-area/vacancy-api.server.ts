import {
  type AnalystVacancy,
  type AnalystVacancyForm,
  type AnalystVacancyList,
  calls,
  type QueryOf,
} from '@camello/domain/contracts';
import { ApiError } from '../../shared/api/api-error.ts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** `GET …/vacancies`: the company's vacancies, with applicants by stage. */
export function listVacancies(
  call: UserApiCallContext,
  companyId: string,
  query: QueryOf<typeof calls.analyst.vacancies>,
): Promise<AnalystVacancyList> {
  return userApiCall(call, calls.analyst.vacancies, { params: { companyId }, query });
}

/** `GET …/vacancies/{vacancyId}`: null when it is not the company's. */
export async function getVacancy(
  call: UserApiCallContext,
  companyId: string,
  vacancyId: string,
): Promise<AnalystVacancy | null> {
  try {
    return await userApiCall(call, calls.analyst.vacancy, { params: { companyId, vacancyId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** What a save answered: the vacancy, or the import's words about what is wrong, field by field. */
export type SaveOutcome =
  | { ok: true; vacancy: AnalystVacancy }
  | { ok: false; message: string; fields: Record<string, string> };

async function saved(request: Promise<AnalystVacancy>): Promise<SaveOutcome> {
  try {
    return { ok: true, vacancy: await request };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
      const body = error.body as { fields?: Record<string, string> } | undefined;
      return { ok: false, message: error.message, fields: body?.fields ?? {} };
    }
    throw error;
  }
}

/** `POST …/vacancies` (a new draft) or `PUT …/vacancies/{vacancyId}`. */
export function saveVacancy(
  call: UserApiCallContext,
  companyId: string,
  vacancyId: string | null,
  body: AnalystVacancyForm,
): Promise<SaveOutcome> {
  return saved(
    vacancyId
      ? userApiCall(call, calls.analyst.updateVacancy, { params: { companyId, vacancyId }, body })
      : userApiCall(call, calls.analyst.createVacancy, { params: { companyId }, body }),
  );
}

/** Publish, pause or close; or duplicate (a new draft). */
export function changeVacancy(
  call: UserApiCallContext,
  companyId: string,
  vacancyId: string,
  action: 'publish' | 'pause' | 'close' | 'duplicate',
): Promise<SaveOutcome> {
  const params = { companyId, vacancyId };
  return saved(
    action === 'duplicate'
      ? userApiCall(call, calls.analyst.duplicateVacancy, { params })
      : userApiCall(call, calls.analyst.changeVacancyStatus, { params, body: { action } }),
  );
}
