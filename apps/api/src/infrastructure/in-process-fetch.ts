import type { FastifyInstance, InjectOptions } from 'fastify';

/** What the web app's loaders call the API with: `fetch`, or {@link inProcessFetch}. */
export type ApiFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Statuses whose response has no body (`new Response` refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * `fetch` for callers in the process that serves `app` (the web app's loaders): the request goes
 * through the whole of Fastify (hooks, validation, limits, cookies, errors) as it would over HTTP,
 * from the loopback address, but without a socket, HTTP parsing or a client. Only the URL's path
 * and query are used; its authority becomes the `Host` header. A request already aborted is not
 * sent; one aborted later still completes (it runs in this process, to the end of its handler).
 */
export function inProcessFetch(app: FastifyInstance): ApiFetch {
  return async (url, init = {}) => {
    init.signal?.throwIfAborted();
    const target = new URL(url);
    // A body (a form, a file, multipart) is encoded as fetch would, with its Content-Type.
    const request = init.body == null ? null : new Request(url, init);
    const headers: Record<string, string | undefined> = {
      // Light-my-request makes one up when none is given; the API records the visitor's.
      'user-agent': undefined,
      ...Object.fromEntries(request?.headers ?? new Headers(init.headers)),
      host: target.host,
    };
    const options: InjectOptions = {
      method: (init.method ?? 'GET').toUpperCase() as InjectOptions['method'],
      url: target.pathname + target.search,
      headers,
      remoteAddress: '127.0.0.1',
    };
    if (request) options.payload = Buffer.from(await request.arrayBuffer());
    const answer = await app.inject(options);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
      else if (value !== undefined) responseHeaders.set(name, String(value));
    }
    const body = answer.rawPayload;
    return new Response(
      NULL_BODY_STATUSES.has(answer.statusCode)
        ? null
        : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
      {
        status: answer.statusCode,
        statusText: answer.statusMessage,
        headers: responseHeaders,
      },
    );
  };
}
