import { encodeForwardUrl, paths, profileRequirementLabel } from '@camello/domain';
import { errorBodySchema, type UtmPayload, utmPayloadSchema } from '@camello/domain/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { userApiCallContextOf } from '../../shared/api/api-call-context.server.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { campaignParams, SUGGESTED_BY_MATCHER } from '../../shared/application-params.ts';
import { localeOf } from '../../shared/locale.server.ts';
import { pageUrlOf } from '../../shared/page-url.server.ts';
import { requireUser } from '../../shared/session.server.ts';
import { submittedForm } from '../../shared/submitted-form.server.ts';
import { refuseCrossSiteForm } from '../accounts/index.server.ts';
import { answersOf } from './answers.ts';
import {
  acceptTerms,
  fetchApplyJob,
  fetchCompleteness,
  fetchQuestionnaire,
  fetchTermsStatus,
  submitApplication,
} from './apply-api.server.ts';
import type { ApplyActionData, ApplyPageData } from './apply-types.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
/** The query parameter of the page a sent application comes back to: it shows the summary. */
export const SENT = 'enviada';

/** The vacancy of the page, or the API's 404 and 410 as the page's own answer. */
async function jobOf(request: Request, context: Readonly<RouterContextProvider>, jobSlug: string) {
  try {
    return await fetchApplyJob(userApiCallContextOf(request, context), jobSlug);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410))
      throw data(null, { status: error.status, headers: PRIVATE });
    throw error;
  }
}

/**
 * `/empleos/postular/{jobSlug}`: the step of applying the candidate is at. Applied already (the
 * summary right after sending), the terms to accept, the résumé to complete, the company's own
 * site, or the questionnaire.
 */
export async function applyPageLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
  jobSlug: string,
) {
  const user = await requireUser(request, context);
  const url = pageUrlOf(request);
  if (user.role !== 'candidate') return data({ step: { kind: 'notCandidate' } } as ApplyPageData);
  const call = userApiCallContextOf(request, context);
  const job = await jobOf(request, context, jobSlug);
  const page = (step: ApplyPageData['step']) =>
    data(
      {
        step,
        job: { title: job.title, companyName: job.company.name, path: paths.job(job.slug) },
      } satisfies ApplyPageData,
      { headers: PRIVATE },
    );
  if (job.candidateState.applied) return page({ kind: 'applied', justSent: url.searchParams.has(SENT) });
  const terms = await fetchTermsStatus(call);
  if (!terms.accepted)
    return page({
      kind: 'terms',
      inForce: terms.inForce.map(({ kind, version, title }) => ({ kind, version, title })),
    });
  const completeness = await fetchCompleteness(call);
  if (!completeness.complete) {
    // The résumé comes back here, to this step of this visit (its campaign kept), once complete.
    const curriculumPath = paths.curriculum(encodeForwardUrl(`${url.pathname}${url.search}`));
    const locale = localeOf(context);
    return page({
      kind: 'profile',
      curriculumPath,
      missing: completeness.missing.map((item) => ({
        label: profileRequirementLabel(locale, item.requirement),
        href: `${curriculumPath}#field-${item.field}`,
      })),
    });
  }
  if (job.externalApplyUrl) return page({ kind: 'external' });
  const { questions } = await fetchQuestionnaire(call, job.id);
  return page({ kind: 'questionnaire', questions });
}

/** The visit's campaign (`utm_*`, `gclid`) as the application records it; other keys are left out. */
export function utmPayloadOf(search: URLSearchParams): UtmPayload {
  const known = Object.keys(utmPayloadSchema.shape);
  return Object.fromEntries(campaignParams(search).filter(([key]) => known.includes(key)));
}

/** The form's values to show again next to its messages. */
function valuesOf(form: FormData): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [key, value] of form)
    if (key.startsWith('answer.') && typeof value === 'string') values[key] = [...(values[key] ?? []), value];
  return values;
}

/**
 * The page's forms: accepting the terms (`intent=terms`) and sending the application
 * (`intent=apply`), both answered by going back to the page (post, redirect, get), or with the
 * messages to show (400), the company's address to go on to, or a pause to take (429).
 */
export async function applyPageAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  jobSlug: string,
) {
  refuseCrossSiteForm(request, context);
  await requireUser(request, context);
  const url = pageUrlOf(request);
  const back = `${url.pathname}${url.search}`;
  const call = userApiCallContextOf(request, context);
  const form = await submittedForm(request);
  const reply = (body: ApplyActionData, status: number) => data(body, { status, headers: PRIVATE });

  if (form.get('intent') === 'terms') {
    const terms = form.get('terms');
    const dataPolicy = form.get('data_policy');
    if (form.get('accept') !== 'on' || typeof terms !== 'string' || typeof dataPolicy !== 'string')
      return reply({ kind: 'termsRequired' }, 400);
    try {
      await acceptTerms(call, { terms, data_policy: dataPolicy });
    } catch (error) {
      // A new version came into force meanwhile: the page shows it to be read and accepted.
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
    throw redirect(back, { status: 303, headers: PRIVATE });
  }

  const job = await jobOf(request, context, jobSlug);
  const { questions } = job.externalApplyUrl ? { questions: [] } : await fetchQuestionnaire(call, job.id);
  try {
    const sent = await submitApplication(call, {
      jobId: job.id,
      answers: answersOf(form, questions),
      utmPayload: utmPayloadOf(url.searchParams),
      suggestedByMatcher: url.searchParams.get(SUGGESTED_BY_MATCHER) === 'true',
    });
    if (sent.externalApplyUrl) return reply({ kind: 'external', url: sent.externalApplyUrl }, 200);
    const done = new URL(back, url);
    if (!sent.alreadyApplied) done.searchParams.set(SENT, '1');
    throw redirect(`${done.pathname}${done.search}`, { status: 303, headers: PRIVATE });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const body = errorBodySchema.safeParse(error.body);
    if (error.status === 400 && body.success && body.data.reason === 'invalidAnswers')
      return reply({ kind: 'invalidAnswers', fields: body.data.fields ?? {}, values: valuesOf(form) }, 400);
    if (error.status === 409) throw redirect(back, { status: 303, headers: PRIVATE });
    if (error.status === 429)
      return reply({ kind: 'tooMany', minutes: Math.ceil((error.retryAfterSeconds ?? 60) / 60) }, 429);
    if (error.status === 404 || error.status === 410)
      throw data(null, { status: error.status, headers: PRIVATE });
    throw error;
  }
}
