import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newScriptMarker, scriptHash, scriptsByHash } from './script-hashes.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

const render = (marker: string, injected = '') =>
  Buffer.from(
    `<!DOCTYPE html><html><head><script nonce="${marker}">start()</script>` +
      `<link nonce="${marker}" rel="icon" href="/i.svg"/></head><body><h1>Café ñandú</h1>${injected}` +
      `<script nonce="${marker}" type="text/x-hydration">import "/assets/a.js";</script>` +
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
      `<script nonce="${marker}">enqueue("ñ\\u003c/script>")</script></body></html>`,
  );

describe('scriptsByHash', () => {
  it("names the server's own scripts by the SHA-256 of their text and takes the marker out", () => {
    const marker = newScriptMarker();
    const { html, hashes } = scriptsByHash(render(marker), marker);
    expect(html.toString()).not.toContain(marker);
    expect(html.toString()).not.toContain('nonce');
    expect(hashes).toEqual([
      sha256('start()'),
      sha256('import "/assets/a.js";'),
      sha256('enqueue("ñ\\u003c/script>")'),
    ]);
  });

  it('gives the same bytes and hashes for every render of the same page', () => {
    const [first, second] = [newScriptMarker(), newScriptMarker()];
    expect(first).not.toBe(second);
    const one = scriptsByHash(render(first), first);
    const other = scriptsByHash(render(second), second);
    expect(one.html.equals(other.html)).toBe(true);
    expect(one.hashes).toEqual(other.hashes);
  });

  it('names no script that got into the page without the marker, nor one with a guessed marker', () => {
    const marker = newScriptMarker();
    const injected = '<script>alert(1)</script><script nonce="guess">alert(2)</script>';
    const { hashes } = scriptsByHash(render(marker, injected), marker);
    expect(hashes).not.toContain(sha256('alert(1)'));
    expect(hashes).not.toContain(sha256('alert(2)'));
    expect(hashes).toHaveLength(3);
  });

  it('names a script once however often the page holds it, and leaves a page without the marker alone', () => {
    const marker = newScriptMarker();
    const twice = Buffer.from(`<script nonce="${marker}">a()</script><script nonce="${marker}">a()</script>`);
    expect(scriptsByHash(twice, marker).hashes).toEqual([sha256('a()')]);
    const plain = Buffer.from('<p>hola</p>');
    expect(scriptsByHash(plain, marker)).toEqual({ html: plain, hashes: [] });
  });

  it('draws every marker from 96 bits never used before, across refills of the random pool', () => {
    // The pool holds 256 markers: this crosses several refills.
    const markers = Array.from({ length: 1_000 }, newScriptMarker);
    expect(new Set(markers).size).toBe(1_000);
    expect(markers.every((marker) => Buffer.from(marker, 'base64url').length === 12)).toBe(true);
  });

  it('hashes as the CSP does: base64 of the SHA-256 of the UTF-8 text', () => {
    expect(scriptHash('')).toBe('47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
});
