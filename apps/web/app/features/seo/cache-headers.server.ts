import { createHash } from 'node:crypto';

/**
 * The cookie that changes what a public page shows for anyone: the chosen language. A session
 * changes only what a listing or vacancy shows a candidate (their saved, applied and seen
 * vacancies), which its loader says (`personal`); the rest render the same for everyone (the
 * signed-in header comes in the browser), so they stay cacheable for people who are signed in too.
 */
const PERSONAL_COOKIES = /(?:^|;\s*)camello_locale=/;

/** Shared caches keep a public page 5 minutes and may serve it 10 more while they refetch it. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
export const PRIVATE_PAGE_CACHE = 'private, no-cache';

/**
 * Cache headers of a public page: CDN caching with a weak ETag of what the page shows, unless the
 * request carries a language choice or the page shows one person's own data (`personal`), which a
 * shared cache must never hand to others.
 */
export function pageCacheHeaders(request: Request, shown: unknown, personal = false): Headers {
  const headers = new Headers({ Vary: 'Cookie' });
  if (personal || PERSONAL_COOKIES.test(request.headers.get('cookie') ?? '')) {
    headers.set('Cache-Control', PRIVATE_PAGE_CACHE);
    return headers;
  }
  headers.set('Cache-Control', PUBLIC_PAGE_CACHE);
  const digest = createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 27);
  headers.set('ETag', `W/"${digest}"`);
  return headers;
}
