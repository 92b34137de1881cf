import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountRoutes,
  analystInvitationRoutes,
  sessionCheckRoutes,
  sessionRoutes,
  verifyAlertUserRoutes,
  verifyEmailRoutes,
} from './accounts/index.ts';
import { jobAlertRoutes } from './alerts/index.ts';
import { analystRoutes, logoFileRoutes } from './analyst/index.ts';
import { applyRoutes } from './apply/index.ts';
import { jobStateRoutes, matcherRoutes, privateJobRoutes } from './candidate-jobs/index.ts';
import {
  applicationsCountRoutes,
  candidateApplicationsRoutes,
  candidateTermsRoutes,
  countriesRoutes,
  cvRoutes,
  personalDataRoutes,
  resumeRoutes,
  resumeWriteRoutes,
} from './candidate-profile/index.ts';
import { systemRoutes } from './health/index.ts';
import { authFlowRoutes, challengeRoutes, partnerGrantRoutes, tokenRoutes } from './partner-apps/index.ts';
import { documentTypesRoutes, referralRoutes } from './referrals/index.ts';
import {
  catalogSearchRoutes,
  filterLabelsRoutes,
  filterSettingsRoutes,
  optionSearchRoutes,
  searchRoutes,
} from './search/index.ts';
import type { HostOptions } from './services/app-services.ts';
import { legalTextRoutes, libraryRoutes } from './site-content/index.ts';
import {
  jobDetailRoutes,
  jobPostingRoutes,
  jobSettingRoutes,
  landingRoutes,
  megaMenuRoutes,
  placesRoutes,
  similarRoutes,
  sitemapRoutes,
} from './vacancies/index.ts';

/**
 * The spec's hosts as URL prefixes, and nothing more: each mounts the routes of the capabilities
 * it serves (a capability's folder holds its routes, repositories and tests). A route keeps its
 * URL wherever its code lives.
 */
export async function mountHosts(app: FastifyInstance, { services }: HostOptions): Promise<void> {
  await app.register(systemRoutes, { services });
  await app.register(authHost, { prefix: '/auth', services });
  await app.register(profileHost, { prefix: '/profile', services });
  await app.register(jobsHost, { prefix: '/jobs', services });
  await app.register(referralsHost, { prefix: '/referrals', services });
  await app.register(analystRoutes, { prefix: '/analyst', services });
}

/**
 * Auth host: sign-up, sign-in, sessions, the session check, accepting an analyst invitation
 * (accounts), and the authorization-code flow, tokens, hand-over challenges and grants of partner apps.
 */
const authHost: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  await app.register(sessionCheckRoutes, { services });
  await app.register(sessionRoutes, { services });
  await app.register(accountRoutes, { services });
  await app.register(authFlowRoutes, { services });
  await app.register(tokenRoutes, { services });
  await app.register(challengeRoutes, { services });
  await app.register(partnerGrantRoutes, { services });
  await app.register(analystInvitationRoutes, { services });
};

/** Profile host: the candidate's profile, e-mail checks of sign-up, countries, legal texts, books. */
const profileHost: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  await app.register(countriesRoutes, { services });
  await app.register(applicationsCountRoutes, { services });
  await app.register(verifyEmailRoutes, { services });
  await app.register(verifyAlertUserRoutes, { services });
  await app.register(legalTextRoutes, { services });
  await app.register(libraryRoutes, { services });
  await app.register(candidateTermsRoutes, { services });
  await app.register(candidateApplicationsRoutes, { services });
  await app.register(resumeRoutes, { services });
  await app.register(resumeWriteRoutes, { services });
  await app.register(cvRoutes, { services });
  await app.register(personalDataRoutes, { services });
};

/** Jobs host: search and filters, vacancies, company logos, the signed-in twins, apply, alerts. */
const jobsHost: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  await app.register(searchRoutes, { services });
  await app.register(filterSettingsRoutes, { services });
  await app.register(filterLabelsRoutes, { services });
  await app.register(optionSearchRoutes, { services });
  await app.register(jobDetailRoutes, { services });
  await app.register(jobSettingRoutes, { services });
  await app.register(similarRoutes, { services });
  await app.register(landingRoutes, { services });
  await app.register(logoFileRoutes, { services });
  await app.register(megaMenuRoutes, { services });
  await app.register(placesRoutes, { services });
  await app.register(sitemapRoutes, { services });
  await app.register(jobPostingRoutes, { services });
  await app.register(privateJobRoutes, { services });
  await app.register(jobStateRoutes, { services });
  await app.register(matcherRoutes, { services });
  await app.register(applyRoutes, { services });
  await app.register(catalogSearchRoutes, { services });
  await app.register(jobAlertRoutes, { services });
};

/** Referrals host: referral settings and submissions, vacancies per company, document types. */
const referralsHost: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  await app.register(documentTypesRoutes, { services });
  await app.register(referralRoutes, { services });
};
