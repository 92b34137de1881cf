import { testDataset } from '@camello/db/testing';
import { LANDING_TYPES } from '@camello/domain';
import {
  analystReferralsSchema,
  analystVacancyListSchema,
  analystVacancySchema,
  applicationsCountSchema,
  applyResponseSchema,
  authMessageSchema,
  bookSchema,
  brandSchema,
  brandsSchema,
  candidateApplicationsSchema,
  candidateJobDetailSchema,
  candidateJobSettingSchema,
  candidateResumeSchema,
  candidateSearchResponseSchema,
  candidateStatesSchema,
  candidateTermsStatusSchema,
  challengeResponseSchema,
  citySearchResultSchema,
  companySettingsResponseSchema,
  consentWithdrawnSchema,
  countryGuessSchema,
  countrySchema,
  documentTypeSchema,
  errorBodySchema,
  feedbackSavedSchema,
  filterLabelsResponseSchema,
  filterOptionsResponseSchema,
  filterSettingsResponseSchema,
  healthSchema,
  invitationsSchema,
  jobAlertListSchema,
  jobAlertSchema,
  jobDetailSchema,
  jobGoneSchema,
  jobPostingResponseSchema,
  jobSettingSchema,
  jobStateResponseSchema,
  LEGAL_TEXT_KINDS,
  landingLinksSchema,
  landingSchema,
  legalTextSchema,
  linkedCompaniesSchema,
  linkedCompanySchema,
  linkupInformationSchema,
  MEGA_MENU_TYPES,
  megaMenuCardsSchema,
  occupationSearchResultSchema,
  partnerGrantsSchema,
  personalDataExportSchema,
  questionnaireSchema,
  referralSettingsSchema,
  referralSiteSchema,
  referralVacancySchema,
  resumeFormOptionsSchema,
  revokedSchema,
  SITEMAP_KINDS,
  savedJobsSchema,
  searchResponseSchema,
  sectorLandingSchema,
  sessionCheckSchema,
  similarJobsSchema,
  sitemapFileSchema,
  sitemapIndexSchema,
  suggestedJobsSchema,
  tokenErrorSchema,
  verifyAlertUserResponseSchema,
  verifyEmailResponseSchema,
} from '@camello/domain/contracts';
import qs from 'qs';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiOperations } from './security/openapi-operations.ts';
import { type AnalystOfCompany, signInAnalystOfNewCompany } from './test-support/analyst-accounts.ts';
import { setUpApiApp } from './test-support/api-app.ts';
import { completeResume } from './test-support/complete-resume.ts';
import { signInNewAccount } from './test-support/signed-in-account.ts';

const api = setUpApiApp();
/** The versions of the legal texts the seed puts in force. */
const CURRENT_TERMS = { terms: '1', data_policy: '1' };

/** Values of the seeded database that valid requests need. */
type Seeded = {
  liveSlug: string;
  livePublicId: string;
  /** A live vacancy that takes applications here and asks no questions. */
  applyPublicId: string;
  /** Mexico, whose résumé is complete with the names and the e-mail (spec §5). */
  mexicoId: number;
  /** A live vacancy with a questionnaire. */
  questionnairePublicId: string;
  goneSlug: string;
  companySlug: string;
  brandGroup: { parent: string; brand: string };
  sectorId: number;
  landingSlug: string;
  occupationSlug: string;
  categorySlug: string;
  citySlug: string;
  /** A company with a referral page. */
  referralSlug: string;
};

type Call = {
  url: string;
  status: number;
  schema: z.ZodType;
  method?: 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  payload?: object | string;
  /** Sent with the access token of a signed-in candidate. */
  signedIn?: true;
  /** Sent with the access token of an analyst of a company of their own, instead. */
  analyst?: true;
};

/** A flow or client id that exists nowhere. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A POST with a JSON body (or none); the accounts it would need are not in the seed. */
const post = (url: string, status: number, schema: z.ZodType, payload?: object): Call => ({
  url,
  status,
  schema,
  method: 'POST',
  payload,
});

/** A PUT with a JSON body. */
const put = (url: string, status: number, schema: z.ZodType, payload: object): Call => ({
  url,
  status,
  schema,
  method: 'PUT',
  payload,
});

/** A study and an experience whose dates and texts pass the rules; the ids are the seed's first. */
const RESUME_STUDY = {
  institute: 'SENA',
  title: 'Tecnólogo',
  profession: 'Logística',
  startDate: '2016-01-20',
  endDate: '2018-06-30',
  inProgress: false,
  countryId: 1,
  studyType: 1,
};
const RESUME_EXPERIENCE = {
  company: 'Servientrega',
  position: 'Auxiliar',
  description: '',
  startDate: '2019-08-01',
  endDate: null,
  atPresent: true,
  occupationId: 1,
  level: 1,
  cityId: 1,
};

const get = (path: string, query: Record<string, unknown> = {}) => {
  const search = qs.stringify(query, { encodeValuesOnly: true });
  return `${path}${search ? `?${search}` : ''}`;
};

/** A route that needs a session: refused without one, and `calls` signed in as a candidate. */
const signedIn = (calls: Omit<Call, 'signedIn'>[]): Call[] => [
  ...calls.slice(0, 1).map((call) => ({ ...call, status: 401, schema: errorBodySchema })),
  ...calls.map((call) => ({ ...call, signedIn: true as const })),
];

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * An analyst route, which refuses a visitor (401) and a candidate (403); signed in as an analyst,
 * its answers are parsed with their contracts by the analyst host's own tests.
 */
const analystOnly =
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) => (): Call[] =>
    signedIn([
      {
        url: path.replace(/\{[a-zA-Z]+\}/g, SOME_ID),
        method: method === 'GET' ? undefined : method,
        payload,
        status: 403,
        schema: errorBodySchema,
      },
    ]);

/** The analyst of the analyst routes, and a vacancy of their company. */
let analyst: AnalystOfCompany;
let analystVacancyId: string;

/** An analyst route: refused without a session and to a candidate, and `calls` as the analyst. */
const asAnalyst = (calls: Omit<Call, 'analyst'>[]): Call[] => [
  ...calls.slice(0, 1).map((call) => ({ ...call, status: 401, schema: errorBodySchema })),
  ...calls
    .slice(0, 1)
    .map((call) => ({ ...call, status: 403, schema: errorBodySchema, signedIn: true as const })),
  ...calls.map((call) => ({ ...call, analyst: true as const })),
];
const analystVacancyForm = {
  title: 'Auxiliar de archivo',
  descriptionHtml: '<p>Organizar el archivo central.</p>',
  cities: ['bogota'],
  questions: [{ type: 'openShort', question: '¿Cuándo puedes empezar?', options: [], required: true }],
};
const companyUrl = () => `/api/analyst/v1/companies/${analyst.companyId}`;
const vacancyUrl = () => `${companyUrl()}/vacancies/${analystVacancyId}`;

/**
 * Every operation of the OpenAPI document, by `METHOD /path`, with the valid requests it gets and
 * the contract its answer must parse with. A route without a line here fails the test.
 */
const CONTRACTS: Record<string, (seeded: Seeded) => Call[]> = {
  // The analyst area.
  'GET /api/analyst/v1/companies': () =>
    asAnalyst([{ url: '/api/analyst/v1/companies', status: 200, schema: linkedCompaniesSchema }]),
  'POST /api/analyst/v1/companies': () =>
    asAnalyst([
      { ...post('/api/analyst/v1/companies', 201, linkedCompanySchema, { name: 'Vidrios del Norte' }) },
      { ...post('/api/analyst/v1/companies', 400, errorBodySchema, { name: '' }) },
    ]),
  'GET /api/analyst/v1/companies/{companyId}': () =>
    asAnalyst([
      { url: companyUrl(), status: 200, schema: linkedCompanySchema },
      { url: `/api/analyst/v1/companies/${UNKNOWN_ID}`, status: 404, schema: errorBodySchema },
    ]),
  'DELETE /api/analyst/v1/companies/{companyId}': () =>
    asAnalyst([
      {
        url: `/api/analyst/v1/companies/${UNKNOWN_ID}`,
        method: 'DELETE',
        status: 404,
        schema: errorBodySchema,
      },
    ]),
  'GET /api/analyst/v1/companies/{companyId}/vacancies': () =>
    asAnalyst([
      { url: `${companyUrl()}/vacancies?q=archivo`, status: 200, schema: analystVacancyListSchema },
    ]),
  'POST /api/analyst/v1/companies/{companyId}/vacancies': () =>
    asAnalyst([
      post(`${companyUrl()}/vacancies`, 201, analystVacancySchema, analystVacancyForm),
      post(`${companyUrl()}/vacancies`, 400, errorBodySchema, { ...analystVacancyForm, title: '' }),
    ]),
  'GET /api/analyst/v1/companies/{companyId}/vacancies/{vacancyId}': () =>
    asAnalyst([
      { url: vacancyUrl(), status: 200, schema: analystVacancySchema },
      { url: `${companyUrl()}/vacancies/${UNKNOWN_ID}`, status: 404, schema: errorBodySchema },
    ]),
  'PUT /api/analyst/v1/companies/{companyId}/vacancies/{vacancyId}': () =>
    asAnalyst([
      {
        url: vacancyUrl(),
        method: 'PUT',
        status: 200,
        schema: analystVacancySchema,
        payload: analystVacancyForm,
      },
    ]),
  'POST /api/analyst/v1/companies/{companyId}/vacancies/{vacancyId}/status': () =>
    asAnalyst([post(`${vacancyUrl()}/status`, 200, analystVacancySchema, { action: 'publish' })]),
  'GET /api/analyst/v1/companies/{companyId}/settings': () =>
    asAnalyst([{ url: `${companyUrl()}/settings`, status: 200, schema: companySettingsResponseSchema }]),
  'PUT /api/analyst/v1/companies/{companyId}/settings': () =>
    asAnalyst([
      {
        url: `${companyUrl()}/settings`,
        method: 'PUT',
        status: 400,
        schema: errorBodySchema,
        payload: { name: '' },
      },
    ]),
  'POST /api/analyst/v1/companies/{companyId}/vacancies/{vacancyId}/duplicate': () =>
    asAnalyst([post(`${vacancyUrl()}/duplicate`, 201, analystVacancySchema)]),
  'GET /api/analyst/v1/companies/{companyId}/vacancies/{vacancyId}/applicants': analystOnly(
    'GET',
    '/api/analyst/v1/companies/{companyId}/vacancies/{vacancyId}/applicants',
  ),
  'GET /api/analyst/v1/companies/{companyId}/vacancies/{vacancyId}/applicants/export': analystOnly(
    'GET',
    '/api/analyst/v1/companies/{companyId}/vacancies/{vacancyId}/applicants/export',
  ),
  'POST /api/analyst/v1/companies/{companyId}/vacancies/{vacancyId}/applicants/moves': analystOnly(
    'POST',
    '/api/analyst/v1/companies/{companyId}/vacancies/{vacancyId}/applicants/moves',
    { to: 'next', applications: [{ applicationId: SOME_ID, expectedVersion: 0 }] },
  ),
  'GET /api/analyst/v1/companies/{companyId}/applications/{applicationId}': analystOnly(
    'GET',
    '/api/analyst/v1/companies/{companyId}/applications/{applicationId}',
  ),
  'GET /api/analyst/v1/companies/{companyId}/applications/{applicationId}/cv': analystOnly(
    'GET',
    '/api/analyst/v1/companies/{companyId}/applications/{applicationId}/cv',
  ),
  'POST /api/analyst/v1/companies/{companyId}/applications/{applicationId}/notes': analystOnly(
    'POST',
    '/api/analyst/v1/companies/{companyId}/applications/{applicationId}/notes',
    { note: 'Nota' },
  ),
  'POST /api/analyst/v1/companies/{companyId}/applications/{applicationId}/moves': analystOnly(
    'POST',
    '/api/analyst/v1/companies/{companyId}/applications/{applicationId}/moves',
    { to: 'next', expectedVersion: 0 },
  ),
  'GET /api/analyst/v1/companies/{companyId}/stages': analystOnly(
    'GET',
    '/api/analyst/v1/companies/{companyId}/stages',
  ),
  'PUT /api/analyst/v1/companies/{companyId}/stages': analystOnly(
    'PUT',
    '/api/analyst/v1/companies/{companyId}/stages',
    { middle: [{ status: 'Pending' }, { status: 'Validation' }, { status: 'Finalists' }] },
  ),
  'GET /api/analyst/v1/companies/{companyId}/brands': () =>
    asAnalyst([{ url: `${companyUrl()}/brands`, status: 200, schema: brandsSchema }]),
  'POST /api/analyst/v1/companies/{companyId}/brands': () =>
    asAnalyst([
      post(`${companyUrl()}/brands`, 201, brandSchema, {
        name: 'Archivos Express',
        logoUrl: null,
        primaryColor: '#123456',
        secondaryColor: null,
      }),
      post(`${companyUrl()}/brands`, 400, errorBodySchema, { name: 'X' }),
    ]),
  'PUT /api/analyst/v1/companies/{companyId}/brands/{brandId}': analystOnly(
    'PUT',
    '/api/analyst/v1/companies/{companyId}/brands/{brandId}',
    { name: 'Marca', logoUrl: null, primaryColor: null, secondaryColor: null },
  ),
  // The upload is multipart (the logos suite sends real ones): a JSON body is refused.
  'POST /api/analyst/v1/companies/{companyId}/logos': () =>
    asAnalyst([post(`${companyUrl()}/logos`, 400, errorBodySchema, { logo: 'iVBORw0KGgo=' })]),
  'GET /api/analyst/v1/companies/{companyId}/invitations': () =>
    asAnalyst([{ url: `${companyUrl()}/invitations`, status: 200, schema: invitationsSchema }]),
  'POST /api/analyst/v1/companies/{companyId}/invitations': () =>
    asAnalyst([post(`${companyUrl()}/invitations`, 400, errorBodySchema, { email: 'sin-arroba' })]),
  'DELETE /api/analyst/v1/companies/{companyId}/invitations/{invitationId}': analystOnly(
    'DELETE',
    '/api/analyst/v1/companies/{companyId}/invitations/{invitationId}',
  ),
  'GET /api/analyst/v1/companies/{companyId}/referrals': () =>
    asAnalyst([{ url: `${companyUrl()}/referrals`, status: 200, schema: analystReferralsSchema }]),
  'GET /api/analyst/v1/companies/{companyId}/referrals/{referralId}/cv': analystOnly(
    'GET',
    '/api/analyst/v1/companies/{companyId}/referrals/{referralId}/cv',
  ),
  'POST /api/auth/v1/analyst-invitations/preview': () => [
    post('/api/auth/v1/analyst-invitations/preview', 410, errorBodySchema, { token: 'x'.repeat(43) }),
    post('/api/auth/v1/analyst-invitations/preview', 400, errorBodySchema, { token: '' }),
  ],
  'POST /api/auth/v1/analyst-invitations/accept': () => [
    post('/api/auth/v1/analyst-invitations/accept', 401, errorBodySchema, { token: 'x'.repeat(43) }),
    ...signedIn([
      post('/api/auth/v1/analyst-invitations/accept', 410, errorBodySchema, { token: 'x'.repeat(43) }),
    ]),
  ],
  'GET /api/health': () => [{ url: '/api/health', status: 200, schema: healthSchema }],
  'GET /api/auth/v1/health/oauth-check': () => [
    { url: '/api/auth/v1/health/oauth-check', status: 200, schema: sessionCheckSchema },
  ],
  'POST /api/auth/v2/oauth2/session': () => [
    post('/api/auth/v2/oauth2/session', 401, errorBodySchema),
    {
      ...post('/api/auth/v2/oauth2/session', 401, errorBodySchema),
      payload: 'username=nadie%40example.com&password=clave-cualquiera&grant_type=password',
    },
  ],
  'POST /api/auth/v2/oauth2/logout': () => [post('/api/auth/v2/oauth2/logout', 200, authMessageSchema)],
  'POST /api/auth/v2/register': () => [
    post('/api/auth/v2/register', 400, errorBodySchema, {
      firstName: 'Ana',
      lastName: 'Rojas',
      email: 'ana@example.com',
      password: 'clave-segura-123',
      acceptTerms: false,
      acceptDataPolicy: true,
    }),
  ],
  'POST /api/auth/v2/register/confirm': () => [
    post('/api/auth/v2/register/confirm', 400, errorBodySchema, { token: 'x'.repeat(43) }),
  ],
  'POST /api/auth/v2/register/resend': () => [
    post('/api/auth/v2/register/resend', 200, authMessageSchema, { email: 'nadie@example.com' }),
  ],
  'POST /api/auth/v2/password/forgot': () => [
    post('/api/auth/v2/password/forgot', 200, authMessageSchema, { email: 'nadie@example.com' }),
  ],
  'POST /api/auth/v2/password/reset': () => [
    post('/api/auth/v2/password/reset', 400, errorBodySchema, {
      token: 'x'.repeat(43),
      password: 'clave-nueva-123',
    }),
  ],
  'GET /api/profile/v2/candidate/applications/count': () =>
    signedIn([
      { url: '/api/profile/v2/candidate/applications/count', status: 200, schema: applicationsCountSchema },
    ]),
  'POST /api/auth/v2/auth-flow/start': () => [
    post('/api/auth/v2/auth-flow/start', 400, errorBodySchema, {
      clientId: UNKNOWN_ID,
      scope: 'ALL',
      state: 'estado',
      redirectUri: 'https://aliado.example/callback',
      responseType: 'code',
      codeChallenge: 'x'.repeat(43),
      codeChallengeMethod: 'S256',
    }),
  ],
  'GET /api/auth/v2/auth-flow/{flowId}': () =>
    signedIn([{ url: `/api/auth/v2/auth-flow/${UNKNOWN_ID}`, status: 404, schema: errorBodySchema }]),
  'POST /api/auth/v2/user/validatePermission': () =>
    signedIn([
      post('/api/auth/v2/user/validatePermission', 404, errorBodySchema, {
        flowId: UNKNOWN_ID,
        clientId: UNKNOWN_ID,
        scopes: ['ALL'],
      }),
    ]),
  'POST /api/auth/v2/oauth2/authorize': () =>
    signedIn([post('/api/auth/v2/oauth2/authorize', 404, errorBodySchema, { flowId: UNKNOWN_ID })]),
  'POST /api/auth/v2/oauth2/token': () => [
    {
      ...post('/api/auth/v2/oauth2/token', 401, tokenErrorSchema),
      payload: `grant_type=authorization_code&code=${'x'.repeat(43)}&redirect_uri=https%3A%2F%2Faliado.example&code_verifier=${'y'.repeat(43)}`,
    },
  ],
  'POST /api/auth/v2/oauth2/xtoken': () =>
    signedIn([post('/api/auth/v2/oauth2/xtoken', 201, challengeResponseSchema)]),
  'GET /api/auth/v2/user/partner-apps': () =>
    signedIn([{ url: '/api/auth/v2/user/partner-apps', status: 200, schema: partnerGrantsSchema }]),
  'DELETE /api/auth/v2/user/partner-apps/{clientId}': () =>
    signedIn([
      {
        url: `/api/auth/v2/user/partner-apps/${UNKNOWN_ID}`,
        status: 200,
        schema: revokedSchema,
        method: 'DELETE',
      },
    ]),
  'GET /api/auth/v2/oauth2/secure': () => [
    {
      url: get('/api/auth/v2/oauth2/secure', { challenge: 'x'.repeat(43) }),
      status: 401,
      schema: errorBodySchema,
    },
  ],
  'DELETE /api/auth/v2/oauth2/xtoken/{challenge}': () => [
    {
      url: `/api/auth/v2/oauth2/xtoken/${'x'.repeat(43)}`,
      status: 200,
      schema: revokedSchema,
      method: 'DELETE',
    },
  ],
  'GET /api/profile/v1/candidate-terms/verify': () =>
    signedIn([
      { url: '/api/profile/v1/candidate-terms/verify', status: 200, schema: candidateTermsStatusSchema },
    ]),
  'POST /api/profile/v1/candidate-terms': () =>
    signedIn([
      post('/api/profile/v1/candidate-terms', 200, candidateTermsStatusSchema, { versions: CURRENT_TERMS }),
      post('/api/profile/v1/candidate-terms', 409, errorBodySchema, {
        versions: { ...CURRENT_TERMS, terms: '0' },
      }),
    ]),
  'GET /api/profile/v2/candidate/applications': () =>
    signedIn([
      { url: '/api/profile/v2/candidate/applications', status: 200, schema: candidateApplicationsSchema },
      {
        url: get('/api/profile/v2/candidate/applications', { page: 2 }),
        status: 200,
        schema: candidateApplicationsSchema,
      },
    ]),
  'DELETE /api/profile/v2/candidate/applications/{applicationId}': () =>
    signedIn([
      {
        url: `/api/profile/v2/candidate/applications/${UNKNOWN_ID}`,
        method: 'DELETE',
        status: 404,
        schema: errorBodySchema,
      },
    ]),
  // The résumé ("Hoja de vida").
  'GET /api/profile/v1/candidate': () =>
    signedIn([{ url: '/api/profile/v1/candidate', status: 200, schema: candidateResumeSchema }]),
  'GET /api/profile/v1/candidate/form-options': () =>
    signedIn([
      { url: '/api/profile/v1/candidate/form-options', status: 200, schema: resumeFormOptionsSchema },
    ]),
  // Mexican, so that the résumé stays complete enough to apply (spec §5) whatever runs first.
  'PUT /api/profile/v1/candidate': (seeded) =>
    signedIn([
      put('/api/profile/v1/candidate', 200, candidateResumeSchema, {
        firstName: 'Ana',
        lastName: 'Prueba',
        countryId: seeded.mexicoId,
      }),
      put('/api/profile/v1/candidate', 400, errorBodySchema, { firstName: '', lastName: 'Prueba' }),
    ]),
  'PUT /api/profile/v1/candidate/salary': () =>
    signedIn([
      put('/api/profile/v1/candidate/salary', 200, candidateResumeSchema, {
        salary: 2_000_000,
        salaryFrequencyId: 4,
        currencyPayId: 1,
      }),
    ]),
  'PUT /api/profile/v1/candidate/without-studies': () =>
    signedIn([
      put('/api/profile/v1/candidate/without-studies', 200, candidateResumeSchema, { withoutStudies: true }),
    ]),
  'PUT /api/profile/v1/candidate/without-experience': () =>
    signedIn([
      put('/api/profile/v1/candidate/without-experience', 200, candidateResumeSchema, {
        withoutExperience: true,
      }),
    ]),
  'POST /api/profile/v1/candidate/studies': () =>
    signedIn([
      post('/api/profile/v1/candidate/studies', 400, errorBodySchema, { ...RESUME_STUDY, title: '' }),
    ]),
  'PUT /api/profile/v1/candidate/studies/{studyId}': () =>
    signedIn([put(`/api/profile/v1/candidate/studies/${UNKNOWN_ID}`, 404, errorBodySchema, RESUME_STUDY)]),
  'DELETE /api/profile/v1/candidate/studies/{studyId}': () =>
    signedIn([
      {
        url: `/api/profile/v1/candidate/studies/${UNKNOWN_ID}`,
        method: 'DELETE',
        status: 404,
        schema: errorBodySchema,
      },
    ]),
  'POST /api/profile/v1/candidate/experiences': () =>
    signedIn([
      post('/api/profile/v1/candidate/experiences', 400, errorBodySchema, {
        ...RESUME_EXPERIENCE,
        company: '',
      }),
    ]),
  'PUT /api/profile/v1/candidate/experiences/{experienceId}': () =>
    signedIn([
      put(`/api/profile/v1/candidate/experiences/${UNKNOWN_ID}`, 404, errorBodySchema, RESUME_EXPERIENCE),
    ]),
  'DELETE /api/profile/v1/candidate/experiences/{experienceId}': () =>
    signedIn([
      {
        url: `/api/profile/v1/candidate/experiences/${UNKNOWN_ID}`,
        method: 'DELETE',
        status: 404,
        schema: errorBodySchema,
      },
    ]),
  'PUT /api/profile/v1/candidate/skills/{skillId}': () =>
    signedIn([put('/api/profile/v1/candidate/skills/1', 200, candidateResumeSchema, { score: 3 })]),
  'DELETE /api/profile/v1/candidate/skills/{skillId}': () =>
    signedIn([
      {
        url: '/api/profile/v1/candidate/skills/1',
        method: 'DELETE',
        status: 200,
        schema: candidateResumeSchema,
      },
    ]),
  'PUT /api/profile/v1/candidate/cv': () =>
    signedIn([put('/api/profile/v1/candidate/cv?fileName=cv.pdf', 400, errorBodySchema, { not: 'a file' })]),
  'GET /api/profile/v1/candidate/cv': () =>
    signedIn([{ url: '/api/profile/v1/candidate/cv', status: 404, schema: errorBodySchema }]),
  'DELETE /api/profile/v1/candidate/cv': () =>
    signedIn([
      { url: '/api/profile/v1/candidate/cv', method: 'DELETE', status: 200, schema: candidateResumeSchema },
    ]),
  'GET /api/jobs/v1/cities/search': () => [
    {
      url: get('/api/jobs/v1/cities/search', { q: 'cali', country: 'co' }),
      status: 200,
      schema: z.array(citySearchResultSchema),
    },
    { url: get('/api/jobs/v1/cities/search', { limit: 51 }), status: 400, schema: errorBodySchema },
  ],
  'GET /api/jobs/v1/occupations/search': () => [
    {
      url: get('/api/jobs/v1/occupations/search', { q: 'contador' }),
      status: 200,
      schema: z.array(occupationSearchResultSchema),
    },
  ],
  'GET /api/jobs/v1/matcher/suggestions': () =>
    signedIn([{ url: '/api/jobs/v1/matcher/suggestions', status: 200, schema: suggestedJobsSchema }]),
  'POST /api/jobs/v1/matcher/decline': ({ applyPublicId }) =>
    signedIn([post('/api/jobs/v1/matcher/decline', 200, jobStateResponseSchema, { jobId: applyPublicId })]),
  'GET /api/jobs/v1/jobs/candidate/linkup-information': () =>
    signedIn([
      { url: '/api/jobs/v1/jobs/candidate/linkup-information', status: 200, schema: linkupInformationSchema },
    ]),
  'GET /api/profile/v1/candidate/personal-data': () =>
    signedIn([
      { url: '/api/profile/v1/candidate/personal-data', status: 200, schema: personalDataExportSchema },
    ]),
  'POST /api/profile/v1/candidate/consents/withdraw': () =>
    signedIn([
      post('/api/profile/v1/candidate/consents/withdraw', 200, consentWithdrawnSchema, { kind: 'terms' }),
      post('/api/profile/v1/candidate/consents/withdraw', 400, errorBodySchema, { kind: 'todo' }),
      // Accepted again, for the routes after this one that apply.
      post('/api/profile/v1/candidate-terms', 200, candidateTermsStatusSchema, { versions: CURRENT_TERMS }),
    ]),
  // Only the refusal: the signed-in account of this suite stays.
  'POST /api/profile/v1/candidate/account-deletion': () =>
    signedIn([
      post('/api/profile/v1/candidate/account-deletion', 400, errorBodySchema, { password: 'no es esta' }),
    ]),
  'GET /api/profile/v1/countries/active': () => [
    { url: '/api/profile/v1/countries/active', status: 200, schema: z.array(countrySchema) },
  ],
  'GET /api/profile/v1/legal-texts/{kind}': () => [
    ...LEGAL_TEXT_KINDS.map((kind) => ({
      url: `/api/profile/v1/legal-texts/${kind}`,
      status: 200,
      schema: legalTextSchema,
    })),
    { url: '/api/profile/v1/legal-texts/privacidad', status: 404, schema: errorBodySchema },
  ],
  'POST /api/profile/v2/register/verify-email': () => [
    post('/api/profile/v2/register/verify-email', 200, verifyEmailResponseSchema, {
      email: 'nadie@example.com',
    }),
  ],
  'GET /api/profile/v1/public/countries/active': () => [
    { url: '/api/profile/v1/public/countries/active', status: 200, schema: z.array(countrySchema) },
  ],
  'GET /api/profile/v2/overdrive/books/all': () => [
    { url: '/api/profile/v2/overdrive/books/all', status: 200, schema: z.array(bookSchema) },
  ],
  'POST /api/profile/v1/feedback': () => [
    post('/api/profile/v1/feedback', 201, feedbackSavedSchema, {
      id: '6f1d2c4e-8a51-4d1e-9f0b-3c2a1b0d9e8f',
      pageUrl: '/empleos',
      rating: 5,
    }),
    post('/api/profile/v1/feedback', 400, errorBodySchema, { id: UNKNOWN_ID, pageUrl: '/', rating: 0 }),
  ],
  'GET /api/jobs/v1/cities/label': () => [
    { url: get('/api/jobs/v1/cities/label', { id: 1 }), status: 200, schema: citySearchResultSchema },
    { url: get('/api/jobs/v1/cities/label', { id: 99999999 }), status: 404, schema: errorBodySchema },
  ],
  'GET /api/jobs/v1/public/countries/country/ip': () => [
    { url: '/api/jobs/v1/public/countries/country/ip', status: 200, schema: countryGuessSchema },
  ],
  'GET /api/referrals/v1/referrals/sites': () => [
    { url: '/api/referrals/v1/referrals/sites', status: 200, schema: z.array(referralSiteSchema) },
  ],
  'GET /api/referrals/v1/referrals/settings/{companySlug}': (seeded) => [
    {
      url: `/api/referrals/v1/referrals/settings/${seeded.referralSlug}`,
      status: 200,
      schema: referralSettingsSchema,
    },
    { url: '/api/referrals/v1/referrals/settings/no-existe', status: 404, schema: errorBodySchema },
  ],
  'GET /api/referrals/v1/vacancies/{companySlug}': (seeded) => [
    {
      url: `/api/referrals/v1/vacancies/${seeded.referralSlug}`,
      status: 200,
      schema: z.array(referralVacancySchema),
    },
  ],
  // The form is multipart (its own suite sends real ones): a JSON body is refused.
  'POST /api/referrals/v1/referrals/{slug}': (seeded) => [
    post(`/api/referrals/v1/referrals/${seeded.referralSlug}`, 400, errorBodySchema, { firstName: 'Ana' }),
  ],
  'GET /api/jobs/v1/public/logos/{file}': () => [
    { url: `/api/jobs/v1/public/logos/${'0'.repeat(64)}.png`, status: 404, schema: errorBodySchema },
    { url: '/api/jobs/v1/public/logos/logo.svg', status: 400, schema: errorBodySchema },
  ],
  'GET /api/referrals/v1/document-types': () => [
    { url: '/api/referrals/v1/document-types', status: 200, schema: z.array(documentTypeSchema) },
    {
      url: get('/api/referrals/v1/document-types', { country: 'co' }),
      status: 200,
      schema: z.array(documentTypeSchema),
    },
  ],
  'GET /api/jobs/v1/public/jobs/search': (seeded) =>
    [
      {},
      { queries: [{ field: 'all', term: 'auxiliar' }], paginator: { page: 1, pageSize: 20 } },
      {
        filters: { city: [seeded.citySlug], salary: { from: 1_000_000 } },
        order: { field: 'salary', direction: 'ASC' },
      },
      { companySlug: seeded.companySlug },
    ].map((query) => ({
      url: get('/api/jobs/v1/public/jobs/search', query),
      status: 200,
      schema: searchResponseSchema,
    })),
  'GET /api/jobs/v2/filters/public/settings': (seeded) =>
    [{}, { companySlug: seeded.brandGroup.parent }].map((query) => ({
      url: get('/api/jobs/v2/filters/public/settings', query),
      status: 200,
      schema: filterSettingsResponseSchema,
    })),
  'GET /api/jobs/v1/public/filters/labels': (seeded) => [
    {
      url: get('/api/jobs/v1/public/filters/labels', {
        filters: { city: [seeded.citySlug], salary: { from: 1_000_000 }, remote: 'true' },
      }),
      status: 200,
      schema: filterLabelsResponseSchema,
    },
  ],
  'GET /api/jobs/v1/public/filters/options/{field}': () =>
    ['city', 'occupation', 'company'].map((field) => ({
      url: get(`/api/jobs/v1/public/filters/options/${field}`, { text: 'a' }),
      status: 200,
      schema: filterOptionsResponseSchema,
    })),
  'GET /api/jobs/v1/public/jobs/{jobSlug}': (seeded) => [
    { url: `/api/jobs/v1/public/jobs/${seeded.liveSlug}`, status: 200, schema: jobDetailSchema },
    { url: `/api/jobs/v1/public/jobs/${seeded.goneSlug}`, status: 410, schema: jobGoneSchema },
  ],
  'GET /api/jobs/v1/public/jobs/setting/{id}': (seeded) => [
    { url: `/api/jobs/v1/public/jobs/setting/${seeded.livePublicId}`, status: 200, schema: jobSettingSchema },
  ],
  'GET /api/jobs/v1/jobs/search': (seeded) =>
    signedIn(
      [{}, { queries: [{ field: 'all', term: 'auxiliar' }] }, { companySlug: seeded.companySlug }].map(
        (query) => ({
          url: get('/api/jobs/v1/jobs/search', query),
          status: 200,
          schema: candidateSearchResponseSchema,
        }),
      ),
    ),
  'GET /api/jobs/v2/filters/settings': (seeded) =>
    signedIn(
      [{}, { companySlug: seeded.brandGroup.parent }].map((query) => ({
        url: get('/api/jobs/v2/filters/settings', query),
        status: 200,
        schema: filterSettingsResponseSchema,
      })),
    ),
  'GET /api/jobs/v1/filters/labels': (seeded) =>
    signedIn([
      {
        url: get('/api/jobs/v1/filters/labels', { filters: { city: [seeded.citySlug] } }),
        status: 200,
        schema: filterLabelsResponseSchema,
      },
    ]),
  'GET /api/jobs/v1/jobs/{jobSlug}': (seeded) =>
    signedIn([
      { url: `/api/jobs/v1/jobs/${seeded.liveSlug}`, status: 200, schema: candidateJobDetailSchema },
      { url: `/api/jobs/v1/jobs/${seeded.goneSlug}`, status: 410, schema: jobGoneSchema },
    ]),
  'GET /api/jobs/v1/jobs/setting/{id}': (seeded) =>
    signedIn([
      {
        url: `/api/jobs/v1/jobs/setting/${seeded.livePublicId}`,
        status: 200,
        schema: candidateJobSettingSchema,
      },
    ]),
  'POST /api/jobs/v1/jobs/state': (seeded) =>
    signedIn([
      post('/api/jobs/v1/jobs/state', 200, jobStateResponseSchema, { jobId: seeded.livePublicId, state: 0 }),
    ]),
  'DELETE /api/jobs/v1/jobs/state/{jobId}/{state}': (seeded) =>
    signedIn([
      {
        url: `/api/jobs/v1/jobs/state/${seeded.livePublicId}/0`,
        method: 'DELETE',
        status: 200,
        schema: jobStateResponseSchema,
      },
    ]),
  'GET /api/jobs/v1/jobs/candidate/saved': () =>
    signedIn([
      { url: '/api/jobs/v1/jobs/candidate/saved', status: 200, schema: savedJobsSchema },
      { url: get('/api/jobs/v1/jobs/candidate/saved', { page: 2 }), status: 200, schema: savedJobsSchema },
    ]),
  'GET /api/jobs/v1/jobs/candidate/states': ({ livePublicId, applyPublicId }) =>
    signedIn([
      {
        url: get('/api/jobs/v1/jobs/candidate/states', { jobIds: `${livePublicId},${applyPublicId}` }),
        status: 200,
        schema: candidateStatesSchema,
      },
      {
        url: get('/api/jobs/v1/jobs/candidate/states', { jobIds: 'no es un id' }),
        status: 400,
        schema: errorBodySchema,
      },
    ]),
  'GET /api/jobs/v1/questionnaire/{jobId}': (seeded) =>
    signedIn([
      {
        url: `/api/jobs/v1/questionnaire/${seeded.questionnairePublicId}`,
        status: 200,
        schema: questionnaireSchema,
      },
      { url: '/api/jobs/v1/questionnaire/zz9zz9zz9', status: 404, schema: errorBodySchema },
    ]),
  'POST /api/jobs/v1/jobs/apply': (seeded) =>
    signedIn([
      post('/api/jobs/v1/jobs/apply', 201, applyResponseSchema, {
        jobId: seeded.applyPublicId,
        utmPayload: { utm_source: 'contrato' },
      }),
      post('/api/jobs/v1/jobs/apply', 200, applyResponseSchema, { jobId: seeded.applyPublicId }),
      post('/api/jobs/v1/jobs/apply', 400, errorBodySchema, { jobId: seeded.questionnairePublicId }),
    ]),
  'GET /api/jobs/v1/public/jobs/vacants/suggested/{jobSlug}': (seeded) => [
    {
      url: `/api/jobs/v1/public/jobs/vacants/suggested/${seeded.liveSlug}`,
      status: 200,
      schema: similarJobsSchema,
    },
  ],
  'GET /api/jobs/v2/jobs/suggested/mimir-wisdom': (seeded) => [
    {
      url: get('/api/jobs/v2/jobs/suggested/mimir-wisdom', { vacantId: seeded.livePublicId }),
      status: 200,
      schema: similarJobsSchema,
    },
  ],
  'GET /api/jobs/v1/landing/{slug}': (seeded) => [
    { url: `/api/jobs/v1/landing/${seeded.landingSlug}`, status: 200, schema: landingSchema },
    {
      url: get(`/api/jobs/v1/landing/${seeded.brandGroup.parent}`, { brand: seeded.brandGroup.brand }),
      status: 200,
      schema: landingSchema,
    },
  ],
  'GET /api/jobs/v1/landing/list/{type}': () =>
    LANDING_TYPES.map((type) => ({
      url: `/api/jobs/v1/landing/list/${type}`,
      status: 200,
      schema: landingLinksSchema,
    })),
  'GET /api/jobs/v1/landing/list/by-occupation-with-location/{parentSlug}': (seeded) => [
    {
      url: `/api/jobs/v1/landing/list/by-occupation-with-location/${seeded.occupationSlug}`,
      status: 200,
      schema: landingLinksSchema,
    },
  ],
  'GET /api/jobs/v1/landing/slug/{sectorId}': (seeded) => [
    { url: `/api/jobs/v1/landing/slug/${seeded.sectorId}`, status: 200, schema: sectorLandingSchema },
  ],
  'GET /api/jobs/v1/mega-menu/{type}': () =>
    MEGA_MENU_TYPES.map((type) => ({
      url: `/api/jobs/v1/mega-menu/${type}`,
      status: 200,
      schema: megaMenuCardsSchema,
    })),
  'GET /api/jobs/v1/mega-menu/by-occupation/{parentSlug}': (seeded) => [
    {
      url: `/api/jobs/v1/mega-menu/by-occupation/${seeded.categorySlug}`,
      status: 200,
      schema: megaMenuCardsSchema,
    },
  ],
  'GET /api/jobs/v1/sitemaps': () => [
    { url: '/api/jobs/v1/sitemaps', status: 200, schema: sitemapIndexSchema },
  ],
  'GET /api/jobs/v1/sitemaps/{kind}/{page}': () =>
    SITEMAP_KINDS.map((kind) => ({
      url: `/api/jobs/v1/sitemaps/${kind}/1`,
      status: 200,
      schema: sitemapFileSchema,
    })),
  'GET /api/jobs/v1/seo/job-posting/{jobSlug}': (seeded) =>
    [seeded.liveSlug, seeded.goneSlug].map((slug) => ({
      url: `/api/jobs/v1/seo/job-posting/${slug}`,
      status: 200,
      schema: jobPostingResponseSchema,
    })),
};

async function one<T>(sql: string): Promise<T> {
  const { rows } = await api.db.query<T>(sql);
  if (!rows[0]) throw new Error(`The seed has no row for: ${sql}`);
  return rows[0];
}

async function seededValues(): Promise<Seeded> {
  const live = `v.status = 'published' AND v.published_at <= $$${testDataset.now.toISOString()}$$
    AND (v.valid_through IS NULL OR v.valid_through > $$${testDataset.now.toISOString()}$$)
    AND c.is_active AND c.job_site_kind = 1`;
  const vacancy = await one<{ slug: string; public_id: string }>(
    `SELECT v.slug, v.public_id FROM vacancies v JOIN companies c ON c.id = v.company_id WHERE ${live}
      ORDER BY v.published_at DESC LIMIT 1`,
  );
  const applyTo = await one<{ public_id: string }>(
    `SELECT v.public_id FROM vacancies v JOIN companies c ON c.id = v.company_id
      WHERE ${live} AND v.external_apply_url IS NULL
        AND NOT EXISTS (SELECT 1 FROM vacancy_questions q WHERE q.vacancy_id = v.id) LIMIT 1`,
  );
  const withQuestions = await one<{ public_id: string }>(
    `SELECT v.public_id FROM vacancies v JOIN companies c ON c.id = v.company_id
      WHERE ${live} AND v.external_apply_url IS NULL
        AND EXISTS (SELECT 1 FROM vacancy_questions q WHERE q.vacancy_id = v.id AND q.is_required) LIMIT 1`,
  );
  const gone = await one<{ slug: string }>(
    `SELECT v.slug FROM vacancies v JOIN companies c ON c.id = v.company_id
      WHERE v.status = 'closed' AND c.is_active AND c.job_site_kind = 1 LIMIT 1`,
  );
  const company = await one<{ slug: string }>(
    `SELECT c.slug FROM companies c JOIN vacancies v ON v.company_id = c.id WHERE ${live} LIMIT 1`,
  );
  const group = await one<{ parent: string; brand: string }>(
    `SELECT p.slug AS parent, b.slug AS brand FROM companies b JOIN companies p ON p.id = b.parent_company_id
      WHERE b.is_active AND p.is_active LIMIT 1`,
  );
  const sector = await one<{ sector_id: number }>(
    `SELECT vs.sector_id FROM vacancy_sectors vs JOIN vacancies v ON v.id = vs.vacancy_id
       JOIN companies c ON c.id = v.company_id WHERE ${live} LIMIT 1`,
  );
  const city = await one<{ slug: string }>(
    `SELECT ci.slug FROM cities ci JOIN vacancy_cities vc ON vc.city_id = ci.id
       JOIN vacancies v ON v.id = vc.vacancy_id JOIN companies c ON c.id = v.company_id WHERE ${live} LIMIT 1`,
  );
  const firstLanding = async (type: string) => {
    const links = landingLinksSchema.parse(
      (await api.app.inject(`/api/jobs/v1/landing/list/${type}`)).json(),
    );
    if (!links[0]) throw new Error(`No ${type} landing in the seed`);
    return links[0].slug;
  };
  return {
    liveSlug: vacancy.slug,
    livePublicId: vacancy.public_id,
    applyPublicId: applyTo.public_id,
    mexicoId: (await one<{ id: number }>(`SELECT id FROM countries WHERE iso2 = 'mx'`)).id,
    questionnairePublicId: withQuestions.public_id,
    goneSlug: gone.slug,
    companySlug: company.slug,
    brandGroup: group,
    sectorId: Number(sector.sector_id),
    landingSlug: await firstLanding('by-location'),
    occupationSlug: await firstLanding('by-occupation'),
    categorySlug: await firstLanding('by-occupation-category'),
    citySlug: city.slug,
    referralSlug: await referralSlug(),
  };
}

// Job alerts (issue #14).
Object.assign(CONTRACTS, {
  'POST /api/jobs/v1/mimir-alerts/alert': () =>
    signedIn([
      post('/api/jobs/v1/mimir-alerts/alert', 200, jobAlertSchema, { query: 'contador', filters: {} }),
    ]),
  'GET /api/jobs/v1/mimir-alerts/alert': () =>
    signedIn([{ url: '/api/jobs/v1/mimir-alerts/alert', status: 200, schema: jobAlertListSchema }]),
  'PATCH /api/jobs/v1/mimir-alerts/alert/{alertId}': () =>
    signedIn([
      {
        url: `/api/jobs/v1/mimir-alerts/alert/${UNKNOWN_ID}`,
        status: 404,
        schema: errorBodySchema,
        method: 'PATCH',
        payload: { paused: true },
      },
    ]),
  'DELETE /api/jobs/v1/mimir-alerts/alert/{alertId}': () =>
    signedIn([
      {
        url: `/api/jobs/v1/mimir-alerts/alert/${UNKNOWN_ID}`,
        status: 404,
        schema: errorBodySchema,
        method: 'DELETE',
      },
    ]),
  'POST /api/jobs/v1/mimir-alerts/alert-public': () => [
    post('/api/jobs/v1/mimir-alerts/alert-public', 400, errorBodySchema, {
      email: 'no-es-correo',
      phone: '1',
    }),
  ],
  'POST /api/jobs/v1/mimir-alerts/alert-public/confirm': () => [
    post('/api/jobs/v1/mimir-alerts/alert-public/confirm', 400, errorBodySchema, { token: 'x'.repeat(43) }),
  ],
  'POST /api/jobs/v1/mimir-alerts/unsubscribe': () => [
    post(`/api/jobs/v1/mimir-alerts/unsubscribe?token=${'x'.repeat(43)}`, 400, errorBodySchema),
  ],
  'GET /api/jobs/v1/mimir-alerts/manage': () => [
    { url: `/api/jobs/v1/mimir-alerts/manage?token=${'x'.repeat(43)}`, status: 400, schema: errorBodySchema },
  ],
  'PATCH /api/jobs/v1/mimir-alerts/manage': () => [
    {
      url: `/api/jobs/v1/mimir-alerts/manage?token=${'x'.repeat(43)}`,
      status: 400,
      schema: errorBodySchema,
      method: 'PATCH',
      payload: { paused: true },
    },
  ],
  'DELETE /api/jobs/v1/mimir-alerts/manage': () => [
    {
      url: `/api/jobs/v1/mimir-alerts/manage?token=${'x'.repeat(43)}`,
      status: 400,
      schema: errorBodySchema,
      method: 'DELETE',
    },
  ],
  'POST /api/profile/v2/register/verify-alert-user': () => [
    post('/api/profile/v2/register/verify-alert-user', 200, verifyAlertUserResponseSchema, {
      email: 'nadie@example.com',
      phone: '3001234567',
    }),
  ],
} satisfies Record<string, (seeded: Seeded) => Call[]>);

let seeded: Seeded;
let documented: string[];
let accessToken: string;

beforeAll(async () => {
  documented = (await openApiOperations(api.app)).map((operation) => `${operation.method} ${operation.path}`);
  seeded = await seededValues();
  const candidate = await signInNewAccount(api.app, api.db);
  ({ accessToken } = candidate);
  analyst = await signInAnalystOfNewCompany(api.app, api.db, 'Archivos Contables');
  const created = await api.app.inject({
    method: 'POST',
    url: `${companyUrl()}/vacancies`,
    payload: analystVacancyForm,
    headers: { authorization: `Bearer ${analyst.accessToken}` },
  });
  expect(created.statusCode, created.body).toBe(201);
  analystVacancyId = created.json().id;
  // Applying needs the terms in force accepted.
  const accepted = await api.app.inject({
    method: 'POST',
    url: '/api/profile/v1/candidate-terms',
    payload: { versions: CURRENT_TERMS },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  // …and a complete résumé.
  await completeResume(api.app, candidate);
});

describe('API contracts', () => {
  it('has a contract for every operation of the OpenAPI document, and no other', () => {
    expect(Object.keys(CONTRACTS).sort()).toEqual([...documented].sort());
  });

  it.each(Object.keys(CONTRACTS))('%s answers what its contract declares', async (operation) => {
    for (const call of (CONTRACTS[operation] as (seeded: Seeded) => Call[])(seeded)) {
      const response = await api.app.inject({
        method: call.method ?? 'GET',
        url: call.url,
        payload: call.payload,
        headers: {
          ...(typeof call.payload === 'string' && { 'content-type': 'application/x-www-form-urlencoded' }),
          ...(call.signedIn && { authorization: `Bearer ${accessToken}` }),
          ...(call.analyst && { authorization: `Bearer ${analyst.accessToken}` }),
        },
      });
      expect(response.statusCode, `${call.url}: ${response.body.slice(0, 300)}`).toBe(call.status);
      const parsed = call.schema.safeParse(response.json());
      expect(parsed.error?.issues ?? [], call.url).toEqual([]);
    }
  });
});

async function referralSlug(): Promise<string> {
  const { slug } = await one<{ slug: string }>(
    `SELECT c.slug FROM referral_settings s JOIN companies c ON c.id = s.company_id
      WHERE s.is_enabled AND c.is_active ORDER BY c.slug LIMIT 1`,
  );
  return slug;
}
