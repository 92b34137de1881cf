export { CompanyJobPosting, type CompanyJobPostingProps } from './CompanyJobPosting/CompanyJobPosting.tsx';
export { CompanySiteHeader, type CompanySiteHeaderProps } from './CompanySiteHeader/CompanySiteHeader.tsx';
export { GoneVacancy, type GoneVacancyProps } from './GoneVacancy/GoneVacancy.tsx';
export { expiredSuggestionHref, utmParams, withParams } from './query-params.ts';
