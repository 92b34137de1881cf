import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyAlertUserRoutes } from '../../accounts/sign-up/verify-alert-user-route.ts';
import { verifyEmailRoutes } from '../../accounts/sign-up/verify-email-route.ts';
import { applicationsCountRoutes } from '../../candidate-profile/applications-count-route.ts';
import { candidateApplicationsRoutes } from '../../candidate-profile/applications-routes.ts';
import { candidateTermsRoutes } from '../../candidate-profile/candidate-terms-route.ts';
import { countriesRoutes } from '../../candidate-profile/countries-route.ts';
import { cvRoutes } from '../../candidate-profile/cv-routes.ts';
import { personalDataRoutes } from '../../candidate-profile/personal-data-routes.ts';
import { resumeRoutes } from '../../candidate-profile/resume-routes.ts';
import { resumeWriteRoutes } from '../../candidate-profile/resume-write-routes.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { legalTextRoutes } from '../../site-content/legal-text-route.ts';
import { libraryRoutes } from '../../site-content/library-routes.ts';

/** Profile host: candidate profile, terms, registration checks, countries, books. */
export const profileHost: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
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
