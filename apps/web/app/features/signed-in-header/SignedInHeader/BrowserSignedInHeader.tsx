import type { ApplicationsCount } from '@camello/domain/contracts';
import { useEffect, useState } from 'react';
import { SignedInHeader, type SignedInHeaderProps } from './SignedInHeader.tsx';

/**
 * The signed-in header of a public page, which the server rendered logged out for every visitor
 * alike (a CDN keeps it): the browser asks the applications count of a candidate itself. The
 * answer is read without its zod contract, which would add zod to the browser bundle.
 */
export function BrowserSignedInHeader(props: Omit<SignedInHeaderProps, 'applicationsCount'>) {
  const [applicationsCount, setApplicationsCount] = useState(0);
  const isCandidate = props.user.role === 'candidate';

  useEffect(() => {
    if (!isCandidate) return;
    fetch('/api/profile/v2/candidate/applications/count', { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<ApplicationsCount>) : null))
      .then((answer) => {
        if (typeof answer?.count === 'number') setApplicationsCount(answer.count);
      })
      // No count is no badge.
      .catch(() => {});
  }, [isCandidate]);

  return <SignedInHeader {...props} applicationsCount={applicationsCount} />;
}
