import type { createServer } from '@camello/api';
import { paths } from '@camello/domain';

type App = Pick<Awaited<ReturnType<typeof createServer>>, 'inject' | 'log'>;

/** Renders enough for V8 to compile the hot paths of rendering, searching and compressing. */
const ROUNDS = 25;
/** However slow the machine, a start waits no longer than this for it. */
const MAX_WARM_UP_MS = 10_000;

/**
 * Renders the main kinds of page a few dozen times in process before the instance takes any
 * request. A new instance otherwise renders its first pages with code V8 has not optimised yet,
 * several times slower, just as the proxy starts sending it its share of the traffic (a deploy, a
 * restart after a crash). The pages are asked with a cookie, as a returning visitor's, so that
 * none is kept rendered: each round renders them again.
 */
export async function warmUp(app: App): Promise<void> {
  const started = performance.now();
  const get = (url: string) =>
    app.inject({
      method: 'GET',
      url,
      // As Chromium asks: each page, rendered for the cookie, goes out with Zstandard.
      headers: {
        cookie: 'camello_warm_up=1',
        'accept-encoding': 'gzip, deflate, br, zstd',
        accept: 'text/html',
      },
    });
  const search = await get('/api/jobs/v1/public/jobs/search?paginator[page]=1');
  const rows =
    search.statusCode === 200 ? ((search.json() as { rows?: { jobSlug: string }[] }).rows ?? []) : [];
  const landingList = await get('/api/jobs/v1/landing/list/by-location');
  const landings = landingList.statusCode === 200 ? (landingList.json() as { url: string }[]) : [];
  const pages = [
    paths.jobs(),
    paths.jobs({ q: 'auxiliar' }),
    ...rows.slice(0, 3).map((row) => paths.job(row.jobSlug)),
    ...landings.slice(0, 1).map((landing) => new URL(landing.url, 'http://localhost').pathname),
  ];
  let rendered = 0;
  for (let round = 0; round < ROUNDS && performance.now() - started < MAX_WARM_UP_MS; round += 1) {
    for (const page of pages) {
      await get(page);
      rendered += 1;
    }
  }
  app.log.info({ rendered, ms: Math.round(performance.now() - started) }, 'warmed up');
}
