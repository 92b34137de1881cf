import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostOptions } from '../../services/app-services.ts';
import { applicationsCountRoutes } from './candidate/applications-count-route.ts';
import { candidateApplicationsRoutes } from './candidate/applications-routes.ts';
import { candidateTermsRoutes } from './candidate/candidate-terms-route.ts';
import { cvRoutes } from './candidate/cv-routes.ts';
import { personalDataRoutes } from './candidate/personal-data-routes.ts';
import { resumeRoutes } from './candidate/resume-routes.ts';
import { resumeWriteRoutes } from './candidate/resume-write-routes.ts';
import { countriesRoutes } from './countries/countries-route.ts';
import { legalTextRoutes } from './legal-texts/legal-text-route.ts';
import { libraryRoutes } from './library/library-routes.ts';
import { verifyAlertUserRoutes } from './register/verify-alert-user-route.ts';
import { verifyEmailRoutes } from './register/verify-email-route.ts';

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
