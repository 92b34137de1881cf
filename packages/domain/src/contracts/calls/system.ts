import { defineCall } from '../define-call.ts';
import { healthSchema } from '../system.ts';

export const systemCalls = {
  health: defineCall({
    method: 'GET',
    path: '/api/health',
    responses: { 200: healthSchema, 503: healthSchema },
  }),
};
