import { paths, safeSitePath } from '@camello/domain';
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

/** `/empleos-guardados`: the candidate's saved vacancies, newest first, dates in the page's language. */
export async function savedJobsLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
  locale: string,
) {
  const user = await requireUser(request, context);
  if (user.role !== 'candidate') throw redirect(paths.analystArea());
  const asked = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= MAX_PAGE ? asked : 1;
  const found = await listSavedJobs(userApiCallContextOf(request, context), page);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Bogota' });
  const saved: SavedJobsPage = {
    items: found.rows.map((row) => ({ ...row, savedOn: day.format(new Date(row.savedAt)) })),
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
 * page. A visitor signs in first (`action=save`) and comes back to that page.
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
    const signIn = signInHref(paths.signIn(), returnTo, 'save');
    if (byScript) return data({ signIn }, { headers: PRIVATE });
    throw redirect(signIn, { status: 303, headers: PRIVATE });
  }
  let saved = intent === 'save';
  try {
    saved = await setSaved(userApiCallContextOf(request, context), jobId, saved);
  } catch (error) {
    // A vacancy gone since the page showed it (410, 404) or a person with no candidate profile (403).
    if (!(error instanceof ApiError && [403, 404, 410].includes(error.status))) throw error;
    saved = false;
  }
  if (byScript) return data({ saved }, { headers: PRIVATE });
  throw redirect(returnTo, { status: 303, headers: PRIVATE });
}
