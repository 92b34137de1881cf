import type { Db } from '@camello/db';
import { createMemorySearchEngine, type SearchEngine } from '@camello/search';
import { createRateLimiter, type RateLimiter } from '../abuse/rate-limit.ts';
import { createKeyRing } from '../auth/key-ring.ts';
import { createSessions, type Sessions } from '../auth/sessions.ts';
import { createAccessTokens } from '../auth/tokens.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createRepositories, type Repositories } from '../repositories/index.ts';
import type { CounterStore } from '../repositories/rate-limit-counters.ts';

/** Everything a host needs, built once at the application root and handed to every host. */
export type AppServices = {
  db: Db;
  repositories: Repositories;
  search: SearchEngine;
  now: () => Date;
  mailer: Mailer | null;
  rateLimiter: RateLimiter;
  /** Sign-in sessions: access tokens signed with the database's keys, rotated refresh tokens. */
  sessions: Sessions;
  /** PUBLIC_ORIGIN: the base of links in e-mail and of the origin check; unset, the request's own. */
  publicOrigin: string | undefined;
};

export type AppDependencies = {
  db: Db;
  now?: () => Date;
  mailer?: Mailer;
  /** Where abuse-limit counters live; the database when not given (Redis with `REDIS_URL`). */
  counterStore?: CounterStore;
  publicOrigin?: string;
};

/** Builds the services; the caller closes `search` when the application closes. */
export function createAppServices(
  deps: AppDependencies,
  onSearchError: (error: unknown) => void,
): AppServices {
  const now = deps.now ?? (() => new Date());
  const repositories = createRepositories(deps.db);
  return {
    db: deps.db,
    repositories,
    search: createMemorySearchEngine({ db: deps.db, now, onError: onSearchError }),
    now,
    mailer: deps.mailer ?? null,
    rateLimiter: createRateLimiter(deps.counterStore ?? repositories.rateLimitCounters, now),
    publicOrigin: deps.publicOrigin,
    sessions: createSessions({
      db: deps.db,
      now,
      accessTokens: createAccessTokens(createKeyRing(repositories.signingKeys, now), now),
    }),
  };
}

/** What every host plugin and feature plugin receives. */
export type HostOptions = { services: AppServices };
