import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAroundNonce, gzipWithNonce, textWithNonce } from './nonced-gzip.ts';

const nonce = () => randomBytes(16).toString('base64');

/** A page of `scripts` inline scripts carrying `rendered`, in a body long enough to need the window. */
function pageWith(rendered: string, scripts: number): string {
  const cards = Array.from(
    { length: 400 },
    (_, index) => `<li class="card"><a href="/empleos/vacante-${index}">Auxiliar contable ${index}</a></li>`,
  ).join('');
  const inline = Array.from(
    { length: scripts },
    (_, index) => `<script nonce="${rendered}">window.__data.push(${index})</script>`,
  ).join('');
  return `<!DOCTYPE html><html><head><script nonce="${rendered}">start()</script></head><body><ul>${cards}</ul>${inline}</body></html>`;
}

describe('compressAroundNonce and gzipWithNonce', () => {
  it('give the page with each response its own nonce, as a gzip any client inflates', () => {
    const rendered = nonce();
    const page = compressAroundNonce(Buffer.from(pageWith(rendered, 30)), rendered);
    if (!page) throw new Error('not compressed');
    for (const served of [nonce(), nonce(), rendered]) {
      expect(gunzipSync(gzipWithNonce(page, served)).toString()).toBe(pageWith(served, 30));
      expect(textWithNonce(page, served).toString()).toBe(pageWith(served, 30));
    }
  });

  it('handles nonces at either end, side by side, and a page without any', () => {
    const rendered = nonce();
    const served = nonce();
    for (const text of [`${rendered}a${rendered}${rendered}b${rendered}`, rendered, 'sin nonce', '']) {
      const page = compressAroundNonce(Buffer.from(text), rendered);
      if (!page) throw new Error('not compressed');
      expect(gunzipSync(gzipWithNonce(page, served)).toString()).toBe(text.replaceAll(rendered, served));
    }
  });

  it('compresses as well as gzip does the whole page at once, but for a few bytes a nonce', () => {
    const rendered = nonce();
    const html = Buffer.from(pageWith(rendered, 30));
    const page = compressAroundNonce(html, rendered);
    if (!page) throw new Error('not compressed');
    // Each gap ends a deflate block and starts another: its own code tables, about 40 bytes.
    expect(gzipWithNonce(page, nonce()).length).toBeLessThan(gzipSync(html).length + 31 * 50);
  });

  it('holds no more memory than the compressed page weighs', () => {
    const rendered = nonce();
    const page = compressAroundNonce(Buffer.from(pageWith(rendered, 30)), rendered);
    if (!page) throw new Error('not compressed');
    const held = new Set(page.deflated.map((piece) => piece.buffer));
    const weight = page.deflated.reduce((sum, piece) => sum + piece.length, 0);
    expect([...held].reduce((sum, buffer) => sum + buffer.byteLength, 0)).toBe(weight);
  });

  it('keeps no page that holds the byte standing in for nonces', () => {
    const rendered = nonce();
    expect(compressAroundNonce(Buffer.from(`<p>\u0000</p>${rendered}`), rendered)).toBeNull();
  });

  it('refuses a nonce of another length, which would shift what follows it', () => {
    const rendered = nonce();
    const page = compressAroundNonce(Buffer.from(pageWith(rendered, 2)), rendered);
    if (!page) throw new Error('not compressed');
    expect(() => gzipWithNonce(page, 'short')).toThrow('the nonce does not fit the gaps');
  });
});
