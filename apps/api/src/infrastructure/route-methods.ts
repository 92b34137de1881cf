import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/**
 * Records the routes registered on `app` from now on (and in its child plugins) and returns what
 * tells a wrong method from an unknown path: the methods that have a route for a path, in the
 * order `Allow` lists them. Fastify's own router cannot say it: a catch-all claims every path.
 */
export function routeMethods(app: FastifyInstance): (path: string) => string[] {
  // Any parameter length matches: the question is only whether some route has this path.
  const router = FindMyWay({ maxParamLength: Number.MAX_SAFE_INTEGER });
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat().map((name) => name.toUpperCase() as HTTPMethod)) {
      if (router.hasRoute(method, route.url)) continue;
      router.on(method, route.url, () => {});
      methods.add(method);
    }
  });
  return (path) => [...methods].filter((method) => router.find(method, path) !== null).sort();
}
