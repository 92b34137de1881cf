import type { CandidateResume, ResumeFormOptions } from '@camello/domain/contracts';
import type { SearchField } from '../search-fields.ts';

/** A refused form as the action answers it. */
export type CurriculumFailure = {
  readonly intent: string;
  readonly itemId: string | null;
  readonly fields: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, string>>;
  readonly message: string;
  readonly codes?: Readonly<Record<string, string>>;
};

export type CurriculumPageProps = {
  readonly resume: CandidateResume;
  readonly options: ResumeFormOptions;
  readonly years: readonly number[];
  readonly search: {
    readonly field: SearchField;
    readonly form: string;
    readonly text: string;
    readonly matches: readonly { id: number; name: string }[];
  } | null;
  readonly forward: { readonly path: string; readonly forwardUrl: string } | null;
  readonly failure: CurriculumFailure | null;
};
