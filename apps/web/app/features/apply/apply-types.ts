import type { JobQuestion } from '@camello/domain';

/** A legal text in force that the candidate accepts before applying. */
export type TermsInForce = {
  readonly kind: 'terms' | 'data_policy';
  readonly version: string;
  readonly title: string;
};

/** Where the candidate is in applying to a vacancy. */
export type ApplyStep =
  | { readonly kind: 'notCandidate' }
  | { readonly kind: 'applied'; readonly justSent: boolean }
  | { readonly kind: 'terms'; readonly inForce: readonly TermsInForce[] }
  | {
      readonly kind: 'profile';
      /** What the résumé lacks (spec §5), each a link to its field on `/hoja-de-vida`. */
      readonly missing: readonly { readonly label: string; readonly href: string }[];
      /** `/hoja-de-vida`, which comes back to this page once the résumé is complete. */
      readonly curriculumPath: string;
    }
  | { readonly kind: 'external' }
  | { readonly kind: 'questionnaire'; readonly questions: readonly JobQuestion[] };

export type ApplyPageData = {
  readonly step: ApplyStep;
  readonly job?: { readonly title: string; readonly companyName: string; readonly path: string };
};

/** What a refused or redirected form answers, to show on the page. */
export type ApplyActionData =
  | { readonly kind: 'termsRequired' }
  | { readonly kind: 'external'; readonly url: string }
  | {
      readonly kind: 'invalidAnswers';
      /** A message per question id, from the API. */
      readonly fields: Readonly<Record<string, string>>;
      /** What was posted, by field name, to fill the form again. */
      readonly values: Readonly<Record<string, readonly string[]>>;
    }
  | { readonly kind: 'tooMany'; readonly minutes: number };
