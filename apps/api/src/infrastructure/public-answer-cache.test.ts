import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDataVersion, type DataVersion } from './data-version.ts';
import { requestLocale } from './locale.ts';
import {
  createPublicAnswerCache,
  PUBLIC_ANSWER_MAX_AGE_MS,
  type PublicAnswerCache,
} from './public-answer-cache.ts';

let app: FastifyInstance;
let cache: PublicAnswerCache;
let dataGeneration: number;
let dataVersion: DataVersion;
let clock: number;
/** How many times the route's handler ran, i.e. answers not served from memory. */
let computed: number;

beforeEach(async () => {
  dataGeneration = 0;
  clock = Date.UTC(2026, 0, 15, 12);
  computed = 0;
  dataVersion = createDataVersion({ dataGeneration: () => dataGeneration });
  cache = createPublicAnswerCache({ dataVersion, now: () => new Date(clock) });
  app = Fastify();
  // As every API answer gets its headers: hooks still run on an answer from memory.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-answered-by', 'api');
  });
  app.get('/vacancy/:slug', { ...cache.routeOptions }, async (request, reply) => {
    computed += 1;
    const { slug } = request.params as { slug: string };
    if (slug === 'missing') return reply.status(404).send({ statusCode: 404 });
    if (slug === 'closed') return reply.status(410).send({ statusCode: 410, similar: [computed] });
    if (slug === 'changing') dataGeneration += 1;
    return { slug, locale: requestLocale(request), computed };
  });
  await app.ready();
});

afterEach(() => app.close());

const get = (url: string, language = 'es-CO') =>
  app.inject({ url, headers: { 'accept-language': language } });

describe('public answer cache', () => {
  it('serves the same URL in the same language from memory, with its status, type and hooks', async () => {
    const first = await get('/vacancy/a?site=x');
    const again = await get('/vacancy/a?site=x');
    expect(computed).toBe(1);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['x-answered-by']).toBe('api');

    await get('/vacancy/a?site=y');
    await get('/vacancy/a?site=x', 'en-US');
    expect(computed).toBe(3);
    expect((await get('/vacancy/a?site=x', 'en-US')).json().locale).toBe('en-US');
    expect((await get('/vacancy/a?site=x')).json().locale).toBe('es-CO');
    expect(computed).toBe(3);
  });

  it('keeps the 410 of a closed vacancy, not a 404', async () => {
    await get('/vacancy/closed');
    const again = await get('/vacancy/closed');
    expect(again.statusCode).toBe(410);
    expect(again.json().similar).toEqual([1]);
    await get('/vacancy/missing');
    expect((await get('/vacancy/missing')).statusCode).toBe(404);
    expect(computed).toBe(3);
  });

  it('computes again once the search index takes in a change of the database', async () => {
    await get('/vacancy/a');
    dataGeneration += 1;
    expect((await get('/vacancy/a')).json().computed).toBe(2);
    expect((await get('/vacancy/a')).json().computed).toBe(2);
  });

  it('forgets every answer on a write through this process', async () => {
    await get('/vacancy/a');
    await get('/vacancy/b');
    dataVersion.changed();
    await get('/vacancy/a');
    await get('/vacancy/b');
    expect(computed).toBe(4);
  });

  it('keeps an answer at most its maximum age by the API clock', async () => {
    await get('/vacancy/a');
    clock += PUBLIC_ANSWER_MAX_AGE_MS - 1;
    await get('/vacancy/a');
    expect(computed).toBe(1);
    clock += 1;
    await get('/vacancy/a');
    expect(computed).toBe(2);
    // A clock set back does not make an answer younger.
    clock -= 1_000;
    await get('/vacancy/a');
    expect(computed).toBe(3);
  });

  it('does not keep an answer computed while the data changed', async () => {
    await get('/vacancy/changing');
    await get('/vacancy/changing');
    expect(computed).toBe(2);
  });
});
