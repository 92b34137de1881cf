import { formatInstant, type Locale, paths, safeSitePath, withQuery } from '@camello/domain';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { userApiCallContextOf } from '../../shared/api/api-call-context.server.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { signInHref } from '../../shared/named-routes.ts';
import { currentUser, requireUser } from '../../shared/session.server.ts';
import { submittedForm } from '../../shared/submitted-form.server.ts';
import { refuseCrossSiteForm } from '../accounts/index.server.ts';
import type { SavedJobsPage } from './SavedJobList/SavedJobList.tsx';
import { listSavedJobs, setSaved } from './saved-jobs-api.server.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const PUBLIC_ID = /^[a-z0-9]{1,40}$/i;
const MAX_PAGE = 10_000;
/**
 * The query of this page that saves a vacancy on arrival and goes back (`volver`): where a save
 * that needed a sign-in resumes.
 */
const SAVE = 'guardar';
const BACK = 'volver';

/**
 * Saves or unsaves: whether it is saved afterwards. A vacancy gone since the page showed it (410,
 * 404) or a person with no candidate profile (403) stays unsaved.
 */
async function saveQuietly(
  request: Request,
  context: Readonly<RouterContextProvider>,
  jobId: string,
  saved: boolean,
) {
  try {
    return await setSaved(userApiCallContextOf(request, context), jobId, saved);
  } catch (error) {
    if (!(error instanceof ApiError && [403, 404, 410].includes(error.status))) throw error;
    return false;
  }
}

/**
 * Back from signing in to save (`action=save`, spec §4 flow actions): the vacancy is saved (saving
 * twice keeps it saved) and the visitor goes on to the page they were on. Not for a link from
 * another site, which must not save anything for the candidate.
 */
async function saveOnArrival(request: Request, context: Readonly<RouterContextProvider>, url: URL) {
  const jobId = url.searchParams.get(SAVE);
  if (jobId === null) return;
  if (PUBLIC_ID.test(jobId) && request.headers.get('Sec-Fetch-Site') !== 'cross-site')
    await saveQuietly(request, context, jobId, true);
  const back = safeSitePath(url.searchParams.get(BACK) ?? '') || paths.savedJobs();
  throw redirect(back, { status: 303, headers: PRIVATE });
}

/** `/empleos-guardados`: the candidate's saved vacancies, newest first, dates in the page's language. */
export async function savedJobsLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
  locale: Locale,
) {
  const user = await requireUser(request, context);
  if (user.role !== 'candidate') throw redirect(paths.analystArea());
  const url = new URL(request.url);
  await saveOnArrival(request, context, url);
  const asked = Number(url.searchParams.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= MAX_PAGE ? asked : 1;
  const found = await listSavedJobs(userApiCallContextOf(request, context), page);
  const saved: SavedJobsPage = {
    items: found.rows.map((row) => ({ ...row, savedOn: formatInstant(row.savedAt, locale) })),
    totalRows: found.totalRows,
  };
  return data(saved, { headers: PRIVATE });
}

function refererPath(request: Request): string | null {
  const referer = URL.parse(request.headers.get('Referer') ?? '');
  return referer ? `${referer.pathname}${referer.search}` : null;
}

/**
 * Saving and unsaving, from any page (`returnTo`, a path on this site). A script's post
 * (a fetcher) gets the state afterwards, or where to sign in; a plain form post goes back to its
 * page. A visitor signs in first (`action=save`) and comes back through this page, which saves
 * the vacancy, to that page.
 */
export async function savedJobsAction(request: Request, context: Readonly<RouterContextProvider>) {
  refuseCrossSiteForm(request, context);
  const form = await submittedForm(request);
  const jobId = form.get('jobId');
  const intent = form.get('intent');
  // The page the form was on: a field where the page sets one, else the Referer (same-origin pages send it).
  const returnToValue = form.get('returnTo') ?? refererPath(request);
  if (typeof jobId !== 'string' || !PUBLIC_ID.test(jobId) || (intent !== 'save' && intent !== 'unsave'))
    throw data(null, { status: 400, headers: PRIVATE });
  const returnTo = (typeof returnToValue === 'string' && safeSitePath(returnToValue)) || paths.savedJobs();
  const byScript = new URL(request.url).pathname.endsWith('.data');
  const user = await currentUser(request, context);
  if (!user) {
    const resume = withQuery(paths.savedJobs(), [
      [SAVE, jobId],
      [BACK, returnTo],
    ]);
    const signIn = signInHref(paths.signIn(), intent === 'save' ? resume : returnTo, 'save');
    if (byScript) return data({ signIn }, { headers: PRIVATE });
    throw redirect(signIn, { status: 303, headers: PRIVATE });
  }
  const saved = await saveQuietly(request, context, jobId, intent === 'save');
  if (byScript) return data({ saved }, { headers: PRIVATE });
  throw redirect(returnTo, { status: 303, headers: PRIVATE });
}
