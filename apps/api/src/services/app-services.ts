import type { Db } from '@camello/db';
import { createMemorySearchEngine, type SearchEngine } from '@camello/search';
import { createKeyRing } from '../accounts/sessions/key-ring.ts';
import { createSessions, type Sessions } from '../accounts/sessions/sessions.ts';
import { createAccessTokens } from '../accounts/sessions/tokens.ts';
import { createDataVersion, type DataVersion } from '../infrastructure/data-version.ts';
import { createJobCardCache, type JobCardRows } from '../infrastructure/job-card-cache.ts';
import { shareOverlappingReads } from '../infrastructure/overlapping-reads.ts';
import { createPublicAnswerCache, type PublicAnswerCache } from '../infrastructure/public-answer-cache.ts';
import type { JobQueue, RetryPolicy } from '../infrastructure/queue/job-queue.ts';
import { type MailQueue, startMailQueue } from '../mail/mail-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createRateLimiter, type RateLimiter } from '../security/rate-limit.ts';
import type { CounterStore } from '../security/rate-limit-counters-repository.ts';
import type { VacancyKey, VacancyRecord } from '../vacancies/vacancies-repository.ts';
import { createRepositories, type Repositories } from './repositories.ts';

/** Everything a host needs, built once at the application root and handed to every host. */
export type AppServices = {
  db: Db;
  repositories: Repositories;
  search: SearchEngine;
  /**
   * The data's version, the one signal every in-process cache follows (these and the web app's
   * kept pages): a write that changes what public answers or pages show calls `changed()`.
   */
  dataVersion: DataVersion;
  /** Public answers about vacancies kept in memory until the data can have changed. */
  publicAnswers: PublicAnswerCache;
  /** Card rows of vacancies, kept in memory while the public answers are. */
  jobCards: JobCardRows;
  /** A vacancy for its public answers: overlapping reads of one vacancy (its detail, similar ones) share one. */
  vacancyRecord: (key: VacancyKey) => Promise<VacancyRecord | null>;
  now: () => Date;
  mailer: Mailer | null;
  /** The background job queue (pg-boss), when the process runs one. */
  queue: JobQueue | null;
  /**
   * Where features hand e-mail: the queue's `send-mail` job (retried with backoff, sent once per
   * key) when there is a queue, else straight to the mailer; null without a mailer.
   */
  outbox: MailQueue | null;
  rateLimiter: RateLimiter;
  /** Sign-in sessions: access tokens signed with the database's keys, rotated refresh tokens. */
  sessions: Sessions;
  /** PUBLIC_ORIGIN: the base of links in e-mail and of the origin check; unset, the request's own. */
  publicOrigin: string | undefined;
  /** The base of links in e-mail that no request asked for (alert digests): PUBLIC_ORIGIN, else the process's own address. */
  backgroundOrigin: string;
};

export type AppDependencies = {
  db: Db;
  now?: () => Date;
  mailer?: Mailer;
  /** A started job queue: the API defines its queues and works them in this process. */
  queue?: JobQueue;
  /** Where abuse-limit counters live; the database when not given (Redis with `REDIS_URL`). */
  counterStore?: CounterStore;
  publicOrigin?: string;
  /** Without PUBLIC_ORIGIN, the site's address for links in e-mail sent by background jobs. */
  backgroundOrigin?: string;
  /** When the alert digest pass runs (cron, UTC); hourly by default. */
  alertsCron?: string;
  /** How the `send-mail` queue retries a refused message; about a day of backoff by default. */
  mailRetry?: RetryPolicy;
};

/** Builds the services; the caller closes `search` when the application closes. */
export async function createAppServices(
  deps: AppDependencies,
  onSearchError: (error: unknown) => void,
): Promise<AppServices> {
  const now = deps.now ?? (() => new Date());
  const repositories = createRepositories(deps.db);
  const { mailer, queue } = deps;
  let outbox: MailQueue | null = null;
  if (mailer && queue)
    outbox = await startMailQueue({
      queue,
      mailer,
      deliveries: repositories.mailDeliveries,
      ...(deps.mailRetry && { retry: deps.mailRetry }),
    });
  else if (mailer) outbox = { send: (message) => mailer.send(message).then(() => true) };
  const search = createMemorySearchEngine({ db: deps.db, now, onError: onSearchError });
  const dataVersion = createDataVersion({ dataGeneration: () => search.generation() });
  return {
    db: deps.db,
    repositories,
    search,
    dataVersion,
    publicAnswers: createPublicAnswerCache({ dataVersion, now }),
    jobCards: createJobCardCache({
      load: (ids) => repositories.vacancies.cards(ids),
      version: dataVersion.version,
    }),
    vacancyRecord: shareOverlappingReads({
      read: (key: VacancyKey) => repositories.vacancies.findRecord(key),
      keyOf: (key) => ('slug' in key ? `slug ${key.slug}` : `id ${key.publicId}`),
      version: dataVersion.version,
    }),
    now,
    mailer: deps.mailer ?? null,
    queue: queue ?? null,
    outbox,
    rateLimiter: createRateLimiter(deps.counterStore ?? repositories.rateLimitCounters, now),
    publicOrigin: deps.publicOrigin,
    backgroundOrigin: deps.publicOrigin ?? deps.backgroundOrigin ?? 'http://localhost:3000',
    sessions: createSessions({
      db: deps.db,
      now,
      accessTokens: createAccessTokens(createKeyRing(repositories.signingKeys, now), now),
      revokeGrant: (userId, clientId, at) => repositories.oauthFlows.revokeGrant(userId, clientId, at),
    }),
  };
}

/** What every host plugin and feature plugin receives. */
export type HostOptions = { services: AppServices };
