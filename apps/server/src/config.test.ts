import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('reads the public origin and the allowed origins as bare origins', () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://camello.example/',
      ALLOWED_PUBLIC_ORIGINS: ' https://www.camello.example, http://localhost:3000 ,',
    });
    expect(config.PUBLIC_ORIGIN).toBe('https://camello.example');
    expect(config.ALLOWED_PUBLIC_ORIGINS).toEqual(['https://www.camello.example', 'http://localhost:3000']);
  });

  it('takes an empty or missing setting as unset', () => {
    const config = loadConfig({ PUBLIC_ORIGIN: '', ALLOWED_PUBLIC_ORIGINS: '' });
    expect(config.PUBLIC_ORIGIN).toBeUndefined();
    expect(config.ALLOWED_PUBLIC_ORIGINS).toEqual([]);
    expect(loadConfig({}).ALLOWED_PUBLIC_ORIGINS).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe('loopback');
  });

  it.each([
    ['PUBLIC_ORIGIN', 'https://camello.example/empleos'],
    ['PUBLIC_ORIGIN', 'ftp://camello.example'],
    ['ALLOWED_PUBLIC_ORIGINS', 'camello.example'],
    ['ALLOWED_PUBLIC_ORIGINS', 'https://ok.example,https://user@camello.example'],
    ['ALLOWED_PUBLIC_ORIGINS', 'https://camello.example?x=1'],
  ])('refuses %s=%s and names the setting', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`Invalid configuration: ${name}`);
  });
});

describe('mail settings', () => {
  it('accepts smtp and smtps URLs and refuses others, naming the setting', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example:465' }).SMTP_URL).toBe(
      'smtps://user:secret@mail.example:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });

  it('sends from no-reply at the public host unless MAIL_FROM says otherwise', () => {
    expect(loadConfig({}).mailFrom).toBe('Camello <no-reply@localhost>');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://camello.example' }).mailFrom).toBe(
      'Camello <no-reply@camello.example>',
    );
    expect(loadConfig({ MAIL_FROM: 'Empleos <hola@camello.example>' }).mailFrom).toBe(
      'Empleos <hola@camello.example>',
    );
  });
});
