import {
  type ApplicantDetail,
  type ApplicantMoved,
  type ApplicantMoveRequest,
  type ApplicantsQuery,
  type BulkApplicantMove,
  type BulkApplicantMoveRequest,
  type CompanyStages,
  type CompanyStagesRequest,
  calls,
  type VacancyApplicants,
} from '@camello/domain/contracts';
import { errorFrom, fetchApi } from '../../shared/api/api-request.server.ts';
import { fileDownload } from '../../shared/api/file-download.server.ts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** `GET …/applications/{applicationId}/cv`: the applicant's CV, as a download (the API records the read). */
export function downloadApplicantCv(call: UserApiCallContext, companyId: string, applicationId: string) {
  return fileDownload(call, calls.analyst.applicantCv, { params: { companyId, applicationId } });
}

/** `GET …/vacancies/{vacancyId}/applicants`: a page of a vacancy's applicants. */
export function listApplicants(
  call: UserApiCallContext,
  companyId: string,
  vacancyId: string,
  query: ApplicantsQuery,
): Promise<VacancyApplicants> {
  return userApiCall(call, calls.analyst.applicants, { params: { companyId, vacancyId }, query });
}

/** `GET …/applications/{applicationId}`: one applicant's résumé, answers and timeline. */
export function readApplicant(
  call: UserApiCallContext,
  companyId: string,
  applicationId: string,
): Promise<ApplicantDetail> {
  return userApiCall(call, calls.analyst.applicant, { params: { companyId, applicationId } });
}

/** `POST …/applications/{applicationId}/moves` */
export function moveApplicant(
  call: UserApiCallContext,
  companyId: string,
  applicationId: string,
  move: ApplicantMoveRequest,
): Promise<ApplicantMoved> {
  return userApiCall(call, calls.analyst.moveApplicant, { params: { companyId, applicationId }, body: move });
}

/** `POST …/vacancies/{vacancyId}/applicants/moves` */
export function moveApplicants(
  call: UserApiCallContext,
  companyId: string,
  vacancyId: string,
  move: BulkApplicantMoveRequest,
): Promise<BulkApplicantMove> {
  return userApiCall(call, calls.analyst.moveApplicants, { params: { companyId, vacancyId }, body: move });
}

/** `POST …/applications/{applicationId}/notes` */
export async function addApplicantNote(
  call: UserApiCallContext,
  companyId: string,
  applicationId: string,
  note: string,
): Promise<void> {
  await userApiCall(call, calls.analyst.addApplicantNote, {
    params: { companyId, applicationId },
    body: { note },
  });
}

/** `GET …/stages` */
export function readStages(call: UserApiCallContext, companyId: string): Promise<CompanyStages> {
  return userApiCall(call, calls.analyst.stages, { params: { companyId } });
}

/** `PUT …/stages` */
export function saveStages(
  call: UserApiCallContext,
  companyId: string,
  stages: CompanyStagesRequest,
): Promise<CompanyStages> {
  return userApiCall(call, calls.analyst.saveStages, { params: { companyId }, body: stages });
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
  const { page: _page, ...exported } = query;
  const response = await fetchApi(
    call,
    calls.analyst.exportApplicants,
    { params: { companyId, vacancyId }, query: exported },
    { headers, signal: call.signal },
  );
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
