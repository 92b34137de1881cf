import { z } from 'zod';
import { logoFileParamsSchema } from '../analyst.ts';
import {
  applyRequestSchema,
  applyResponseSchema,
  questionnaireParamsSchema,
  questionnaireSchema,
} from '../applications.ts';
import { browserCalls } from '../browser-calls.ts';
import { defineCall } from '../define-call.ts';
import { errorBodySchema } from '../errors.ts';
import {
  candidateJobDetailSchema,
  candidateJobSettingSchema,
  candidateSearchResponseSchema,
  candidateStatesQuerySchema,
  candidateStatesSchema,
  jobStateParamsSchema,
  jobStateRequestSchema,
  jobStateResponseSchema,
  linkupInformationSchema,
  matcherDeclineSchema,
  savedJobsQuerySchema,
  savedJobsSchema,
  suggestedJobsSchema,
} from '../jobs/candidate-states.ts';
import {
  filterLabelsResponseSchema,
  filterOptionsResponseSchema,
  filterSettingsQuerySchema,
  filterSettingsResponseSchema,
} from '../jobs/filters.ts';
import {
  confirmJobAlertRequestSchema,
  confirmJobAlertResponseSchema,
  createJobAlertRequestSchema,
  createPublicJobAlertRequestSchema,
  deleteJobAlertResponseSchema,
  jobAlertListSchema,
  jobAlertParamsSchema,
  jobAlertSchema,
  managedJobAlertSchema,
  publicJobAlertResponseSchema,
  unsubscribeJobAlertQuerySchema,
  unsubscribeJobAlertResponseSchema,
  updateJobAlertRequestSchema,
} from '../jobs/job-alerts.ts';
import {
  companySimilarJobsQuerySchema,
  jobDetailParamsSchema,
  jobDetailQuerySchema,
  jobDetailSchema,
  jobGoneSchema,
  jobSettingParamsSchema,
  jobSettingSchema,
  similarJobsParamsSchema,
  similarJobsQuerySchema,
  similarJobsSchema,
} from '../jobs/job-detail.ts';
import {
  jobPostingParamsSchema,
  jobPostingQuerySchema,
  jobPostingResponseSchema,
} from '../jobs/job-posting.ts';
import {
  landingLinksSchema,
  landingListParamsSchema,
  landingParamsSchema,
  landingQuerySchema,
  landingSchema,
  megaMenuCardsSchema,
  megaMenuParamsSchema,
  parentSlugParamsSchema,
  sectorLandingParamsSchema,
  sectorLandingSchema,
} from '../jobs/landings.ts';
import {
  filterLabelsQuerySchema,
  filterOptionsParamsSchema,
  filterOptionsQuerySchema,
  searchQuerySchema,
  searchResponseSchema,
} from '../jobs/search.ts';
import {
  sitemapFileParamsSchema,
  sitemapFileSchema,
  sitemapIndexSchema,
  sitemapPageSizeQuerySchema,
} from '../jobs/sitemaps.ts';
import { cityLabelQuerySchema, countryGuessSchema } from '../places.ts';
import {
  citySearchResultSchema,
  occupationSearchQuerySchema,
  occupationSearchResultSchema,
  placeSearchQuerySchema,
} from '../resume.ts';

export const jobsCalls = {
  /** A company logo the analyst area uploaded, served with the public pages' host. */
  logo: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/public/logos/:file',
    params: logoFileParamsSchema,
    responses: {},
  }),
  jobSetting: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/public/jobs/setting/:id',
    params: jobSettingParamsSchema,
    responses: { 200: jobSettingSchema },
  }),
  jobDetail: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/public/jobs/:jobSlug',
    params: jobDetailParamsSchema,
    query: jobDetailQuerySchema,
    responses: { 200: jobDetailSchema, 410: jobGoneSchema },
  }),
  cityLabel: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/cities/label',
    query: cityLabelQuerySchema,
    responses: { 200: citySearchResultSchema },
  }),
  countryOfIp: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/public/countries/country/ip',
    responses: { 200: countryGuessSchema },
  }),
  similarJobs: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/public/jobs/vacants/suggested/:jobSlug',
    params: similarJobsParamsSchema,
    query: similarJobsQuerySchema,
    responses: { 200: similarJobsSchema },
  }),
  companySimilarJobs: defineCall({
    method: 'GET',
    path: '/api/jobs/v2/jobs/suggested/mimir-wisdom',
    query: companySimilarJobsQuerySchema,
    responses: { 200: similarJobsSchema },
  }),
  searchCities: defineCall({
    ...browserCalls.jobs.searchCities,
    query: placeSearchQuerySchema,
    responses: { 200: z.array(citySearchResultSchema) },
  }),
  searchOccupations: defineCall({
    ...browserCalls.jobs.searchOccupations,
    query: occupationSearchQuerySchema,
    responses: { 200: z.array(occupationSearchResultSchema) },
  }),
  megaMenu: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/mega-menu/:type',
    params: megaMenuParamsSchema,
    responses: { 200: megaMenuCardsSchema },
  }),
  megaMenuByOccupation: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/mega-menu/by-occupation/:parentSlug',
    params: parentSlugParamsSchema,
    responses: { 200: megaMenuCardsSchema },
  }),
  search: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/public/jobs/search',
    query: searchQuerySchema,
    responses: { 200: searchResponseSchema },
  }),
  sitemapIndex: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/sitemaps',
    query: sitemapPageSizeQuerySchema,
    responses: { 200: sitemapIndexSchema },
  }),
  sitemapFile: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/sitemaps/:kind/:page',
    params: sitemapFileParamsSchema,
    query: sitemapPageSizeQuerySchema,
    responses: { 200: sitemapFileSchema },
  }),
  jobPosting: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/seo/job-posting/:jobSlug',
    params: jobPostingParamsSchema,
    query: jobPostingQuerySchema,
    responses: { 200: jobPostingResponseSchema },
  }),
  filterOptions: defineCall({
    ...browserCalls.jobs.filterOptions,
    params: filterOptionsParamsSchema,
    query: filterOptionsQuerySchema,
    responses: { 200: filterOptionsResponseSchema },
  }),
  filterSettings: defineCall({
    method: 'GET',
    path: '/api/jobs/v2/filters/public/settings',
    query: filterSettingsQuerySchema,
    responses: { 200: filterSettingsResponseSchema },
  }),
  filterLabels: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/public/filters/labels',
    query: filterLabelsQuerySchema,
    responses: { 200: filterLabelsResponseSchema },
  }),
  candidateFilterSettings: defineCall({
    method: 'GET',
    path: '/api/jobs/v2/filters/settings',
    query: filterSettingsQuerySchema,
    responses: { 200: filterSettingsResponseSchema },
  }),
  candidateFilterLabels: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/filters/labels',
    query: filterLabelsQuerySchema,
    responses: { 200: filterLabelsResponseSchema },
  }),
  candidateSearch: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/jobs/search',
    query: searchQuerySchema,
    responses: { 200: candidateSearchResponseSchema },
  }),
  candidateJobDetail: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/jobs/:jobSlug',
    params: jobDetailParamsSchema,
    query: jobDetailQuerySchema,
    responses: { 200: candidateJobDetailSchema, 410: jobGoneSchema },
  }),
  candidateJobSetting: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/jobs/setting/:id',
    params: jobSettingParamsSchema,
    responses: { 200: candidateJobSettingSchema },
  }),
  setJobState: defineCall({
    ...browserCalls.jobs.setJobState,
    body: jobStateRequestSchema,
    responses: { 200: jobStateResponseSchema },
  }),
  unsetJobState: defineCall({
    ...browserCalls.jobs.unsetJobState,
    params: jobStateParamsSchema,
    responses: { 200: jobStateResponseSchema },
  }),
  savedJobs: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/jobs/candidate/saved',
    query: savedJobsQuerySchema,
    responses: { 200: savedJobsSchema },
  }),
  candidateStates: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/jobs/candidate/states',
    query: candidateStatesQuerySchema,
    responses: { 200: candidateStatesSchema },
  }),
  suggestedJobs: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/matcher/suggestions',
    responses: { 200: suggestedJobsSchema },
  }),
  declineSuggestion: defineCall({
    method: 'POST',
    path: '/api/jobs/v1/matcher/decline',
    body: matcherDeclineSchema,
    responses: { 200: jobStateResponseSchema },
  }),
  linkupInformation: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/jobs/candidate/linkup-information',
    responses: { 200: linkupInformationSchema },
  }),
  questionnaire: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/questionnaire/:jobId',
    params: questionnaireParamsSchema,
    responses: { 200: questionnaireSchema },
  }),
  apply: defineCall({
    method: 'POST',
    path: '/api/jobs/v1/jobs/apply',
    body: applyRequestSchema,
    responses: { 200: applyResponseSchema, 201: applyResponseSchema, 409: errorBodySchema },
  }),
  landing: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/landing/:slug',
    params: landingParamsSchema,
    query: landingQuerySchema,
    responses: { 200: landingSchema },
  }),
  landingLinks: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/landing/list/:type',
    params: landingListParamsSchema,
    responses: { 200: landingLinksSchema },
  }),
  landingLinksByOccupation: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/landing/list/by-occupation-with-location/:parentSlug',
    params: parentSlugParamsSchema,
    responses: { 200: landingLinksSchema },
  }),
  sectorLanding: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/landing/slug/:sectorId',
    params: sectorLandingParamsSchema,
    responses: { 200: sectorLandingSchema },
  }),
  createAlert: defineCall({
    method: 'POST',
    path: '/api/jobs/v1/mimir-alerts/alert',
    body: createJobAlertRequestSchema,
    responses: { 200: jobAlertSchema },
  }),
  alerts: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/mimir-alerts/alert',
    responses: { 200: jobAlertListSchema },
  }),
  updateAlert: defineCall({
    method: 'PATCH',
    path: '/api/jobs/v1/mimir-alerts/alert/:alertId',
    params: jobAlertParamsSchema,
    body: updateJobAlertRequestSchema,
    responses: { 200: jobAlertSchema },
  }),
  deleteAlert: defineCall({
    method: 'DELETE',
    path: '/api/jobs/v1/mimir-alerts/alert/:alertId',
    params: jobAlertParamsSchema,
    responses: { 200: deleteJobAlertResponseSchema },
  }),
  createPublicAlert: defineCall({
    method: 'POST',
    path: '/api/jobs/v1/mimir-alerts/alert-public',
    body: createPublicJobAlertRequestSchema,
    responses: { 200: publicJobAlertResponseSchema },
  }),
  confirmPublicAlert: defineCall({
    method: 'POST',
    path: '/api/jobs/v1/mimir-alerts/alert-public/confirm',
    body: confirmJobAlertRequestSchema,
    responses: { 200: confirmJobAlertResponseSchema },
  }),
  managedAlert: defineCall({
    method: 'GET',
    path: '/api/jobs/v1/mimir-alerts/manage',
    query: unsubscribeJobAlertQuerySchema,
    responses: { 200: managedJobAlertSchema },
  }),
  updateManagedAlert: defineCall({
    method: 'PATCH',
    path: '/api/jobs/v1/mimir-alerts/manage',
    query: unsubscribeJobAlertQuerySchema,
    body: updateJobAlertRequestSchema,
    responses: { 200: managedJobAlertSchema },
  }),
  deleteManagedAlert: defineCall({
    method: 'DELETE',
    path: '/api/jobs/v1/mimir-alerts/manage',
    query: unsubscribeJobAlertQuerySchema,
    responses: { 200: deleteJobAlertResponseSchema },
  }),
  unsubscribeAlert: defineCall({
    method: 'POST',
    path: '/api/jobs/v1/mimir-alerts/unsubscribe',
    query: unsubscribeJobAlertQuerySchema,
    body: z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }).nullish(),
    responses: { 200: unsubscribeJobAlertResponseSchema },
  }),
};
