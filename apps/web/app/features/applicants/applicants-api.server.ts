import {
  type ApplicantDetail,
  type ApplicantMoved,
  type ApplicantMoveRequest,
  type ApplicantsQuery,
  applicantDetailSchema,
  applicantMovedSchema,
  applicantNoteSchema,
  type BulkApplicantMove,
  type BulkApplicantMoveRequest,
  bulkApplicantMoveSchema,
  type CompanyStages,
  type CompanyStagesRequest,
  companyStagesSchema,
  type VacancyApplicants,
  vacancyApplicantsSchema,
} from '@camello/domain/contracts';
import { errorFrom, fetchApi } from '../../shared/api/api-request.server.ts';
import { fileDownload } from '../../shared/api/file-download.server.ts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

const company = (companyId: string) => `/analyst/v1/companies/${encodeURIComponent(companyId)}`;
const vacancy = (companyId: string, vacancyId: string) =>
  `${company(companyId)}/vacancies/${encodeURIComponent(vacancyId)}/applicants`;
const application = (companyId: string, applicationId: string) =>
  `${company(companyId)}/applications/${encodeURIComponent(applicationId)}`;

/** `GET …/applications/{applicationId}/cv`: the applicant's CV, as a download (the API records the read). */
export function downloadApplicantCv(call: UserApiCallContext, companyId: string, applicationId: string) {
  return fileDownload(call, `${application(companyId, applicationId)}/cv`);
}

/** `GET …/vacancies/{vacancyId}/applicants`: a page of a vacancy's applicants. */
export function listApplicants(
  call: UserApiCallContext,
  companyId: string,
  vacancyId: string,
  query: ApplicantsQuery,
): Promise<VacancyApplicants> {
  return userApiCall(
    call,
    { method: 'GET', path: vacancy(companyId, vacancyId), query },
    vacancyApplicantsSchema,
  );
}

/** `GET …/applications/{applicationId}`: one applicant's résumé, answers and timeline. */
export function readApplicant(
  call: UserApiCallContext,
  companyId: string,
  applicationId: string,
): Promise<ApplicantDetail> {
  return userApiCall(
    call,
    { method: 'GET', path: application(companyId, applicationId) },
    applicantDetailSchema,
  );
}

/** `POST …/applications/{applicationId}/moves` */
export function moveApplicant(
  call: UserApiCallContext,
  companyId: string,
  applicationId: string,
  move: ApplicantMoveRequest,
): Promise<ApplicantMoved> {
  return userApiCall(
    call,
    { method: 'POST', path: `${application(companyId, applicationId)}/moves`, body: move },
    applicantMovedSchema,
  );
}

/** `POST …/vacancies/{vacancyId}/applicants/moves` */
export function moveApplicants(
  call: UserApiCallContext,
  companyId: string,
  vacancyId: string,
  move: BulkApplicantMoveRequest,
): Promise<BulkApplicantMove> {
  return userApiCall(
    call,
    { method: 'POST', path: `${vacancy(companyId, vacancyId)}/moves`, body: move },
    bulkApplicantMoveSchema,
  );
}

/** `POST …/applications/{applicationId}/notes` */
export async function addApplicantNote(
  call: UserApiCallContext,
  companyId: string,
  applicationId: string,
  note: string,
): Promise<void> {
  await userApiCall(
    call,
    { method: 'POST', path: `${application(companyId, applicationId)}/notes`, body: { note } },
    applicantNoteSchema,
  );
}

/** `GET …/stages` */
export function readStages(call: UserApiCallContext, companyId: string): Promise<CompanyStages> {
  return userApiCall(call, { method: 'GET', path: `${company(companyId)}/stages` }, companyStagesSchema);
}

/** `PUT …/stages` */
export function saveStages(
  call: UserApiCallContext,
  companyId: string,
  stages: CompanyStagesRequest,
): Promise<CompanyStages> {
  return userApiCall(
    call,
    { method: 'PUT', path: `${company(companyId)}/stages`, body: stages },
    companyStagesSchema,
  );
}

/**
 * `GET …/applicants/export`: the CSV file as the API wrote it (BOM, `;`), passed through to the
 * browser as a download.
 */
export async function exportApplicants(
  call: UserApiCallContext,
  companyId: string,
  vacancyId: string,
  query: ApplicantsQuery,
): Promise<Response> {
  const headers = new Headers({ Accept: 'text/csv', 'Accept-Language': call.locale });
  if (call.cookies.header) headers.set('Cookie', call.cookies.header);
  if (call.clientAddress) headers.set('X-Forwarded-For', call.clientAddress);
  const response = await fetchApi(call, `${vacancy(companyId, vacancyId)}/export`, query, {
    headers,
    signal: call.signal,
  });
  call.cookies.receive(response.headers.getSetCookie());
  if (!response.ok) throw await errorFrom(response);
  return new Response(response.body, {
    headers: {
      'Content-Type': response.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'Content-Disposition': response.headers.get('content-disposition') ?? 'attachment',
      'Cache-Control': 'private, no-store',
    },
  });
}
