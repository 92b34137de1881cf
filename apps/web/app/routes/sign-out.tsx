import { paths } from '@camello/domain';
import { redirectDocument } from 'react-router';
import { SignOutConfirmation, signOutTitle } from '../features/signed-in-header/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { signOut } from '../shared/api/sign-out.server.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import type { Route } from './+types/sign-out.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: signOutTitle(metaTranslator(matches).locale) },
  { name: 'robots', content: 'noindex' },
];

/**
 * The POST of the user menu's "Cerrar sesión" ends the session in the API, whose answer clears the
 * session cookies, and reloads the jobs list as a whole page, so that no signed-in header stays.
 * React Router refuses (400) an action posted from another origin, which carries no session
 * cookie anyway (SameSite=Lax).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await signOut(userApiCallContextOf(request, context));
  return redirectDocument(paths.jobs());
}

/** A GET only asks: signing out takes the form's POST. */
export default function SignOut() {
  return <SignOutConfirmation />;
}
