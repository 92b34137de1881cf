import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import {
  companySlugParamsSchema,
  documentTypeSchema,
  documentTypesQuerySchema,
  referralCreatedSchema,
  referralSettingsSchema,
  referralSiteSchema,
  referralSlugParamsSchema,
  referralVacancySchema,
} from '../referrals.ts';

export const referralsCalls = {
  documentTypes: defineCall({
    method: 'GET',
    path: '/api/referrals/v1/document-types',
    query: documentTypesQuerySchema,
    responses: { 200: z.array(documentTypeSchema) },
  }),
  sites: defineCall({
    method: 'GET',
    path: '/api/referrals/v1/referrals/sites',
    responses: { 200: z.array(referralSiteSchema) },
  }),
  settings: defineCall({
    method: 'GET',
    path: '/api/referrals/v1/referrals/settings/:companySlug',
    params: companySlugParamsSchema,
    responses: { 200: referralSettingsSchema },
  }),
  vacancies: defineCall({
    method: 'GET',
    path: '/api/referrals/v1/vacancies/:companySlug',
    params: companySlugParamsSchema,
    responses: { 200: z.array(referralVacancySchema) },
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/referrals/v1/referrals/:slug',
    params: referralSlugParamsSchema,
    body: 'multipart',
    responses: { 201: referralCreatedSchema },
  }),
};
