import { describe, expect, it } from 'vitest';
import { inlineStylesheets, inlineStylesheetsInHead } from './inline-stylesheets.ts';
import { chunkedPage } from './test-support/chunked-page.ts';

const stylesheets = new Map([
  ['/assets/root-a1.css', 'body{margin:0}'],
  ['/assets/search-b2.css', '.card{color:red}'],
  ['/assets/odd-c3.css', '.x::after{content:"</style>"}'],
]);

describe('inlineStylesheetsInHead', () => {
  it('puts the built stylesheets in one style element, in order, and disables their links', () => {
    const head =
      '<head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js"/>' +
      '<link nonce="n" rel="stylesheet" href="/assets/root-a1.css"/>' +
      '<link nonce="n" rel="stylesheet" href="/assets/search-b2.css#"/>';
    expect(inlineStylesheetsInHead(head, stylesheets).toString()).toBe(
      '<head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js"/>' +
        '<style>body{margin:0}\n.card{color:red}</style>' +
        '<link nonce="n" rel="stylesheet" href="/assets/root-a1.css" disabled=""/>' +
        '<link nonce="n" rel="stylesheet" href="/assets/search-b2.css#" disabled=""/>',
    );
  });

  it('inlines each page its own combination of stylesheets, however many pages came before', () => {
    const link = (href: string) => `<link rel="stylesheet" href="${href}"/>`;
    const style = (head: string) => /<style>(.*?)<\/style>/s.exec(head)?.[1];
    const both = `<title>A</title>${link('/assets/root-a1.css')}${link('/assets/search-b2.css')}`;
    const rootOnly = `<title>B</title>${link('/assets/root-a1.css')}`;
    for (let page = 0; page < 3; page++) {
      expect(style(inlineStylesheetsInHead(both, stylesheets).toString())).toBe(
        'body{margin:0}\n.card{color:red}',
      );
      expect(style(inlineStylesheetsInHead(rootOnly, stylesheets).toString())).toBe('body{margin:0}');
    }
  });

  it('leaves unknown stylesheets, and one that holds a closing style tag, as links', () => {
    const head =
      '<link rel="stylesheet" href="https://cdn.example/x.css"/><link rel="stylesheet" href="/assets/odd-c3.css"/>';
    expect(inlineStylesheetsInHead(head, stylesheets).toString()).toBe(head);
  });
});

describe('inlineStylesheets', () => {
  it('rewrites a head split across chunks and streams the body as it comes', async () => {
    const response = inlineStylesheets(
      chunkedPage([
        '<!DOCTYPE html><html><head><link rel="style',
        'sheet" href="/assets/root-a1.css"/></he',
        'ad><body>Empleos</body></html>',
      ]),
      stylesheets,
    );
    expect(response.headers.get('Content-Length')).toBeNull();
    expect(await response.text()).toBe(
      '<!DOCTYPE html><html><head><style>body{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/root-a1.css" disabled=""/></head><body>Empleos</body></html>',
    );
  });

  it('keeps a character whose bytes are split across chunks, in the head and in the body', async () => {
    const page = Buffer.from(
      '<html><head><title>Bogotá</title><link rel="stylesheet" href="/assets/root-a1.css"/></head><body>Bogotá</body></html>',
    );
    const inHead = page.indexOf('á') + 1;
    const inBody = page.lastIndexOf('á') + 1;
    const response = inlineStylesheets(
      chunkedPage([page.subarray(0, inHead), page.subarray(inHead, inBody), page.subarray(inBody)]),
      stylesheets,
    );
    expect(await response.text()).toBe(
      '<html><head><title>Bogotá</title><style>body{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/root-a1.css" disabled=""/></head><body>Bogotá</body></html>',
    );
  });

  it('passes a page without a head through whole', async () => {
    const response = inlineStylesheets(chunkedPage(['<p>sin ', 'cabecera</p>']), stylesheets);
    expect(await response.text()).toBe('<p>sin cabecera</p>');
  });

  it('passes other responses through', () => {
    const json = chunkedPage(['{"a":1}'], 'application/json');
    expect(inlineStylesheets(json, stylesheets)).toBe(json);
  });
});
