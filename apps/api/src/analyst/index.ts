/** The company area: an analyst's companies, vacancies, applicants, team, settings, brands and logos. */
export { analystRoutes } from './analyst-routes.ts';
export { applicantsRepository } from './applicants/applicants-repository.ts';
export { analystCompaniesRepository } from './companies/analyst-companies-repository.ts';
export { analystVacanciesRepository } from './company-vacancies/analyst-vacancies-repository.ts';
export { logoImagesRepository } from './logos/logo-images-repository.ts';
export { logoFileRoutes } from './logos/logo-routes.ts';
export { companySettingsRepository } from './settings/company-settings-repository.ts';
export { analystInvitationsRepository } from './team/analyst-invitations-repository.ts';
