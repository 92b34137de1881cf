export type { Db } from './driver/db.ts';
export { type OpenDatabaseOptions, openDatabase } from './driver/open-database.ts';
export { importVacancies } from './import/import-vacancies.ts';
export { parseVacancyForm } from './import/vacancy-row-schema.ts';
export { migrate } from './migrations/migrate.ts';
export { seed } from './seed/seed.ts';
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
  assignVacancyExternalId,
  fileVacancyAuthorship,
  saveVacancyRow,
  setVacancyStatus,
  unfileConfidentialVacancy,
} from './vacancies/vacancy-writer.ts';
