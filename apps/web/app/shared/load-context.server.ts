import { createContext, RouterContextProvider } from 'react-router';
import type { ApiFetch } from './api/api-request.server.ts';

export type LoadContextOptions = {
  /** Origin the API is reached at, without a trailing slash: `http://127.0.0.1:3000`. */
  readonly apiOrigin: string;
  /** How calls to the API go out: `fetch` over HTTP when absent. */
  readonly apiFetch?: ApiFetch | undefined;
  /**
   * Origin visitors reach the site at (`PUBLIC_ORIGIN`, or an allowed origin the request's Host
   * names), for absolute links; never taken from the Host header alone.
   */
  readonly publicOrigin?: string | undefined;
  /** Origin of the address the request reached the server on: absolute URLs without a public origin. */
  readonly serverOrigin?: string | undefined;
  /**
   * The render's script marker, put where a CSP nonce goes on the scripts the page renders inline:
   * the server names those scripts by hash and takes the marker out (`apps/web/src/script-hashes.ts`).
   */
  readonly cspNonce?: string | undefined;
  /** Lets these origins frame this response (a company's job-site widget); absent, nothing may. */
  readonly allowFramingBy?: ((origins: readonly string[]) => void) | undefined;
  /** Lets this page's forms lead to these origins too (the partner-app consent page); absent, only ours. */
  readonly allowFormActionTo?: ((origins: readonly string[]) => void) | undefined;
  /** The visitor's IP address (behind a trusted proxy, the one it names), for the API's limits per IP. */
  readonly clientAddress?: string | undefined;
};

export const apiOriginContext = createContext<string>();
/** Over HTTP unless the server says otherwise; `fetch` is looked up at each call. */
export const apiFetchContext = createContext<ApiFetch>((url, init) => fetch(url, init));
const publicOriginContext = createContext<string | null>(null);
const serverOriginContext = createContext<string>('http://localhost');
export const cspNonceContext = createContext<string | undefined>(undefined);
export const allowFramingContext = createContext<(origins: readonly string[]) => void>(() => {});
export const allowFormActionContext = createContext<(origins: readonly string[]) => void>(() => {});
export const clientAddressContext = createContext<string | null>(null);

/**
 * Builds the per-request context handed to loaders and actions. The Fastify plugin reaches it
 * through the server build (see entry.server.tsx) so that the context keys it sets are the very
 * objects the bundled loaders read.
 */
export function createLoadContext({
  apiOrigin,
  apiFetch,
  publicOrigin,
  serverOrigin,
  cspNonce,
  allowFramingBy,
  allowFormActionTo,
  clientAddress,
}: LoadContextOptions): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(apiOriginContext, withoutTrailingSlash(apiOrigin));
  if (apiFetch) context.set(apiFetchContext, apiFetch);
  if (publicOrigin) context.set(publicOriginContext, withoutTrailingSlash(publicOrigin));
  if (serverOrigin) context.set(serverOriginContext, withoutTrailingSlash(serverOrigin));
  context.set(cspNonceContext, cspNonce);
  if (allowFramingBy) context.set(allowFramingContext, allowFramingBy);
  if (allowFormActionTo) context.set(allowFormActionContext, allowFormActionTo);
  if (clientAddress) context.set(clientAddressContext, clientAddress);
  return context;
}

/**
 * A site path as canonical links, Open Graph and JSON-LD give it: absolute on the public origin
 * when one is known, else relative (a crawler resolves it against the page it read).
 */
export function publicUrl(context: Readonly<RouterContextProvider>, sitePath: string): string {
  const origin = context.get(publicOriginContext);
  return origin ? new URL(sitePath, origin).href : sitePath;
}

/**
 * The absolute URL of a site path, for formats that require one (sitemaps, robots.txt): on the
 * public origin, else on the address the server was reached at.
 */
export function absoluteUrl(context: Readonly<RouterContextProvider>, sitePath: string): string {
  return new URL(sitePath, context.get(publicOriginContext) ?? context.get(serverOriginContext)).href;
}

function withoutTrailingSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}

export type CreateLoadContext = typeof createLoadContext;
