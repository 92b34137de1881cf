import type { Db } from '@camello/db';
import { analystCompaniesRepository } from './analyst-companies.ts';
import { analystInvitationsRepository } from './analyst-invitations.ts';
import { analystVacanciesRepository } from './analyst-vacancies.ts';
import { applicantsRepository } from './applicants.ts';
import { applicationsRepository } from './applications.ts';
import { authTokensRepository } from './auth-tokens.ts';
import { candidateJobStatesRepository } from './candidate-job-states.ts';
import { companiesRepository } from './companies.ts';
import { companySettingsRepository } from './company-settings.ts';
import { countriesRepository } from './countries.ts';
import { documentTypesRepository } from './document-types.ts';
import { jobAlertsRepository } from './job-alerts.ts';
import { landingsRepository } from './landings.ts';
import { legalTextsRepository } from './legal-texts.ts';
import { feedbackRepository, libraryRepository } from './library.ts';
import { logoImagesRepository } from './logo-images.ts';
import { mailDeliveriesRepository } from './mail-deliveries.ts';
import { oauthClientsRepository } from './oauth-clients.ts';
import { oauthFlowsRepository } from './oauth-flows.ts';
import { personalDataRepository } from './personal-data.ts';
import { placesRepository } from './places.ts';
import { rateLimitCountersRepository } from './rate-limit-counters.ts';
import { referralsRepository } from './referrals.ts';
import { resumeOptionsRepository } from './resume-options.ts';
import { resumesRepository } from './resumes.ts';
import { sessionsRepository } from './sessions.ts';
import { signingKeysRepository } from './signing-keys.ts';
import { sitemapSourcesRepository } from './sitemap-sources.ts';
import { suggestionsRepository } from './suggestions.ts';
import { usersRepository } from './users.ts';
import { vacanciesRepository } from './vacancies.ts';

/**
 * One repository per aggregate, all SQL of the API. Every function takes an optional last
 * argument, a transaction handle from `db.transaction`, and runs on the shared handle without it.
 */
export function createRepositories(db: Db) {
  return {
    analystCompanies: analystCompaniesRepository(db),
    analystInvitations: analystInvitationsRepository(db),
    applicants: applicantsRepository(db),
    analystVacancies: analystVacanciesRepository(db),
    applications: applicationsRepository(db),
    authTokens: authTokensRepository(db),
    candidateJobStates: candidateJobStatesRepository(db),
    suggestions: suggestionsRepository(db),
    companies: companiesRepository(db),
    companySettings: companySettingsRepository(db),
    countries: countriesRepository(db),
    documentTypes: documentTypesRepository(db),
    jobAlerts: jobAlertsRepository(db),
    feedback: feedbackRepository(db),
    landings: landingsRepository(db),
    legalTexts: legalTextsRepository(db),
    logoImages: logoImagesRepository(db),
    mailDeliveries: mailDeliveriesRepository(db),
    library: libraryRepository(db),
    oauthClients: oauthClientsRepository(db),
    oauthFlows: oauthFlowsRepository(db),
    personalData: personalDataRepository(db),
    places: placesRepository(db),
    rateLimitCounters: rateLimitCountersRepository(db),
    resumeOptions: resumeOptionsRepository(db),
    resumes: resumesRepository(db),
    referrals: referralsRepository(db),
    sessions: sessionsRepository(db),
    signingKeys: signingKeysRepository(db),
    sitemapSources: sitemapSourcesRepository(db),
    users: usersRepository(db),
    vacancies: vacanciesRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
