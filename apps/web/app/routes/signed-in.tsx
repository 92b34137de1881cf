import { Outlet, useRouteLoaderData } from 'react-router';
import type { LayoutHandle } from '../features/layout/index.ts';
import { SignedInHeader } from '../features/signed-in-header/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { applicationsCountOf } from '../shared/api/applications-count.server.ts';
import { requireUser } from '../shared/session.server.ts';
import type { Route } from './+types/signed-in.ts';

/** The layout of every page for a signed-in person (candidate and analyst areas): others sign in first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const applicationsCount =
    user.role === 'candidate' ? await applicationsCountOf(userApiCallContextOf(request, context)) : 0;
  return { user, applicationsCount };
}

/** These pages are private (`private, no-cache`), so the server renders the signed-in header itself. */
function SignedInPageHeader({ term }: { term: string }) {
  const data = useRouteLoaderData<typeof loader>('routes/signed-in');
  return data ? (
    <SignedInHeader user={data.user} applicationsCount={data.applicationsCount} term={term} />
  ) : null;
}

export const handle: LayoutHandle = { header: SignedInPageHeader };

export default function SignedIn() {
  return <Outlet />;
}
