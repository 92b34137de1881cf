import { describe, expect, it } from 'vitest';
import { submittedForm } from './submitted-form.server.ts';

const post = (body: string | null, type?: string) =>
  new Request('http://camello.test/ingresar', {
    method: 'POST',
    body,
    headers: type ? { 'Content-Type': type } : {},
  });

describe('submittedForm', () => {
  it('reads a posted form', async () => {
    const form = await submittedForm(post('email=ana%40example.co', 'application/x-www-form-urlencoded'));
    expect(form.get('email')).toBe('ana@example.co');
  });

  it.each([
    ['no body', null, undefined],
    ['JSON', '{"email":"ana@example.co"}', 'application/json'],
    [
      'a cut-off multipart body',
      '--x\r\nContent-Disposition: form-data; name="a"',
      'multipart/form-data; boundary=x',
    ],
  ])('is empty for %s', async (_case, body, type) => {
    expect([...(await submittedForm(post(body, type))).keys()]).toEqual([]);
  });
});
