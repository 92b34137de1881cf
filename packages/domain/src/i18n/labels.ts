import type {
  Currency,
  EducationLevel,
  EmploymentType,
  QuestionType,
  SalaryFrequency,
  VacancyStatus,
} from '../enums.ts';
import type { FieldIssue } from '../rules/issues.ts';
import type { ProfileRequirement } from '../rules/profile-completeness.ts';
import type { ApplicationStatus } from '../states.ts';
import type { Locale } from './locale.ts';
import { translate } from './translate.ts';

export function employmentTypeLabel(locale: Locale, type: EmploymentType): string {
  return translate(locale, `employmentType.${type}`);
}

export function educationLevelLabel(locale: Locale, level: EducationLevel): string {
  return translate(locale, `educationLevel.${level}`);
}

export function salaryFrequencyLabel(locale: Locale, frequency: SalaryFrequency): string {
  return translate(locale, `salaryFrequency.${frequency}`);
}

export function currencyLabel(locale: Locale, currency: Currency): string {
  return translate(locale, `currency.${currency}`);
}

export function applicationStatusLabel(locale: Locale, status: ApplicationStatus): string {
  return translate(locale, `applicationStatus.${status}`);
}

export function vacancyStatusLabel(locale: Locale, status: VacancyStatus): string {
  return translate(locale, `vacancyStatus.${status}`);
}

export function questionTypeLabel(locale: Locale, type: QuestionType): string {
  return translate(locale, `questionType.${type}`);
}

export function profileRequirementLabel(locale: Locale, requirement: ProfileRequirement): string {
  return translate(locale, `profileRequirement.${requirement}`);
}

/** The message to show under a field that failed a domain rule. */
export function validationIssueMessage(
  locale: Locale,
  issue: Pick<FieldIssue<string>, 'code' | 'max'>,
): string {
  return translate(
    locale,
    `validationIssue.${issue.code}`,
    issue.max === undefined ? {} : { max: issue.max },
  );
}
