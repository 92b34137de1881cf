import { parseCookie, parseSetCookie, stringifyCookie } from 'cookie';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';

/** Values pass as the API wrote them: they are only ever sent back, never read. */
const verbatim = { decode: (value: string) => value, encode: (value: string) => value };

/**
 * The visitor's cookies as the API sees them during one page request: the `Cookie` header the
 * browser sent, updated by every `Set-Cookie` the API answers (a sign-in, a refreshed session), so
 * later calls of the same request act with the new session. The answers' `Set-Cookie` headers go
 * back to the browser on the page's response.
 */
export class VisitorCookies {
  #header: string | null;
  readonly #setCookies: string[] = [];

  constructor(header: string | null) {
    this.#header = header;
  }

  /** The `Cookie` header to send to the API now. */
  get header(): string | null {
    return this.#header;
  }

  /** Whether the visitor holds a cookie of this name (their value is never needed here). */
  has(name: string): boolean {
    return this.#header !== null && parseCookie(this.#header, verbatim)[name] !== undefined;
  }

  /** The `Set-Cookie` headers the API answered, in order, to pass on to the browser. */
  get setCookies(): readonly string[] {
    return this.#setCookies;
  }

  /** Takes in the `Set-Cookie` headers of an API answer. */
  receive(setCookieHeaders: readonly string[]): void {
    if (setCookieHeaders.length === 0) return;
    const jar = parseCookie(this.#header ?? '', verbatim);
    const now = Date.now();
    for (const header of setCookieHeaders) {
      const cookie = parseSetCookie(header, verbatim);
      this.#setCookies.push(header);
      const expired =
        cookie.value === '' ||
        (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= now);
      if (expired) delete jar[cookie.name];
      else jar[cookie.name] = cookie.value;
    }
    const entries = Object.entries(jar).filter((entry): entry is [string, string] => entry[1] !== undefined);
    this.#header = entries.length > 0 ? stringifyCookie(Object.fromEntries(entries), verbatim) : null;
  }
}

const visitorCookiesContext = createContext<VisitorCookies | null>(null);

/**
 * Root middleware: gives the request its {@link VisitorCookies} and adds the `Set-Cookie` headers
 * the API answered during the request to the response. Public pages make no per-visitor call, so
 * their responses never carry one.
 */
export const visitorCookiesMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const cookies = new VisitorCookies(request.headers.get('Cookie'));
  context.set(visitorCookiesContext, cookies);
  const response = await next();
  if (cookies.setCookies.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const header of cookies.setCookies) headers.append('Set-Cookie', header);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/** The request's cookies; made on first use for a request that did not pass the middleware (a test). */
export function visitorCookiesOf(request: Request, context: Readonly<RouterContextProvider>): VisitorCookies {
  const existing = context.get(visitorCookiesContext);
  if (existing) return existing;
  const cookies = new VisitorCookies(request.headers.get('Cookie'));
  context.set(visitorCookiesContext, cookies);
  return cookies;
}
