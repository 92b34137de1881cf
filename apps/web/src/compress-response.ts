/** Content types worth compressing: documents, JSON and React Router's data responses. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml))/;

function acceptsGzip(request: Request): boolean {
  return (request.headers.get('Accept-Encoding') ?? '').split(',').some((part) => {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.find((parameter) => parameter.trim().startsWith('q='));
    return coding.trim() === 'gzip' && (quality === undefined || Number(quality.trim().slice(2)) > 0);
  });
}

/**
 * Gzips a rendered page or data response when the client accepts it. Static files are
 * precompressed at build time instead; responses already encoded are left alone.
 */
export function compressResponse(request: Request, response: Response): Response {
  const headers = new Headers(response.headers);
  if (
    !response.body ||
    headers.has('Content-Encoding') ||
    !COMPRESSIBLE.test(headers.get('Content-Type') ?? '')
  ) {
    return response;
  }
  headers.append('Vary', 'Accept-Encoding');
  if (!acceptsGzip(request)) return new Response(response.body, { status: response.status, headers });
  headers.set('Content-Encoding', 'gzip');
  headers.delete('Content-Length');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
