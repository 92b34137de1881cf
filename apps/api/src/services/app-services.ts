import type { Db } from '@camello/db';
import { createMemorySearchEngine, type SearchEngine } from '@camello/search';
import type { Mailer } from '../mail/mailer.ts';
import { createRepositories, type Repositories } from '../repositories/index.ts';

/** Everything a host needs, built once at the application root and handed to every host. */
export type AppServices = {
  db: Db;
  repositories: Repositories;
  search: SearchEngine;
  now: () => Date;
  mailer: Mailer | null;
};

export type AppDependencies = { db: Db; now?: () => Date; mailer?: Mailer };

/** Builds the services; the caller closes `search` when the application closes. */
export function createAppServices(
  deps: AppDependencies,
  onSearchError: (error: unknown) => void,
): AppServices {
  const now = deps.now ?? (() => new Date());
  return {
    db: deps.db,
    repositories: createRepositories(deps.db),
    search: createMemorySearchEngine({ db: deps.db, now, onError: onSearchError }),
    now,
    mailer: deps.mailer ?? null,
  };
}

/** What every host plugin and feature plugin receives. */
export type HostOptions = { services: AppServices };
