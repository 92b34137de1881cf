import { translate } from '@camello/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../infrastructure/errors.ts';
import { requestLocale } from '../infrastructure/locale.ts';
import type { CounterStore } from './rate-limit-counters-repository.ts';

/** A limit: at most `limit` hits per subject in `windowMs`. */
export type RateLimitRule = { name: string; limit: number; windowMs: number };

const minute = 60_000;

/**
 * The abuse limits of accounts (issue #11): per account and per IP. A partner app's server may
 * start flows and redeem codes for all its users from one address, hence its roomier limits.
 */
export const rateLimitRules = {
  signInPerAccount: { name: 'sign-in:account', limit: 10, windowMs: 15 * minute },
  signInPerIp: { name: 'sign-in:ip', limit: 50, windowMs: 15 * minute },
  signUpPerIp: { name: 'sign-up:ip', limit: 10, windowMs: 60 * minute },
  passwordResetPerAccount: { name: 'password-reset:account', limit: 3, windowMs: 60 * minute },
  passwordResetPerIp: { name: 'password-reset:ip', limit: 20, windowMs: 60 * minute },
  emailPerAddress: { name: 'email:address', limit: 5, windowMs: 60 * minute },
  confirmationResendPerIp: { name: 'confirmation-resend:ip', limit: 20, windowMs: 60 * minute },
  /** Whether an e-mail has an account: slow enough that nobody lists accounts with it. */
  emailCheckPerIp: { name: 'email-check:ip', limit: 20, windowMs: 15 * minute },
  authFlowStartPerIp: { name: 'auth-flow-start:ip', limit: 120, windowMs: 15 * minute },
  partnerTokenPerIp: { name: 'partner-token:ip', limit: 120, windowMs: 15 * minute },
  partnerTokenPerClient: { name: 'partner-token:client', limit: 600, windowMs: 15 * minute },
  challengeExchangePerIp: { name: 'challenge-exchange:ip', limit: 30, windowMs: 15 * minute },
  /** Applications (and their retries) per candidate: far above what a person sends, below a script. */
  applyPerUser: { name: 'apply:user', limit: 60, windowMs: 60 * minute },
  /** Referral forms (issue #14): tries (a form refused for a typo counts) and stored referrals. */
  referralPerIp: { name: 'referral:ip', limit: 60, windowMs: 60 * minute },
  /** A person refers a few people an hour, not hundreds. */
  referralStoredPerIp: { name: 'referral-stored:ip', limit: 10, windowMs: 60 * minute },
  feedbackPerIp: { name: 'feedback:ip', limit: 10, windowMs: 60 * minute },
  /** Logo uploads per analyst: a few tries to get a logo right, not a store of images. */
  logoUploadPerUser: { name: 'logo-upload:user', limit: 30, windowMs: 60 * minute },
} satisfies Record<string, RateLimitRule>;

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt of `subject` under `rule`; refused once the window holds more than `limit`. */
  consume(rule: RateLimitRule, subject: string): Promise<RateLimitVerdict>;
};

export function createRateLimiter(store: CounterStore, now: () => Date): RateLimiter {
  return {
    async consume(rule, subject) {
      const at = now();
      // Subjects are e-mail addresses and IPs: lower-cased so that case does not reset a count.
      const { hits, resetAt } = await store.hit(`${rule.name}:${subject.toLowerCase()}`, rule.windowMs, at);
      if (hits <= rule.limit) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - at.getTime()) / 1000)),
      };
    },
  };
}

/** The 429 answer: `Retry-After` in seconds and the message in the caller's language. */
export function sendTooManyRequests(
  request: FastifyRequest,
  reply: FastifyReply,
  retryAfterSeconds: number,
): FastifyReply {
  return reply
    .status(429)
    .header('retry-after', String(retryAfterSeconds))
    .send(errorBody(429, translate(requestLocale(request), 'apiError.tooManyRequests')));
}

/**
 * preHandler: counts the request under each rule, with the subject `subjectOf` gives (a missing
 * one, such as an absent e-mail, is not counted), and answers 429 when any is over its limit.
 */
export function limitRequests(
  limiter: RateLimiter,
  limits: ReadonlyArray<{ rule: RateLimitRule; subjectOf(request: FastifyRequest): string | undefined }>,
) {
  return async function rateLimitHook(request: FastifyRequest, reply: FastifyReply) {
    let retryAfterSeconds = 0;
    for (const { rule, subjectOf } of limits) {
      const subject = subjectOf(request);
      if (subject === undefined) continue;
      const verdict = await limiter.consume(rule, subject);
      if (!verdict.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, verdict.retryAfterSeconds);
    }
    if (retryAfterSeconds > 0) return sendTooManyRequests(request, reply, retryAfterSeconds);
  };
}
