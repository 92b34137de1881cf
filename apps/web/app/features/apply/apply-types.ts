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
