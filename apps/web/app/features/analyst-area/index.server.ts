export {
  createCompany,
  linkedCompanyBySlug,
  listLinkedCompanies,
  unlinkCompany,
} from './analyst-api.server.ts';
export { analystFileDownload, analystPageCompany, PRIVATE } from './analyst-page.server.ts';
export { listBrands, readBrandForm, saveBrand } from './brands-api.server.ts';
export { submittedLogo } from './logo-upload.server.ts';
export { downloadReferralCv, listReferrals } from './referrals-api.server.ts';
export { getSettings, readSettingsForm, saveSettings } from './settings-api.server.ts';
export {
  acceptInvitation,
  cancelInvitation,
  listInvitations,
  previewInvitation,
  sendInvitation,
} from './team-api.server.ts';
export { changeVacancy, getVacancy, listVacancies, saveVacancy } from './vacancy-api.server.ts';
export { readVacancyForm } from './vacancy-form.ts';
