import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataVersion } from './data-version.ts';
import { requestLocale } from './locale.ts';

/**
 * How long an answer is kept at most, by the API's clock: a vacancy whose validity ends closes
 * without any write, and texts count days ("hace 2 días"). Pages themselves are kept 5 minutes by
 * shared caches (`PUBLIC_PAGE_CACHE` of the web app).
 */
export const PUBLIC_ANSWER_MAX_AGE_MS = 60_000;
/** Bounds the memory: answers of one vacancy weigh a few KB to a few tens of KB. */
const MAX_CACHED_CHARACTERS = 32 * 1024 * 1024;
/** Statuses worth keeping: a vacancy's answer, and the 410 of one that closed (with similar ones). */
const KEPT_STATUSES = new Set([200, 410]);

type Entry = {
  readonly generation: string;
  readonly storedAt: number;
  readonly statusCode: number;
  readonly contentType: string;
  readonly payload: string;
};

export type PublicAnswerCache = {
  /**
   * Route options of a public GET whose answer depends only on its URL, its language and the
   * data: answered from memory until the data can have changed.
   */
  readonly routeOptions: {
    readonly onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    readonly onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
  };
};

export type PublicAnswerCacheOptions = {
  /** The data's version, which every in-process cache follows. */
  readonly dataVersion: DataVersion;
  readonly now: () => Date;
};

/**
 * Public answers about vacancies (searches, landings, a vacancy's detail, similar ones, its JobPosting) kept in
 * memory, keyed by URL and language. One is served until the data's version changes (the search
 * index took in a change of the database, from any instance, or a write went through this one: an
 * analyst who edits a vacancy reads it back fresh), and every answer is dropped then; and for
 * {@link PUBLIC_ANSWER_MAX_AGE_MS} at most. An answer computed while the data changed is not kept:
 * it carries the version of when it began.
 */
export function createPublicAnswerCache({ dataVersion, now }: PublicAnswerCacheOptions): PublicAnswerCache {
  /** In the order they were stored, so the oldest are always first. */
  const entries = new Map<string, Entry>();
  const pending = new WeakMap<FastifyRequest, { key: string; generation: string; askedAt: number }>();
  let characters = 0;

  const generation = dataVersion.version;
  dataVersion.onChange(() => {
    entries.clear();
    characters = 0;
  });
  const keyOf = (request: FastifyRequest) => `${requestLocale(request)} ${request.url}`;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    characters -= entry.payload.length;
  }

  function store(key: string, entry: Entry): void {
    remove(key);
    entries.set(key, entry);
    characters += entry.payload.length;
    for (const oldest of entries.keys()) {
      if (characters <= MAX_CACHED_CHARACTERS) break;
      remove(oldest);
    }
  }

  return {
    routeOptions: {
      async onRequest(request, reply) {
        if (request.method !== 'GET') return;
        const key = keyOf(request);
        const current = generation();
        const askedAt = now().getTime();
        const entry = entries.get(key);
        const age = askedAt - (entry?.storedAt ?? 0);
        if (entry?.generation === current && age >= 0 && age < PUBLIC_ANSWER_MAX_AGE_MS) {
          return reply.status(entry.statusCode).type(entry.contentType).send(entry.payload);
        }
        pending.set(request, { key, generation: current, askedAt });
      },
      async onSend(request, reply, payload) {
        const asked = pending.get(request);
        if (!asked || typeof payload !== 'string' || !KEPT_STATUSES.has(reply.statusCode)) return payload;
        if (asked.generation !== generation()) return payload;
        store(asked.key, {
          generation: asked.generation,
          storedAt: asked.askedAt,
          statusCode: reply.statusCode,
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          payload,
        });
        return payload;
      },
    },
  };
}
