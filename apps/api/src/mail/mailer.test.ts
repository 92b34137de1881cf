import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMail } from './account-mail.ts';
import { createMailer } from './mailer.ts';
import { startSmtpPeer } from './smtp-peer.ts';

const silent = { info: () => {} };

function verification(to: string) {
  return accountMail('verifyEmail', {
    locale: 'es-CO',
    to,
    name: 'Ana <b>Pérez</b>',
    origin: 'https://camello.example',
    path: '/registro/confirmar?token=abc123',
    validMinutes: 24 * 60,
  });
}

describe('mailer over SMTP', () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(() => peer.close());

  it('delivers a multipart Spanish message with the site link to the SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: peer.url,
      outboxDir: '/nonexistent',
      from: 'Camello <no-reply@camello.example>',
      log: silent,
    });
    await mailer.send(verification('ana@example.com'));
    mailer.close();

    expect(peer.inbox).toHaveLength(1);
    const { envelopeTo, mail } = peer.inbox[0] ?? expect.unreachable();
    expect(envelopeTo).toEqual(['ana@example.com']);
    expect(mail.from?.value).toEqual([{ name: 'Camello', address: 'no-reply@camello.example' }]);
    expect(mail.subject).toBe('Confirma tu correo para activar tu cuenta de Camello');
    expect(mail.text).toContain('Hola, Ana <b>Pérez</b>:');
    expect(mail.text).toContain('https://camello.example/registro/confirmar?token=abc123');
    expect(mail.text).toContain('El enlace vence en 24 horas.');
    expect(mail.html).toContain('href="https://camello.example/registro/confirmar?token=abc123"');
    // The name is text, never markup.
    expect(mail.html).toContain('Ana &lt;b&gt;Pérez&lt;/b&gt;');
    expect(mail.html).toContain('camello.example');
  });
});

describe('mailer without SMTP', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'camello-outbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes an .eml file to the outbox and logs its subject and link', async () => {
    const logged: object[] = [];
    const mailer = createMailer({
      outboxDir: join(dir, 'outbox'),
      from: 'Camello <no-reply@localhost>',
      log: { info: (details) => logged.push(details) },
    });
    const message = accountMail('passwordReset', {
      locale: 'es-CO',
      to: 'luis@example.com',
      name: 'Luis',
      origin: 'http://localhost:3000',
      path: '/recuperar-clave?token=xyz',
      validMinutes: 30,
    });
    await mailer.send(message);

    const files = await readdir(join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(await readFile(join(dir, 'outbox', files[0] as string)));
    expect(mail.subject).toBe('Cambia tu contraseña de Camello');
    expect(mail.text).toContain('vence en 30 minutos');
    expect(mail.html).toContain('http://localhost:3000/recuperar-clave?token=xyz');
    expect(logged).toEqual([
      expect.objectContaining({
        subject: 'Cambia tu contraseña de Camello',
        link: 'http://localhost:3000/recuperar-clave?token=xyz',
      }),
    ]);
  });
});
