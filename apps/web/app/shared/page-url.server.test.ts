import { describe, expect, it } from 'vitest';
import { pageUrlOf } from './page-url.server.ts';

describe('pageUrlOf', () => {
  it('reads the page a client navigation asked the data of', () => {
    const url = pageUrlOf(
      new Request('http://camello.test/empleos/postular/cajero-v-1.data?utm_source=x&_routes=a'),
    );
    expect(`${url.pathname}${url.search}`).toBe('/empleos/postular/cajero-v-1?utm_source=x');
  });

  it('leaves a document request as it is', () => {
    const url = pageUrlOf(new Request('http://camello.test/procesos?page=2'));
    expect(`${url.pathname}${url.search}`).toBe('/procesos?page=2');
  });
});
