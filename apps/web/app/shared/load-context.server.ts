import { createContext, RouterContextProvider } from 'react-router';

export type LoadContextOptions = {
  /** Origin the API is reached at, without a trailing slash: `http://127.0.0.1:3000`. */
  readonly apiOrigin: string;
  /** Origin visitors reach the site at, for canonical links; without it, the request's own origin. */
  readonly publicOrigin?: string | undefined;
  /** This response's Content-Security-Policy nonce, for the scripts the page renders inline. */
  readonly cspNonce?: string | undefined;
  /** Lets these origins frame this response (a company's job-site widget); absent, nothing may. */
  readonly allowFramingBy?: ((origins: readonly string[]) => void) | undefined;
};

export const apiOriginContext = createContext<string>();
export const publicOriginContext = createContext<string | null>(null);
export const cspNonceContext = createContext<string | undefined>(undefined);
export const allowFramingContext = createContext<(origins: readonly string[]) => void>(() => {});

/**
 * Builds the per-request context handed to loaders and actions. The Fastify plugin reaches it
 * through the server build (see entry.server.tsx) so that the context keys it sets are the very
 * objects the bundled loaders read.
 */
export function createLoadContext({
  apiOrigin,
  publicOrigin,
  cspNonce,
  allowFramingBy,
}: LoadContextOptions): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(apiOriginContext, withoutTrailingSlash(apiOrigin));
  if (publicOrigin) context.set(publicOriginContext, withoutTrailingSlash(publicOrigin));
  context.set(cspNonceContext, cspNonce);
  if (allowFramingBy) context.set(allowFramingContext, allowFramingBy);
  return context;
}

/** The absolute URL of a site path, for canonical links. */
export function publicUrl(
  context: Readonly<RouterContextProvider>,
  request: Request,
  sitePath: string,
): string {
  const origin = context.get(publicOriginContext) ?? new URL(request.url).origin;
  return new URL(sitePath, origin).href;
}

function withoutTrailingSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}

export type CreateLoadContext = typeof createLoadContext;
