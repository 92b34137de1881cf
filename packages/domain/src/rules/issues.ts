/** Why a field failed a rule; each code has a message in the i18n catalogs (`validation.*`). */
export const VALIDATION_ISSUE_CODES = [
  'required',
  'tooLong',
  'notSelected',
  'invalidOption',
  'unknownQuestion',
  'invalidDate',
  'dateInFuture',
  'endBeforeStart',
  'endLessThanOneMonthAfterStart',
  'endDateWithStudyInProgress',
  'endDateOrStudyInProgressRequired',
  'endDateWithCurrentJob',
  'endDateOrCurrentJobRequired',
  'invalidPhone',
  'invalidDocumentNumber',
  'invalidAmount',
  'documentInUse',
  'invalidFile',
  'invalidEmail',
  'phoneNotOfCountry',
  'documentNumberNotOfType',
] as const;
export type ValidationIssueCode = (typeof VALIDATION_ISSUE_CODES)[number];

export type FieldIssue<Field extends string> = {
  field: Field;
  code: ValidationIssueCode;
  /** Character limit broken by a `tooLong` issue. */
  max?: number;
};
