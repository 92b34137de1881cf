import type { CallDeclaration } from '../define-call.ts';
import { analystCalls } from './analyst.ts';
import { authCalls } from './auth.ts';
import { jobsCalls } from './jobs.ts';
import { profileCalls } from './profile.ts';
import { referralsCalls } from './referrals.ts';
import { systemCalls } from './system.ts';

/**
 * Every API call, by the host that serves it (spec §7): the API registers each route from its
 * declaration and the web calls the API only through them (`apiCall(context, calls.jobs.landing, …)`).
 */
export const calls = {
  auth: authCalls,
  profile: profileCalls,
  jobs: jobsCalls,
  referrals: referralsCalls,
  analyst: analystCalls,
  system: systemCalls,
};

/** Every declared call with its name (`jobs.landing`), for the tests that hold the API to them. */
export const namedCalls: readonly (readonly [name: string, call: CallDeclaration])[] = Object.entries(
  calls,
).flatMap(([host, group]) =>
  Object.entries(group).map(([name, call]) => [`${host}.${name}`, call as CallDeclaration] as const),
);
