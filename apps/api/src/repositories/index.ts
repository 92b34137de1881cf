import type { Db } from '@camello/db';
import { applicationsRepository } from './applications.ts';
import { authTokensRepository } from './auth-tokens.ts';
import { candidateJobStatesRepository } from './candidate-job-states.ts';
import { companiesRepository } from './companies.ts';
import { countriesRepository } from './countries.ts';
import { documentTypesRepository } from './document-types.ts';
import { landingsRepository } from './landings.ts';
import { legalTextsRepository } from './legal-texts.ts';
import { oauthClientsRepository } from './oauth-clients.ts';
import { oauthFlowsRepository } from './oauth-flows.ts';
import { rateLimitCountersRepository } from './rate-limit-counters.ts';
import { sessionsRepository } from './sessions.ts';
import { signingKeysRepository } from './signing-keys.ts';
import { sitemapSourcesRepository } from './sitemap-sources.ts';
import { usersRepository } from './users.ts';
import { vacanciesRepository } from './vacancies.ts';

/**
 * One repository per aggregate, all SQL of the API. Every function takes an optional last
 * argument, a transaction handle from `db.transaction`, and runs on the shared handle without it.
 */
export function createRepositories(db: Db) {
  return {
    applications: applicationsRepository(db),
    authTokens: authTokensRepository(db),
    candidateJobStates: candidateJobStatesRepository(db),
    companies: companiesRepository(db),
    countries: countriesRepository(db),
    documentTypes: documentTypesRepository(db),
    landings: landingsRepository(db),
    legalTexts: legalTextsRepository(db),
    oauthClients: oauthClientsRepository(db),
    oauthFlows: oauthFlowsRepository(db),
    rateLimitCounters: rateLimitCountersRepository(db),
    sessions: sessionsRepository(db),
    signingKeys: signingKeysRepository(db),
    sitemapSources: sitemapSourcesRepository(db),
    users: usersRepository(db),
    vacancies: vacanciesRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
