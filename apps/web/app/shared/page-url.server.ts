/**
 * The address of the page a loader or action runs for: a client navigation asks for
 * `/path.data?_routes=…`, which is no page to send anyone back to.
 */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  return url;
}
