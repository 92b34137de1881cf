import { PassThrough } from 'node:stream';
import catalogChunks from 'virtual:camello/catalog-chunks';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { preloadModule } from 'react-dom';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { cspNonceContext } from './shared/load-context.server.ts';
import { localeOf } from './shared/locale.server.ts';

// The Fastify plugin builds each request's load context through the server build, so that the
// context keys it sets are the same objects the bundled loaders read.
export { errorDocument } from './features/errors/index.server.ts';
export { createLoadContext } from './shared/load-context.server.ts';

export const streamTimeout = 5_000;

/** The browser hydrates once the page's catalog is there: it downloads along with the scripts. */
function CatalogPreload({ hrefs = [] }: { hrefs: readonly string[] | undefined }) {
  for (const href of hrefs) preloadModule(href);
  return null;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Everything the render needs is read before the stream and its timer exist, so that an exception
  // here rejects this request (React Router then renders the error page) and leaves no timer behind.
  const nonce = loadContext.get(cspNonceContext);
  const catalogHrefs = catalogChunks[localeOf(loadContext)];
  const userAgent = request.headers.get('user-agent');
  // Crawlers get the complete document in one piece; people get the shell as soon as it is ready.
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined;
    const stopTimer = () => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
    };

    // React's and React Router's inline scripts carry the render's marker as their nonce: the server
    // names exactly those by hash in the CSP and takes the marker out, so no other inline script runs.
    const stream = renderToPipeableStream(
      <>
        <CatalogPreload hrefs={catalogHrefs} />
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              stopTimer();
              callback();
            },
          });
          // A visitor who leaves closes the body before React is done: stop rendering for them.
          body.once('close', () => {
            if (timeoutId !== undefined) stream.abort();
            stopTimer();
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          stream.pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          stopTimer();
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    // A render still streaming after this is cut short: what is pending renders as its fallback.
    timeoutId = setTimeout(() => stream.abort(), streamTimeout + 1000);
  });
}

/** Server errors from loaders, actions and rendering; aborted requests are the visitor leaving. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) console.error(error);
};
