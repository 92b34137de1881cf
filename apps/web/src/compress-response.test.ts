import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse } from './compress-response.ts';

const page = () =>
  new Response('<!DOCTYPE html><html lang="es-CO"><body>Empleos en Colombia</body></html>', {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': '74' },
  });
const request = (acceptEncoding?: string) =>
  new Request('http://localhost/', acceptEncoding ? { headers: { 'Accept-Encoding': acceptEncoding } } : {});

describe('compressResponse', () => {
  it.each([
    ['Zstandard', 'gzip, deflate, br, zstd', 'zstd', zstdDecompressSync],
    ['brotli', 'gzip, deflate, br', 'br', brotliDecompressSync],
  ])(
    'sends a page with %s to a client that takes it (%s), keeping status and type',
    async (_name, accepted, coding, decode) => {
      const response = compressResponse(request(accepted), page());
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Encoding')).toBe(coding);
      expect(response.headers.get('Content-Length')).toBeNull();
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      const body = decode(Buffer.from(await response.arrayBuffer()));
      expect(body.toString('utf8')).toContain('Empleos en Colombia');
    },
  );

  it('sends a page streamed in many small pieces, some after a pause, whole and in order', async () => {
    const pieces = Array.from({ length: 600 }, (_, index) => `<p>Vacante ${index}</p>`);
    const encoder = new TextEncoder();
    const streamed = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          async start(controller) {
            for (const [index, piece] of pieces.entries()) {
              if (index % 200 === 199) await new Promise((resolve) => setTimeout(resolve, 5));
              controller.enqueue(encoder.encode(piece));
            }
            controller.close();
          },
        }),
        { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
      );
    const zstd = compressResponse(request('zstd'), streamed());
    expect(zstdDecompressSync(Buffer.from(await zstd.arrayBuffer())).toString('utf8')).toBe(pieces.join(''));
    const brotli = compressResponse(request('br'), streamed());
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString('utf8')).toBe(
      pieces.join(''),
    );
    const gzip = compressResponse(request('gzip'), streamed());
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8')).toBe(pieces.join(''));
  });

  it('gzips a page for a client that accepts gzip and not brotli, keeping status and type', async () => {
    const response = compressResponse(request('zstd;q=0, br;q=0, gzip;q=0.8'), page());
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Content-Length')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    const body = new Response(response.body?.pipeThrough(new DecompressionStream('gzip')));
    expect(await body.text()).toContain('Empleos en Colombia');
  });

  it('sends the page as it is to a client that accepts neither, saying it could vary', async () => {
    for (const header of [undefined, 'deflate', 'gzip;q=0', 'identity']) {
      const response = compressResponse(request(header), page());
      expect(response.headers.get('Content-Encoding')).toBeNull();
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(await response.text()).toContain('Empleos en Colombia');
    }
  });

  it('leaves bodiless, already encoded and binary responses alone', () => {
    const redirect = new Response(null, { status: 302, headers: { Location: '/empleos' } });
    expect(compressResponse(request('gzip'), redirect)).toBe(redirect);
    const encoded = new Response('x', { headers: { 'Content-Type': 'text/html', 'Content-Encoding': 'br' } });
    expect(compressResponse(request('gzip'), encoded)).toBe(encoded);
    const image = new Response('x', { headers: { 'Content-Type': 'image/png' } });
    expect(compressResponse(request('gzip'), image)).toBe(image);
  });
});
