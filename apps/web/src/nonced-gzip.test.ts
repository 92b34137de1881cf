import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAroundNonce, gzipWithNonce, sharedStretches, textWithNonce } from './nonced-gzip.ts';

const nonce = () => randomBytes(16).toString('base64');

/** Stylesheets as a page inlines them: several kilobytes, the same in every page. */
const STYLE = `<style>${Array.from({ length: 300 }, (_, index) => `.c${index}{margin:${index}px}`).join('')}</style>`;

/** A page of `scripts` inline scripts carrying `rendered`, in a body long enough to need the window. */
function pageWith(rendered: string, scripts: number, { style = '', title = 'Empleos' } = {}): string {
  const cards = Array.from(
    { length: 400 },
    (_, index) => `<li class="card"><a href="/empleos/vacante-${index}">Auxiliar contable ${index}</a></li>`,
  ).join('');
  const inline = Array.from(
    { length: scripts },
    (_, index) => `<script nonce="${rendered}">window.__data.push(${index})</script>`,
  ).join('');
  return `<!DOCTYPE html><html><head><title>${title}</title>${style}<script nonce="${rendered}">start()</script></head><body><ul>${cards}</ul>${inline}</body></html>`;
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
    const held = new Set(page.deflated.flat().map((piece) => piece.buffer));
    const weight = page.deflated.flat().reduce((sum, piece) => sum + piece.length, 0);
    expect([...held].reduce((sum, buffer) => sum + buffer.byteLength, 0)).toBe(weight);
    expect(page.ownBytes).toBe(weight);
  });

  it('deflates a stretch pages share once, and every page refers to that copy', () => {
    const shared = sharedStretches('<style>', '</style>');
    const [first, second] = ['Cajero', 'Mesero'].map((title) => {
      const rendered = nonce();
      const text = pageWith(rendered, 5, { style: STYLE, title });
      const page = compressAroundNonce(Buffer.from(text), rendered, shared);
      if (!page) throw new Error('not compressed');
      const served = nonce();
      expect(gunzipSync(gzipWithNonce(page, served)).toString()).toBe(text.replaceAll(rendered, served));
      return page;
    });
    if (!first || !second) throw new Error('not compressed');
    const stretch = shared.deflated.get(STYLE);
    expect(shared.deflated.size).toBe(1);
    expect(first.deflated[0]).toContain(stretch);
    expect(second.deflated[0]).toContain(stretch);
    // Each page holds only its own bytes: what the shared stretch weighs is not counted twice.
    const weight = (page: typeof first) => page.deflated.flat().reduce((sum, piece) => sum + piece.length, 0);
    expect(second.ownBytes).toBe(weight(second) - (stretch?.length ?? Number.NaN));
  });

  it('compresses a page alone when its stretch is too short to share or is not closed', () => {
    const shared = sharedStretches('<style>', '</style>');
    for (const style of ['<style>.a{color:red}</style>', STYLE.replace('</style>', '')]) {
      const rendered = nonce();
      const text = pageWith(rendered, 3, { style });
      const page = compressAroundNonce(Buffer.from(text), rendered, shared);
      if (!page) throw new Error('not compressed');
      expect(gunzipSync(gzipWithNonce(page, rendered)).toString()).toBe(text);
    }
    expect(shared.deflated.size).toBe(0);
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
