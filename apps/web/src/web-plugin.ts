import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@remix-run/node-fetch-server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler } from 'react-router';
import { compressResponse } from './compress-response.ts';
import { conditionalResponse } from './conditional-response.ts';
import { loadServerBuild } from './server-build.ts';

export type WebPluginOptions = {
  /** Origin the loaders reach the API at, e.g. `http://127.0.0.1:3000`; they call `${apiOrigin}/api/...`. */
  apiOrigin: string;
  /** Origin visitors reach the site at (`https://camello.example`), used in canonical links. */
  publicOrigin?: string;
  /** Output of `react-router build`; defaults to `apps/web/build`. */
  buildDirectory?: string;
  /** The request's Content-Security-Policy nonce, which the page puts on its inline scripts. */
  cspNonceOf?: (request: FastifyRequest) => string;
  /** How a page lets other origins frame it (a company's job-site widget); without it, pages cannot. */
  allowFramingOf?: (request: FastifyRequest) => (origins: readonly string[]) => void;
};

const DEFAULT_BUILD_DIRECTORY = fileURLToPath(new URL('../build', import.meta.url));

/** Paths the site never renders: API misses must stay JSON, missing assets a plain 404. */
const NOT_PAGES = /^\/(api|assets)(\/|$)/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_LIVED = 'public, max-age=3600';

/**
 * Serves the built site: static files from `build/client` (content-hashed `/assets/*` cached for
 * a year, other files for an hour) and every other request rendered by React Router. Register it
 * at the root, after the API: `app.register(webPlugin, { apiOrigin })`.
 */
export const webPlugin: FastifyPluginAsync<WebPluginOptions> = async (app, options) => {
  const buildDirectory = options.buildDirectory ?? DEFAULT_BUILD_DIRECTORY;
  const { build, createLoadContext, clientDirectory } = await loadServerBuild(buildDirectory);
  const assetsDirectory = path.join(clientDirectory, 'assets') + path.sep;

  await app.register(fastifyStatic, {
    root: clientDirectory,
    // One route per built file, so that every other path reaches the catch-all below.
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply: FastifyReply, filePath: string) {
      reply.header('cache-control', filePath.startsWith(assetsDirectory) ? IMMUTABLE : SHORT_LIVED);
    },
  });

  const render = createRequestHandler(build);
  const pageHandler = (
    cspNonce: string | undefined,
    allowFramingBy: ((origins: readonly string[]) => void) | undefined,
    raw: ServerResponse,
  ) =>
    createRequestListener(
      async (request) => {
        const context = createLoadContext({
          apiOrigin: options.apiOrigin,
          publicOrigin: options.publicOrigin,
          cspNonce,
          allowFramingBy,
        });
        const response = conditionalResponse(request, await render(request, context), build.assets.version);
        // A 304 revalidates a stored copy whose scripts carry that copy's nonce; a new policy (with
        // this request's nonce) would replace the stored one and block them.
        if (response.status === 304) raw.removeHeader('content-security-policy');
        return compressResponse(request, response);
      },
      {
        onError(error) {
          app.log.error({ err: error }, 'page rendering failed');
        },
      },
    );

  // React Router reads request bodies itself (form posts), so this scope parses none.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.all('/*', (request, reply) => {
      if (NOT_PAGES.test(request.url)) return reply.callNotFound();
      reply.hijack();
      const startedAt = performance.now();
      reply.raw.once('finish', () => {
        request.log.info(
          { statusCode: reply.raw.statusCode, responseTime: performance.now() - startedAt },
          'page rendered',
        );
      });
      pageHandler(
        options.cspNonceOf?.(request),
        options.allowFramingOf?.(request),
        reply.raw,
      )(request.raw, reply.raw);
    });
  });
};
