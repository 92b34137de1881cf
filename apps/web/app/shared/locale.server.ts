import { DEFAULT_LOCALE, isLocale, type Locale } from '@camello/domain';
import {
  createContext,
  createCookie,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router';

/** Cookie that records the visitor's explicit language and region choice. */
export const localeCookie = createCookie('camello_locale', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

const localeContext = createContext<Locale>(DEFAULT_LOCALE);

/**
 * Reads the page language once per request (root middleware), before any loader or the document
 * render needs it. A cookie that does not decode to a known locale counts as no choice.
 */
export const localeMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const chosen: unknown = await localeCookie.parse(request.headers.get('Cookie'));
  context.set(localeContext, isLocale(chosen) ? chosen : DEFAULT_LOCALE);
};

/**
 * The page language: the visitor's explicit choice, else es-CO. `Accept-Language` is deliberately
 * not consulted: the site is Colombian first and a browser set to English still gets Spanish
 * unless the visitor picks another region.
 */
export function localeOf(context: Readonly<RouterContextProvider>): Locale {
  return context.get(localeContext);
}
