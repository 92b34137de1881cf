/** The caching of a page that declares none: no shared cache keeps it, the browser revalidates it. */
export const PRIVATE_BY_DEFAULT = 'private, no-cache';

/**
 * Pages are private unless their route declares itself public (the public pages send CDN cache
 * headers from their loaders), so a page rendered for one visitor never reaches another.
 */
export function privateByDefault(response: Response): Response {
  if (response.headers.has('Cache-Control')) return response;
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', PRIVATE_BY_DEFAULT);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
