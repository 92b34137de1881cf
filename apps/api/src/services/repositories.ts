import type { Db } from '@camello/db';
import {
  authTokensRepository,
  sessionsRepository,
  signingKeysRepository,
  usersRepository,
} from '../accounts/index.ts';
import { jobAlertsRepository } from '../alerts/index.ts';
import {
  analystCompaniesRepository,
  analystInvitationsRepository,
  analystVacanciesRepository,
  applicantsRepository,
  companySettingsRepository,
  logoImagesRepository,
} from '../analyst/index.ts';
import { applicationsRepository } from '../apply/index.ts';
import { candidateJobStatesRepository, suggestionsRepository } from '../candidate-jobs/index.ts';
import {
  countriesRepository,
  personalDataRepository,
  resumeOptionsRepository,
  resumesRepository,
} from '../candidate-profile/index.ts';
import { mailDeliveriesRepository } from '../mail/mail-deliveries-repository.ts';
import { oauthClientsRepository, oauthFlowsRepository } from '../partner-apps/index.ts';
import { documentTypesRepository, referralsRepository } from '../referrals/index.ts';
import { rateLimitCountersRepository } from '../security/rate-limit-counters-repository.ts';
import { feedbackRepository, legalTextsRepository, libraryRepository } from '../site-content/index.ts';
import {
  companiesRepository,
  landingsRepository,
  placesRepository,
  sitemapSourcesRepository,
  vacanciesRepository,
} from '../vacancies/index.ts';

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
