import type { Db } from '@camello/db';
import { sessionsRepository } from '../accounts/sessions/sessions-repository.ts';
import { signingKeysRepository } from '../accounts/sessions/signing-keys-repository.ts';
import { authTokensRepository } from '../accounts/sign-up/auth-tokens-repository.ts';
import { usersRepository } from '../accounts/users-repository.ts';
import { jobAlertsRepository } from '../alerts/job-alerts-repository.ts';
import { applicantsRepository } from '../analyst/applicants/applicants-repository.ts';
import { analystCompaniesRepository } from '../analyst/companies/analyst-companies-repository.ts';
import { analystVacanciesRepository } from '../analyst/company-vacancies/analyst-vacancies-repository.ts';
import { logoImagesRepository } from '../analyst/logos/logo-images-repository.ts';
import { companySettingsRepository } from '../analyst/settings/company-settings-repository.ts';
import { analystInvitationsRepository } from '../analyst/team/analyst-invitations-repository.ts';
import { applicationsRepository } from '../apply/applications-repository.ts';
import { candidateJobStatesRepository } from '../candidate-jobs/candidate-job-states-repository.ts';
import { suggestionsRepository } from '../candidate-jobs/suggestions-repository.ts';
import { countriesRepository } from '../candidate-profile/countries-repository.ts';
import { personalDataRepository } from '../candidate-profile/personal-data-repository.ts';
import { resumeOptionsRepository } from '../candidate-profile/resume-options-repository.ts';
import { resumesRepository } from '../candidate-profile/resumes-repository.ts';
import { mailDeliveriesRepository } from '../mail/mail-deliveries-repository.ts';
import { oauthClientsRepository } from '../partner-apps/oauth-clients-repository.ts';
import { oauthFlowsRepository } from '../partner-apps/oauth-flows-repository.ts';
import { documentTypesRepository } from '../referrals/document-types-repository.ts';
import { referralsRepository } from '../referrals/referrals-repository.ts';
import { rateLimitCountersRepository } from '../security/rate-limit-counters-repository.ts';
import { legalTextsRepository } from '../site-content/legal-texts-repository.ts';
import { feedbackRepository, libraryRepository } from '../site-content/library-repository.ts';
import { companiesRepository } from '../vacancies/companies/companies-repository.ts';
import { landingsRepository } from '../vacancies/landings/landings-repository.ts';
import { placesRepository } from '../vacancies/places/places-repository.ts';
import { sitemapSourcesRepository } from '../vacancies/sitemaps/sitemap-sources-repository.ts';
import { vacanciesRepository } from '../vacancies/vacancies-repository.ts';

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
