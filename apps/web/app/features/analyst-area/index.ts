export { AnalystHeader } from './AnalystHeader.tsx';
export { AnalystShell } from './AnalystShell.tsx';
export { type AnalystRouteHandle, analystCrumbsOf } from './analyst-crumbs.ts';
export { CompanyHome, LinkedCompanyList } from './LinkedCompanyList.tsx';
export { analystMessages } from './messages.ts';
export { SettingsForm } from './SettingsForm.tsx';
export { VacancyForm } from './VacancyForm.tsx';
export { VacancyList } from './VacancyList.tsx';
export { emptyVacancyValues, valuesOfVacancy } from './vacancy-form.ts';
