export {
  createCompany,
  linkedCompanyBySlug,
  listLinkedCompanies,
  unlinkCompany,
} from './analyst-api.server.ts';
export { getSettings, readSettingsForm, saveSettings } from './settings-api.server.ts';
export { changeVacancy, getVacancy, listVacancies, saveVacancy } from './vacancy-api.server.ts';
export { readVacancyForm } from './vacancy-form.ts';
