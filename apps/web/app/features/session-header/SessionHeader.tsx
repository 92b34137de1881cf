import type { SessionCheck, SessionPerson } from '@camello/domain/contracts';
import { browserCalls } from '@camello/domain/contracts/browser';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { browserCall } from '../../shared/api/browser-api.ts';

type SignedInHeaderProps = { user: SessionPerson; term: string; children?: ReactNode };
type SignedIn = { Header: ComponentType<SignedInHeaderProps>; user: SessionPerson };

/**
 * What this browser page found out, kept when a client navigation to a signed-in page and back
 * remounts the header, so that it does not ask again nor show the logged-out header meanwhile.
 * Only effects set it, and they run in the browser only.
 */
let found: SignedIn | null = null;

/**
 * The header of a public page. The server renders it logged out for everyone, so that a shared
 * cache never keeps one person's data; once the page is interactive, the browser asks the session
 * check (same origin, with the session cookies, renewing an expired access token) and, for a
 * signed-in person, loads the signed-in header, kept out of the shared bundle, and shows it
 * instead. Any failure leaves it logged out. The answer is read without its zod contract, which
 * would add zod to every page's scripts.
 */
export function SessionHeader({
  loggedOut,
  term,
  children,
}: {
  /** The logged-out header the server rendered. */
  loggedOut: ReactNode;
  term: string;
  /** What goes under the signed-in header's main row (the breadcrumbs). */
  children?: ReactNode;
}) {
  const [signedIn, setSignedIn] = useState(found);
  // A form post (sign-in, sign-up) may have started a session: ask again once it has landed.
  const { formMethod } = useNavigation();
  const posting = formMethod !== undefined && formMethod !== 'GET';
  useEffect(() => {
    if (found || posting) return;
    const checkSession = () =>
      browserCall(browserCalls.auth.sessionCheck).then(
        (response) => response.json() as Promise<SessionCheck>,
      );
    checkSession()
      // An access token lives 15 minutes: renew it from the refresh cookie, if there is one, and ask again.
      .then(async (first) =>
        first.isAuthenticated || !first.renewable || !(await browserCall(browserCalls.auth.session)).ok
          ? first
          : checkSession(),
      )
      .then(async (check) => {
        if (!check.isAuthenticated) return;
        const { BrowserSignedInHeader } = await import('../signed-in-header/index.ts');
        found = { Header: BrowserSignedInHeader, user: check.user };
        setSignedIn(found);
        // For what the page shows only to people without an account (SignUpCallToAction).
        document.documentElement.dataset.signedIn = '';
      })
      .catch(() => {});
  }, [posting]);
  if (!signedIn) return loggedOut;
  return (
    <signedIn.Header user={signedIn.user} term={term}>
      {children}
    </signedIn.Header>
  );
}
