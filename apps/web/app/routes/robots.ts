import { robotsTxt } from '../features/seo/index.ts';
import { absoluteUrl } from '../shared/load-context.server.ts';
import type { Route } from './+types/robots.ts';

/** `/robots.txt`: crawl rules and where the sitemap index is. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(absoluteUrl(context, '/')), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
