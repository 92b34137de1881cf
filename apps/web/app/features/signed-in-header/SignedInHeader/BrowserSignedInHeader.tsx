import type { ApplicationsCount } from '@camello/domain/contracts';
import { browserCalls } from '@camello/domain/contracts/browser';
import { useEffect, useState } from 'react';
import { browserCall } from '../../../shared/api/browser-api.ts';
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
    browserCall(browserCalls.profile.applicationsCount)
      .then((response) => (response.ok ? (response.json() as Promise<ApplicationsCount>) : null))
      .then((answer) => {
        if (typeof answer?.count === 'number') setApplicationsCount(answer.count);
      })
      // No count is no badge.
      .catch(() => {});
  }, [isCandidate]);

  return <SignedInHeader {...props} applicationsCount={applicationsCount} />;
}
