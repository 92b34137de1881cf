/** Vacancies in public: detail, similar jobs, landings, mega menu, places, sitemaps and company sites. */
export type { ScopeCompany } from './companies/companies-repository.ts';
export { jobDetailAnswer, jobDetailRoutes } from './detail/job-detail-route.ts';
export { jobSetting, jobSettingRoutes } from './detail/job-setting-route.ts';
export { vacancyByPublicId } from './detail/vacancy-availability.ts';
export { landingRoutes } from './landings/landing-routes.ts';
export { megaMenuRoutes } from './mega-menu/mega-menu-routes.ts';
export { placesRoutes } from './places/places-routes.ts';
export { toSimilarJob } from './similar/similar-jobs.ts';
export { similarRoutes } from './similar/similar-routes.ts';
export { jobPostingRoutes } from './sitemaps/job-posting-route.ts';
export { sitemapRoutes } from './sitemaps/sitemap-routes.ts';
