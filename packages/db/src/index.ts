export type { Db, DbKind } from './driver/db.ts';
export { type OpenDatabaseOptions, openDatabase } from './driver/open-database.ts';
export {
  feedPositionLabel,
  type ImportResult,
  type ImportVacanciesOptions,
  importFeedRecords,
  importVacancies,
  type RejectedRow,
} from './import/import-vacancies.ts';
export {
  type FeedFormat,
  type FeedPosition,
  FeedReadError,
  type FeedRecord,
  parseCsvFeed,
  parseJsonFeed,
  readVacancyFeed,
} from './import/read-feed.ts';
export {
  parseVacancyForm,
  parseVacancyRow,
  type VacancyRow,
  vacancyRowSchema,
} from './import/vacancy-row-schema.ts';
export { loadMigrations, type Migration, migrate } from './migrations/migrate.ts';
export { type SeedOptions, type SeedResult, seed } from './seed/seed.ts';
export {
  type CardRow,
  cardColumns,
  contractTypeText,
  dynamicUrlFor,
  loadCardRows,
  salaryText,
  toJobCard,
} from './vacancies/job-cards.ts';
export { sanitizeDescription } from './vacancies/sanitize-description.ts';
export {
  type UpsertVacancyOptions,
  type UpsertVacancyResult,
  upsertVacancy,
} from './vacancies/upsert-vacancy.ts';
export type { VacancyInput } from './vacancies/vacancy-input.ts';
export { VacancyInputError } from './vacancies/vacancy-input-error.ts';
export {
  assignVacancyExternalId,
  fileVacancyAuthorship,
  type RefusedVacancy,
  type SavedVacancy,
  saveVacancyRow,
  setVacancyStatus,
  unfileConfidentialVacancy,
} from './vacancies/vacancy-writer.ts';
