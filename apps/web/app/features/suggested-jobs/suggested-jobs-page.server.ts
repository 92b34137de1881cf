import { paths } from '@camello/domain';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { userApiCallContextOf } from '../../shared/api/api-call-context.server.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { requireUser } from '../../shared/session.server.ts';
import { submittedForm } from '../../shared/submitted-form.server.ts';
import { refuseCrossSiteForm } from '../accounts/index.server.ts';
import {
  judgeSuggestion,
  listSuggestions,
  SUGGESTION_INTENTS,
  type SuggestionIntent,
} from './suggested-jobs-api.server.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const PUBLIC_ID = /^[a-z0-9]{1,40}$/i;

async function requireCandidate(request: Request, context: Readonly<RouterContextProvider>) {
  const user = await requireUser(request, context);
  if (user.role !== 'candidate') throw redirect(paths.analystArea());
  return user;
}

/** `/sugeridos`: the vacancies the matcher suggests from the candidate's résumé and likes. */
export async function suggestedJobsLoader(request: Request, context: Readonly<RouterContextProvider>) {
  await requireCandidate(request, context);
  return data(await listSuggestions(userApiCallContextOf(request, context)), { headers: PRIVATE });
}

/**
 * Like, unlike, dislike or discard a suggested vacancy. A script's post (a fetcher) gets an empty
 * answer and the page reloads its list; a plain form post comes back to the page.
 */
export async function suggestedJobsAction(request: Request, context: Readonly<RouterContextProvider>) {
  refuseCrossSiteForm(request, context);
  await requireCandidate(request, context);
  const form = await submittedForm(request);
  const jobId = form.get('jobId');
  const intent = form.get('intent');
  if (
    typeof jobId !== 'string' ||
    !PUBLIC_ID.test(jobId) ||
    !SUGGESTION_INTENTS.includes(intent as SuggestionIntent)
  )
    throw data(null, { status: 400, headers: PRIVATE });
  try {
    await judgeSuggestion(userApiCallContextOf(request, context), jobId, intent as SuggestionIntent);
  } catch (error) {
    // A vacancy closed (410) or gone (404) since the page showed it drops out of the list anyway.
    if (!(error instanceof ApiError && [404, 410].includes(error.status))) throw error;
  }
  if (new URL(request.url).pathname.endsWith('.data')) return data({ judged: true }, { headers: PRIVATE });
  throw redirect(paths.suggestedJobs(), { status: 303, headers: PRIVATE });
}
