import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

/** The methods pages answer (POST for route actions); any other gets 405 with this list. */
export const PAGE_METHODS: readonly string[] = ['GET', 'HEAD', 'POST'];

/**
 * `host[:port]` of a Host header value in the form a URL gives it (lower case, default port
 * dropped), or null when the value is not a valid authority: `a b`, `[`, `a:99999`, `a/b`, `u@a`.
 */
export function authorityOf(value: string): string | null {
  const url = URL.parse(`http://${value}`);
  if (!url || url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  // `http://a/` parses from `a/`, `a?` and `a#` too: only a bare authority may remain.
  if (/[/?#\\]/.test(value)) return null;
  return url.host;
}

/**
 * Why a request cannot become a page request, as its status: 405 for a method pages do not answer
 * (TRACE, PUT, WebDAV…), 400 for a target that is not a path (`*`, or an absolute URL the server
 * did not reduce to one) or for a Host header that is repeated or not a valid authority
 * (RFC 9112 §3.2). Null when the request is fine.
 */
export function pageRequestProblem(request: IncomingMessage): 400 | 405 | null {
  if (!PAGE_METHODS.includes(request.method ?? '')) return 405;
  if (!request.url?.startsWith('/')) return 400;
  const hosts = request.rawHeaders.filter(
    (_value, index, raw) => index % 2 === 1 && isHostName(raw[index - 1]),
  );
  if (hosts.length > 1) return 400;
  const [host] = hosts;
  if (host !== undefined && authorityOf(host) === null) return 400;
  return null;
}

function isHostName(name: string | undefined): boolean {
  return name?.toLowerCase() === 'host';
}

export type OriginPolicy = {
  /** The site's one public origin (`PUBLIC_ORIGIN`); when set, it is the only one used. */
  readonly publicOrigin?: string | undefined;
  /** Origins the site also answers on (`https://www.camello.example`), trusted when the Host names one. */
  readonly allowedOrigins?: readonly string[] | undefined;
};

/**
 * How to find the origin absolute links of a request are built on: the public origin, else the
 * allowed origin whose host the request's Host header names, else none (links stay relative).
 * The Host header alone is never trusted: anyone can send `Host: evil.example`.
 */
export function publicOriginResolver({
  publicOrigin,
  allowedOrigins = [],
}: OriginPolicy): (request: IncomingMessage) => string | undefined {
  if (publicOrigin) return () => publicOrigin;
  const byHost = new Map(allowedOrigins.map((origin) => [new URL(origin).host, new URL(origin).origin]));
  return (request) => {
    const host = request.headers.host === undefined ? null : authorityOf(request.headers.host);
    return host === null ? undefined : byHost.get(host);
  };
}

/**
 * The origin of the address this request reached the server on (`http://127.0.0.1:3000`): what
 * absolute URLs fall back to when no public origin is known, and never anything a client names.
 */
export function serverOriginOf(request: IncomingMessage): string {
  const socket = request.socket as IncomingMessage['socket'] & { encrypted?: boolean };
  const scheme = socket.encrypted ? 'https' : 'http';
  const address = socket.localAddress;
  if (!address) return `${scheme}://localhost`;
  const host = isIPv6(address) ? `[${address}]` : address;
  return `${scheme}://${host}${socket.localPort ? `:${socket.localPort}` : ''}`;
}

/**
 * The origin of a page request's URL. React Router refuses a form post whose `Origin` is not that
 * origin, so it must be the one the browser is on: the public origin when one is known, else the
 * authority the browser named in `Host` (a fresh install opened at `http://localhost:3000`), on
 * the scheme the connection used. Absolute links never come from it (see `serverOriginOf`).
 */
export function requestOriginOf(request: IncomingMessage, publicOrigin: string | undefined): string {
  if (publicOrigin) return publicOrigin;
  const server = new URL(serverOriginOf(request));
  const host = request.headers.host === undefined ? null : authorityOf(request.headers.host);
  return host === null ? server.origin : `${server.protocol}//${host}`;
}
