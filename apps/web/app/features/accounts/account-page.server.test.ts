import { describe, expect, it } from 'vitest';
import { createLoadContext } from '../../shared/load-context.server.ts';
import { accountHref, accountPageHeaders, forwardOf, refuseCrossSiteForm } from './account-page.server.ts';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const url = (query: string) => new URL(`http://127.0.0.1:3000/ingresar${query}`);

describe('forwardOf', () => {
  it('decodes where the visitor goes afterwards, and carries it on as it was understood', () => {
    const forward = forwardOf(
      url(`?action=apply&forwardUrl=${encodeURIComponent(base64('/empleos?jobSlug=x'))}`),
    );
    expect(forward).toEqual({
      path: '/empleos?jobSlug=x',
      forwardUrl: base64('/empleos?jobSlug=x'),
      action: 'apply',
    });
    expect(accountHref('/registro', forward)).toBe(
      `/registro?action=apply&forwardUrl=${encodeURIComponent(base64('/empleos?jobSlug=x'))}`,
    );
  });

  it('sends a forwardUrl off the site to the jobs list, and carries the jobs list on', () => {
    const forward = forwardOf(url(`?forwardUrl=${encodeURIComponent(base64('//evil.example'))}`));
    expect(forward).toEqual({ path: '/empleos', forwardUrl: base64('/empleos'), action: null });
  });

  it('without forwardUrl, goes to the jobs list and adds nothing to the links; drops unknown actions', () => {
    const forward = forwardOf(url('?action=borrar-todo'));
    expect(forward).toEqual({ path: '/empleos', forwardUrl: null, action: null });
    expect(accountHref('/registro', forward)).toBe('/registro');
  });
});

describe('refuseCrossSiteForm', () => {
  const context = createLoadContext({ apiOrigin: 'http://api', publicOrigin: 'https://camello.example' });
  const post = (headers: Record<string, string>) =>
    new Request('http://127.0.0.1:3000/ingresar', { method: 'POST', headers });
  const refused = (headers: Record<string, string>) => {
    try {
      refuseCrossSiteForm(post(headers), context);
      return false;
    } catch (error) {
      return (error as { init?: { status?: number } }).init?.status === 403;
    }
  };

  it('refuses a form another site posts', () => {
    expect(refused({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' })).toBe(true);
    expect(refused({ 'Sec-Fetch-Site': 'same-site', Origin: 'https://evil.camello.example' })).toBe(true);
    expect(refused({ Origin: 'https://evil.example' })).toBe(true);
    expect(refused({ Origin: 'null' })).toBe(true);
  });

  it('takes a form of the site itself, behind a proxy too, and a post that is no browser page', () => {
    expect(refused({ 'Sec-Fetch-Site': 'same-origin', Origin: 'https://camello.example' })).toBe(false);
    expect(refused({ Origin: 'https://camello.example', Host: '127.0.0.1:3000' })).toBe(false);
    expect(refused({})).toBe(false);
  });
});

describe('accountPageHeaders', () => {
  it('keeps the page out of every cache and says when to try again after too many attempts', () => {
    const headers = accountPageHeaders({ actionHeaders: new Headers({ 'Retry-After': '120' }) });
    expect(Object.fromEntries(headers)).toEqual({
      'cache-control': 'private, no-store',
      'retry-after': '120',
    });
    expect(accountPageHeaders({ actionHeaders: new Headers() }).get('Retry-After')).toBeNull();
  });
});
