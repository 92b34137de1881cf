/** Search: the vacancy search, its filters and their labels, and the catalogue searches of forms. */
export { catalogSearchRoutes } from './catalog-search-routes.ts';
export { filterLabels, filterLabelsRoutes } from './filters/labels-route.ts';
export { optionSearchRoutes } from './filters/option-search-route.ts';
export { filterSettings, filterSettingsRoutes } from './filters/settings-route.ts';
export { toSearchFilters } from './search-request.ts';
export { searchPage, searchRoutes } from './search-route.ts';
