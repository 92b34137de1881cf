import { z } from 'zod';
import {
  acceptCandidateTermsSchema,
  applicationParamsSchema,
  candidateApplicationsQuerySchema,
  candidateApplicationsSchema,
  candidateTermsStatusSchema,
} from '../applications.ts';
import { browserCalls } from '../browser-calls.ts';
import { defineCall } from '../define-call.ts';
import { verifyAlertUserRequestSchema, verifyAlertUserResponseSchema } from '../jobs/job-alerts.ts';
import { bookSchema, feedbackRequestSchema, feedbackSavedSchema } from '../library.ts';
import {
  accountDeletedSchema,
  accountDeletionSchema,
  consentWithdrawnSchema,
  personalDataExportSchema,
  withdrawConsentSchema,
} from '../personal-data.ts';
import {
  applicationsCountSchema,
  countrySchema,
  legalTextParamsSchema,
  legalTextSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '../profile.ts';
import {
  candidateResumeSchema,
  cvUploadQuerySchema,
  experienceParamsSchema,
  experienceRequestSchema,
  personalDataRequestSchema,
  resumeFormOptionsSchema,
  salaryRequestSchema,
  skillParamsSchema,
  skillRequestSchema,
  studyParamsSchema,
  studyRequestSchema,
  withoutExperienceRequestSchema,
  withoutStudiesRequestSchema,
} from '../resume.ts';

export const profileCalls = {
  legalText: defineCall({
    method: 'GET',
    path: '/api/profile/v1/legal-texts/:kind',
    params: legalTextParamsSchema,
    responses: { 200: legalTextSchema },
  }),
  books: defineCall({
    method: 'GET',
    path: '/api/profile/v2/overdrive/books/all',
    responses: { 200: z.array(bookSchema) },
  }),
  feedback: defineCall({
    ...browserCalls.profile.feedback,
    body: feedbackRequestSchema,
    responses: { 201: feedbackSavedSchema },
  }),
  verifyEmail: defineCall({
    ...browserCalls.profile.verifyEmail,
    body: verifyEmailRequestSchema,
    responses: { 200: verifyEmailResponseSchema },
  }),
  verifyAlertUser: defineCall({
    method: 'POST',
    path: '/api/profile/v2/register/verify-alert-user',
    body: verifyAlertUserRequestSchema,
    responses: { 200: verifyAlertUserResponseSchema },
  }),
  countries: defineCall({
    method: 'GET',
    path: '/api/profile/v1/countries/active',
    responses: { 200: z.array(countrySchema) },
  }),
  publicCountries: defineCall({
    method: 'GET',
    path: '/api/profile/v1/public/countries/active',
    responses: { 200: z.array(countrySchema) },
  }),
  applications: defineCall({
    method: 'GET',
    path: '/api/profile/v2/candidate/applications',
    query: candidateApplicationsQuerySchema,
    responses: { 200: candidateApplicationsSchema },
  }),
  withdrawApplication: defineCall({
    method: 'DELETE',
    path: '/api/profile/v2/candidate/applications/:applicationId',
    params: applicationParamsSchema,
    responses: { 200: applicationsCountSchema },
  }),
  resume: defineCall({
    method: 'GET',
    path: '/api/profile/v1/candidate',
    responses: { 200: candidateResumeSchema },
  }),
  resumeFormOptions: defineCall({
    method: 'GET',
    path: '/api/profile/v1/candidate/form-options',
    responses: { 200: resumeFormOptionsSchema },
  }),
  uploadCv: defineCall({
    method: 'PUT',
    path: '/api/profile/v1/candidate/cv',
    query: cvUploadQuerySchema,
    body: 'bytes',
    responses: { 200: candidateResumeSchema },
  }),
  cv: defineCall({
    method: 'GET',
    path: '/api/profile/v1/candidate/cv',
    responses: {},
  }),
  removeCv: defineCall({
    method: 'DELETE',
    path: '/api/profile/v1/candidate/cv',
    responses: { 200: candidateResumeSchema },
  }),
  applicationsCount: defineCall({
    ...browserCalls.profile.applicationsCount,
    responses: { 200: applicationsCountSchema },
  }),
  candidateTerms: defineCall({
    method: 'GET',
    path: '/api/profile/v1/candidate-terms/verify',
    responses: { 200: candidateTermsStatusSchema },
  }),
  acceptCandidateTerms: defineCall({
    method: 'POST',
    path: '/api/profile/v1/candidate-terms',
    body: acceptCandidateTermsSchema,
    responses: { 200: candidateTermsStatusSchema },
  }),
  personalData: defineCall({
    method: 'GET',
    path: '/api/profile/v1/candidate/personal-data',
    responses: { 200: personalDataExportSchema },
  }),
  withdrawConsent: defineCall({
    method: 'POST',
    path: '/api/profile/v1/candidate/consents/withdraw',
    body: withdrawConsentSchema,
    responses: { 200: consentWithdrawnSchema },
  }),
  deleteAccount: defineCall({
    method: 'POST',
    path: '/api/profile/v1/candidate/account-deletion',
    body: accountDeletionSchema,
    responses: { 200: accountDeletedSchema },
  }),
  saveResumePersonalData: defineCall({
    method: 'PUT',
    path: '/api/profile/v1/candidate',
    body: personalDataRequestSchema,
    responses: { 200: candidateResumeSchema },
  }),
  saveSalary: defineCall({
    method: 'PUT',
    path: '/api/profile/v1/candidate/salary',
    body: salaryRequestSchema,
    responses: { 200: candidateResumeSchema },
  }),
  setWithoutStudies: defineCall({
    method: 'PUT',
    path: '/api/profile/v1/candidate/without-studies',
    body: withoutStudiesRequestSchema,
    responses: { 200: candidateResumeSchema },
  }),
  setWithoutExperience: defineCall({
    method: 'PUT',
    path: '/api/profile/v1/candidate/without-experience',
    body: withoutExperienceRequestSchema,
    responses: { 200: candidateResumeSchema },
  }),
  addStudy: defineCall({
    method: 'POST',
    path: '/api/profile/v1/candidate/studies',
    body: studyRequestSchema,
    responses: { 200: candidateResumeSchema },
  }),
  updateStudy: defineCall({
    method: 'PUT',
    path: '/api/profile/v1/candidate/studies/:studyId',
    params: studyParamsSchema,
    body: studyRequestSchema,
    responses: { 200: candidateResumeSchema },
  }),
  removeStudy: defineCall({
    method: 'DELETE',
    path: '/api/profile/v1/candidate/studies/:studyId',
    params: studyParamsSchema,
    responses: { 200: candidateResumeSchema },
  }),
  addExperience: defineCall({
    method: 'POST',
    path: '/api/profile/v1/candidate/experiences',
    body: experienceRequestSchema,
    responses: { 200: candidateResumeSchema },
  }),
  updateExperience: defineCall({
    method: 'PUT',
    path: '/api/profile/v1/candidate/experiences/:experienceId',
    params: experienceParamsSchema,
    body: experienceRequestSchema,
    responses: { 200: candidateResumeSchema },
  }),
  removeExperience: defineCall({
    method: 'DELETE',
    path: '/api/profile/v1/candidate/experiences/:experienceId',
    params: experienceParamsSchema,
    responses: { 200: candidateResumeSchema },
  }),
  setSkill: defineCall({
    method: 'PUT',
    path: '/api/profile/v1/candidate/skills/:skillId',
    params: skillParamsSchema,
    body: skillRequestSchema,
    responses: { 200: candidateResumeSchema },
  }),
  removeSkill: defineCall({
    method: 'DELETE',
    path: '/api/profile/v1/candidate/skills/:skillId',
    params: skillParamsSchema,
    responses: { 200: candidateResumeSchema },
  }),
};
