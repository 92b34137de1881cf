import fresh from 'fresh';

/** Headers a 304 repeats from the full response (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = ['Cache-Control', 'Content-Location', 'Date', 'ETag', 'Expires', 'Vary'];

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
 * Answers a conditional GET for a page the client (or a CDN) already holds with `304 Not Modified`
 * and no body.
 */
export function conditionalResponse(request: Request, response: Response): Response {
  const etag = response.headers.get('ETag');
  if (!etag || response.status !== 200 || !['GET', 'HEAD'].includes(request.method)) return response;
  const isFresh = fresh(
    {
      'if-none-match': request.headers.get('If-None-Match') ?? undefined,
      'cache-control': request.headers.get('Cache-Control') ?? undefined,
    },
    { etag },
  );
  if (!isFresh) return response;
  // The page was rendered for nothing: stop the stream.
  void response.body?.cancel();
  const notModified = new Headers();
  for (const name of NOT_MODIFIED_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) notModified.set(name, value);
  }
  return new Response(null, { status: 304, headers: notModified });
}
