import fresh from 'fresh';

/** Headers a 304 repeats from the full response (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'];

/** `W/"digest"` → `W/"digest-version"`: a new build changes the asset links a page holds. */
function versionedEtag(etag: string, buildVersion: string): string {
  return etag.replace(/"$/, `-${buildVersion}"`);
}

/**
 * The page's ETag, which comes from the data it shows, tagged with the build as well, so that a
 * deploy invalidates every cached copy.
 */
export function withBuildVersion(response: Response, buildVersion: string): Response {
  const etag = response.headers.get('ETag');
  if (!etag) return response;
  const headers = new Headers(response.headers);
  headers.set('ETag', versionedEtag(etag, buildVersion));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Whether a client that sends these headers (`If-None-Match`, `Cache-Control`) already holds the
 * page whose ETag is `etag`.
 */
export function clientHolds(
  ifNoneMatch: string | null | undefined,
  cacheControl: string | null | undefined,
  etag: string,
): boolean {
  return fresh(
    { 'if-none-match': ifNoneMatch ?? undefined, 'cache-control': cacheControl ?? undefined },
    { etag },
  );
}

/** The headers of the 304 that answers for a full response with these headers. */
export function notModifiedHeaders(
  headerOf: (name: string) => string | null | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of NOT_MODIFIED_HEADERS) {
    const value = headerOf(name);
    if (value !== null && value !== undefined) headers[name] = value;
  }
  return headers;
}

/**
 * Answers a conditional GET for a page the client (or a CDN) already holds with `304 Not Modified`
 * and no body.
 */
export function conditionalResponse(request: Request, response: Response): Response {
  const etag = response.headers.get('ETag');
  if (!etag || response.status !== 200 || !['GET', 'HEAD'].includes(request.method)) return response;
  if (!clientHolds(request.headers.get('If-None-Match'), request.headers.get('Cache-Control'), etag))
    return response;
  // The page was rendered for nothing: stop the stream.
  void response.body?.cancel();
  return new Response(null, {
    status: 304,
    headers: notModifiedHeaders((name) => response.headers.get(name)),
  });
}
