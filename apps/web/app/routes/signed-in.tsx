import { Outlet } from 'react-router';
import { requireUser } from '../shared/session.server.ts';
import type { Route } from './+types/signed-in.ts';

/** The layout of every page for a signed-in person (candidate and analyst areas): others sign in first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireUser(request, context) };
}

export default function SignedIn() {
  return <Outlet />;
}
