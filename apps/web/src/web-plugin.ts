import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@remix-run/node-fetch-server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler } from 'react-router';
import type { ApiFetch } from '../app/shared/api/api-request.server.ts';
import { compressResponse } from './compress-response.ts';
import {
  clientHolds,
  conditionalResponse,
  notModifiedHeaders,
  withBuildVersion,
} from './conditional-response.ts';
import { deferredHydration } from './deferred-hydration.ts';
import { inlineStylesheets, readBuiltStylesheets } from './inline-stylesheets.ts';
import {
  createPageCache,
  type KeptPage,
  mayBeKept,
  type PageCache,
  type PageCacheOptions,
} from './page-cache.ts';
import {
  PAGE_METHODS,
  pageRequestProblem,
  publicOriginResolver,
  requestOriginOf,
  serverOriginOf,
} from './page-request.ts';
import { privateByDefault } from './private-by-default.ts';
import { newScriptMarker, scriptsByHash } from './script-hashes.ts';
import { loadServerBuild } from './server-build.ts';

export type WebPluginOptions = {
  /** Origin the loaders reach the API at, e.g. `http://127.0.0.1:3000`; they call `${apiOrigin}/api/...`. */
  apiOrigin: string;
  /**
   * How loaders send their calls to `apiOrigin`: `fetch` (HTTP) by default. The process that
   * serves the API too passes a function that hands them to it without a socket.
   */
  apiFetch?: ApiFetch | undefined;
  /** Origin visitors reach the site at (`https://camello.example`), used in every absolute link. */
  publicOrigin?: string | undefined;
  /**
   * Without `publicOrigin`: origins the site answers on whose host a request's Host header may name
   * (`https://staging.camello.example`); links of such a request are absolute on that origin.
   */
  allowedOrigins?: readonly string[] | undefined;
  /** Output of `react-router build`; defaults to `apps/web/build`. */
  buildDirectory?: string;
  /**
   * How a page lets the inline scripts it rendered run: by their SHA-256 digests, which the
   * response's Content-Security-Policy names. Without it, the policy is left as it is.
   */
  allowScriptHashesOf?: (request: FastifyRequest) => (hashes: readonly string[]) => void;
  /** How a page lets other origins frame it (a company's job-site widget); without it, pages cannot. */
  allowFramingOf?: (request: FastifyRequest) => (origins: readonly string[]) => void;
  /** How a page lets its forms lead to other origins (the partner-app consent page); without it, they cannot. */
  allowFormActionOf?: (request: FastifyRequest) => (origins: readonly string[]) => void;
  /** Keeps public pages rendered for visitors without cookies (see `createPageCache`); without it, none are. */
  pageCache?: PageCacheOptions | undefined;
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
  const { build, createLoadContext, errorDocument, clientDirectory } = await loadServerBuild(buildDirectory);
  const assetsDirectory = path.join(clientDirectory, 'assets') + path.sep;
  const builtStylesheets = readBuiltStylesheets(clientDirectory);

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
  const pageCache = options.pageCache ? createPageCache(options.pageCache) : null;
  const publicOriginOf = publicOriginResolver(options);
  // Links built from an allowed origin depend on the Host header: shared caches must key on it.
  const varyOnHost = !options.publicOrigin && (options.allowedOrigins?.length ?? 0) > 0;
  const stylesheets = build.assets.routes.root?.css ?? [];
  const serverErrorPage = () =>
    new Response(errorDocument(500, stylesheets), {
      status: 500,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });

  /** A request that never reaches React Router: its error page, with `Allow` on a 405. */
  const refuse = (reply: FastifyReply, status: 400 | 405) => {
    if (status === 405) reply.header('allow', PAGE_METHODS.join(', '));
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(errorDocument(status, stylesheets));
  };

  /**
   * Sends the page kept for this request, once another request's render of it is done if one is
   * under way; false when none is kept. Straight from the kept bytes, as the answer to most first
   * visits, without the Fetch request and response a render goes through.
   */
  const sentKept = async (cache: PageCache, request: FastifyRequest, reply: FastifyReply, url: string) => {
    const acceptEncoding = request.headers['accept-encoding'];
    let kept = cache.kept(url, acceptEncoding);
    const underWay = kept ? null : cache.rendering(url);
    if (underWay) {
      await underWay;
      kept = cache.kept(url, acceptEncoding);
    }
    if (!kept) return false;
    sendKeptPage(request, reply, kept);
    return true;
  };

  const pageHandler = (
    request: FastifyRequest,
    reply: FastifyReply,
    origins: { publicOrigin: string | undefined; requestOrigin: URL; serverOrigin: string },
    keptUrl: string | undefined,
  ) => {
    const { publicOrigin, requestOrigin, serverOrigin } = origins;
    return createRequestListener(
      async (fetchRequest) => {
        const visit = pageCache?.visit(fetchRequest, keptUrl) ?? null;
        // Marks the scripts this render writes; replaced by their hashes before the page goes out.
        const marker = newScriptMarker();
        // A page that widens this response's policy (a job-site widget others may frame) is not
        // kept: a kept page is served without rendering, so without that change.
        let policyChanged = false;
        const policyChange = (allow: ((origins: readonly string[]) => void) | undefined) =>
          allow &&
          ((origins: readonly string[]) => {
            policyChanged = true;
            allow(origins);
          });
        const context = createLoadContext({
          apiOrigin: options.apiOrigin,
          apiFetch: options.apiFetch,
          publicOrigin,
          serverOrigin,
          cspNonce: marker,
          allowFramingBy: policyChange(options.allowFramingOf?.(request)),
          allowFormActionTo: policyChange(options.allowFormActionOf?.(request)),
          clientAddress: request.ip,
        });
        let response = await render(fetchRequest, context).catch((error: unknown) => {
          visit?.abandon();
          throw error;
        });
        // React Router's last resort, when even the error page failed, is a bare text: send ours.
        if (isLastResortError(fetchRequest, response)) response = serverErrorPage();
        response = privateByDefault(response);
        response = withBuildVersion(response, build.assets.version);
        if (varyOnHost) response = withVary(response, 'Host');
        // Nothing in the way of the first paint: the page's stylesheets come inline.
        response = inlineStylesheets(response, builtStylesheets);
        response = deferredHydration(response, marker);
        response = await withScriptHashes(response, marker, options.allowScriptHashesOf?.(request), reply);
        if (visit && !policyChanged) response = await visit.keep(response);
        else visit?.abandon();
        return compressResponse(fetchRequest, notModifiedOr(fetchRequest, response, reply));
      },
      {
        host: requestOrigin.host,
        protocol: requestOrigin.protocol,
        onError(error) {
          app.log.error({ err: error }, 'page rendering failed');
          return serverErrorPage();
        },
      },
    );
  };

  // Methods Fastify routes nowhere (PROPFIND, MKCOL…) end here, as do misses under /assets.
  app.setNotFoundHandler((request, reply) => {
    if (app.supportedMethods.includes(request.method)) {
      return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
    }
    return refuse(reply, 405);
  });

  // React Router reads request bodies itself (form posts), so this scope parses none.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.all('/*', (request, reply) => {
      if (NOT_PAGES.test(request.url)) return reply.callNotFound();
      const problem = pageRequestProblem(request.raw);
      if (problem !== null) return refuse(reply, problem);
      reply.hijack();
      const startedAt = performance.now();
      reply.raw.once('finish', () => {
        request.log.info(
          { statusCode: reply.raw.statusCode, responseTime: performance.now() - startedAt },
          'page rendered',
        );
      });
      const publicOrigin = publicOriginOf(request.raw);
      const requestOrigin = new URL(requestOriginOf(request.raw, publicOrigin));
      const origins = { publicOrigin, requestOrigin, serverOrigin: serverOriginOf(request.raw) };
      const renderPage = (keptUrl?: string) =>
        pageHandler(request, reply, origins, keptUrl)(request.raw, reply.raw);
      if (!pageCache || !mayBeKept(request.method, request.headers.cookie !== undefined)) return renderPage();
      // The page cache's key: the full address, which a render keeps its page at too.
      const url = new URL(`${requestOrigin.protocol}//${requestOrigin.host}${request.raw.url}`).href;
      sentKept(pageCache, request, reply, url).then(
        (sent) => sent || renderPage(url),
        (error: unknown) => {
          request.log.error({ err: error }, 'sending a kept page failed');
          reply.raw.destroy();
        },
      );
    });
  });
};

/**
 * A kept page (its headers carry its own policy, with its scripts' hashes), or a 304 when the
 * client holds the same page (`If-None-Match`).
 */
function sendKeptPage(request: FastifyRequest, reply: FastifyReply, kept: KeptPage): void {
  const etag = kept.headers.etag;
  if (etag && clientHolds(request.headers['if-none-match'], request.headers['cache-control'], etag)) {
    reply.raw.removeHeader('content-security-policy');
    reply.raw
      .writeHead(
        304,
        notModifiedHeaders((name) => kept.headers[name]),
      )
      .end();
    return;
  }
  reply.raw.writeHead(200, { ...kept.headers, 'content-length': kept.body.length }).end(kept.body);
}

/** `response`, or a 304 when the client holds the same page (`If-None-Match`). */
function notModifiedOr(request: Request, response: Response, reply: FastifyReply): Response {
  const answer = conditionalResponse(request, response);
  // A 304 revalidates a stored copy, which keeps the policy that names its scripts' hashes: the
  // default policy written at the start of the request would replace it and block them.
  if (answer.status === 304) reply.raw.removeHeader('content-security-policy');
  return answer;
}

/**
 * An HTML page read whole, its own scripts (marked with `marker`) allowed by their hashes in the
 * response's policy, which the response then carries itself (a kept page is sent with it); other
 * responses pass through. A page is the same bytes and headers for every render of it.
 */
async function withScriptHashes(
  response: Response,
  marker: string,
  allowScriptHashes: ((hashes: readonly string[]) => void) | undefined,
  reply: FastifyReply,
): Promise<Response> {
  if (!response.body || !(response.headers.get('Content-Type') ?? '').startsWith('text/html'))
    return response;
  const page = scriptsByHash(Buffer.from(await response.arrayBuffer()), marker);
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  if (allowScriptHashes) {
    allowScriptHashes(page.hashes);
    const policy = reply.raw.getHeader('content-security-policy');
    if (typeof policy === 'string') headers.set('Content-Security-Policy', policy);
  }
  const body = new Uint8Array(page.html.buffer as ArrayBuffer, page.html.byteOffset, page.html.byteLength);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** React Router's plain-text 500 for a document whose error page failed to render too. */
function isLastResortError(request: Request, response: Response): boolean {
  return (
    response.status >= 500 &&
    !new URL(request.url).pathname.endsWith('.data') &&
    (response.headers.get('Content-Type') ?? 'text/plain').startsWith('text/plain')
  );
}

function withVary(response: Response, header: string): Response {
  const headers = new Headers(response.headers);
  headers.append('Vary', header);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
