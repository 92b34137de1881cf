import type {
  Currency,
  EducationLevel,
  EmploymentType,
  QuestionType,
  SalaryFrequency,
  VacancyStatus,
} from '@camello/domain';

/**
 * Everything a company states about one vacancy, with its references already resolved to ids.
 * Feed imports and analysts' edits both write vacancies in this shape.
 */
export type VacancyInput = {
  companyId: string;
  /** The employer hides its name: the vacancy belongs to the placeholder company of confidential employers. */
  isConfidential: boolean;
  /** Identifier of the vacancy in the company's own system. */
  externalId: string;
  title: string;
  /** Any HTML: it is sanitized before it is stored. */
  descriptionHtml: string;
  status: VacancyStatus;
  /** The first city is the main one: it goes into the slug and the h1. */
  cityIds: number[];
  sectorIds: number[];
  occupationId: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryToAgree: boolean;
  salaryFrequency: SalaryFrequency;
  currency: Currency;
  employmentType: EmploymentType;
  educationLevel: EducationLevel | null;
  experienceMonths: number;
  isRemote: boolean;
  remoteText: string | null;
  urgent: boolean;
  numberOfQuotas: number;
  videoUrl: string | null;
  externalApplyUrl: string | null;
  /** When absent, an update keeps the stored date and a new non-draft vacancy is published now. */
  publishedAt: Date | null;
  validThrough: Date | null;
  /** Skills by name; names not yet in the catalogue are added to it. */
  skills: { name: string; score: number }[];
  /** `required`: a candidate must answer it to apply (true when not given). */
  questions: { type: QuestionType; question: string; options: string[]; required?: boolean }[];
};
