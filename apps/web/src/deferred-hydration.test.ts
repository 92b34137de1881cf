import { describe, expect, it } from 'vitest';
import { deferredHydration, replaceAll } from './deferred-hydration.ts';
import { chunkedPage } from './test-support/chunked-page.ts';

const page =
  '<html><head><link nonce="n1" rel="stylesheet" href="/assets/s.css"/><link nonce="n1" rel="icon" href="/i.svg"/>' +
  '<link rel="modulepreload" href="/assets/a.js" nonce="n1"/><style>x{}</style></head>' +
  '<body><main>Hola</main><script nonce="n1">window.ctx=1</script>' +
  '<script nonce="n1" type="module" async="">import * as r from "/assets/a.js";</script></body></html>';

/** The page cut into pieces of `size` bytes, so that every string the transform looks for is split somewhere. */
const pieces = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, index) =>
    text.slice(index * size, (index + 1) * size),
  );

describe('replaceAll', () => {
  it('replaces every occurrence, including a replacement that begins with what it replaces', () => {
    const html = Buffer.from('<a><a>b<a>');
    expect(replaceAll(html, [[Buffer.from('<a>'), Buffer.from('<a x>')]]).toString()).toBe(
      '<a x><a x>b<a x>',
    );
  });

  it('gives back the same bytes when nothing matches', () => {
    const html = Buffer.from('nothing here');
    expect(replaceAll(html, [[Buffer.from('<a>'), Buffer.from('b')]])).toBe(html);
  });
});

describe('deferredHydration', () => {
  it('sends the preloads inert, the hydration script as data, and a starter with the script marker in the head', async () => {
    const response = deferredHydration(chunkedPage([page]), 'n1');
    const html = await response.text();
    expect(html).toContain('<link rel="modulepreload" media="not all" href="/assets/a.js"/>');
    expect(html).toContain(
      '<script nonce="n1" type="text/x-hydration">import * as r from "/assets/a.js";</script>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).toMatch(/<script nonce="n1">\(\(\)=>\{.*\}\)\(\)<\/script><\/head>/);
    expect(html).toContain('<main>Hola</main><script nonce="n1">window.ctx=1</script>');
    expect(response.headers.get('Content-Length')).toBeNull();
  });

  it('gives the same page however the body is cut into chunks', async () => {
    const whole = await deferredHydration(chunkedPage([page]), 'n1').text();
    for (const size of [1, 2, 3, 7, 13, 24, 25, 26]) {
      expect(await deferredHydration(chunkedPage(pieces(page, size)), 'n1').text()).toBe(whole);
    }
  });

  it('starts the inert preloads and the hydration script from its data block, with the same text', async () => {
    const html = await deferredHydration(chunkedPage([page]), 'n1').text();
    const starter = /<script nonce="n1">(.*?)<\/script><\/head>/.exec(html)?.[1] ?? '';
    expect(starter).toContain('link[rel="modulepreload"][media="not all"]');
    expect(starter).toContain('script[type="text/x-hydration"]');
    expect(starter).toContain("script.type='module'");
    // The module runs by the hash of its text, the data block's: it needs no nonce.
    expect(starter).toContain('script.textContent=data.textContent');
    expect(starter).not.toContain('nonce');
  });

  it('sends links without the script marker, which only scripts need', async () => {
    const html = await deferredHydration(chunkedPage(pieces(page, 5)), 'n1').text();
    expect(html).toContain('<link rel="stylesheet" href="/assets/s.css"/><link rel="icon" href="/i.svg"/>');
    expect(html.match(/nonce="n1"/g)).toHaveLength(3);
    expect(html).toContain('<script nonce="n1">window.ctx=1</script>');
  });

  it('leaves responses that are not HTML alone', async () => {
    const json = chunkedPage(['{"type="module" async=""":1}'], 'application/json');
    expect(deferredHydration(json, 'n1')).toBe(json);
  });

  it('writes no nonce attribute when the page has none', async () => {
    const html = await deferredHydration(chunkedPage([page]), undefined).text();
    expect(html).toMatch(/<script>\(\(\)=>\{.*\}\)\(\)<\/script><\/head>/);
  });
});
