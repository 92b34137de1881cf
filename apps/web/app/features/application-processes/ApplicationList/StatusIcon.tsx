import type { ApplicationStatus } from '@camello/domain';

/** The drawing of each status (24 × 24, current colour): decorative, the status is also written. */
const drawings: Record<ApplicationStatus, string> = {
  // A paper plane: the résumé went out.
  Sent: 'M3 11.5 21 3l-6.5 18-3.2-7.3L3 11.5Zm8.3 2.2L21 3',
  // An hourglass: waiting for the company.
  Pending: 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9',
  // A magnifier over a document: details being checked.
  Validation: 'M5 3h9l4 4v5M5 3v18h7M5 3M16.5 19.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm2.1-.9L21 21',
  // A star: on the shortlist.
  Finalists: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9L12 3Z',
  // A check in a circle: hired.
  Hired: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-9 3 3 5-6',
  // A closed circle with a cross: not selected.
  Discarded: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9 9l6 6m0-6-6 6',
};

export function StatusIcon({ status }: { status: ApplicationStatus }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={20}
      height={20}
      focusable="false"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={drawings[status]} />
    </svg>
  );
}
