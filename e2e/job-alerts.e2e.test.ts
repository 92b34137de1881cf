import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReceivedMail, startSmtpPeer } from '../apps/api/src/mail/smtp-peer.ts';
import { launchChromium, newContext } from './support/chromium.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * A visitor's job alert end to end: from a search to the confirmation e-mail, the digest the
 * scheduled pass sends (every minute here), and the unsubscribe link of the digest, with a real
 * SMTP server receiving what the app sends.
 */
describe('job alerts by e-mail', () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startServer({ seedVacancies: 300, env: { SMTP_URL: peer.url, ALERTS_CRON: '* * * * *' } });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await peer?.close();
  });

  async function mailTo(address: string, count: number): Promise<ReceivedMail[]> {
    for (;;) {
      const mine = peer.inbox.filter((received) => received.envelopeTo.includes(address));
      if (mine.length >= count) return mine;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  it('creates an alert from a search, confirms it from its e-mail, gets a digest and unsubscribes from it', async () => {
    const email = 'alerta-e2e@example.com';
    const context = await newContext(browser, 'desktop', server.baseUrl);
    try {
      const page = await context.newPage();
      await page.goto('/empleos', { waitUntil: 'load' });
      await page.getByRole('link', { name: 'Crear alerta' }).click();
      await page.waitForURL(/\/alertas-de-empleo\/nueva/);
      await page.getByLabel('Cada semana').check();
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByLabel('Celular').fill('300 123 4567');
      await page.getByRole('button', { name: 'Crear alerta' }).click();
      await page.getByRole('heading', { level: 1, name: 'Revisa tu correo' }).waitFor();

      const [confirmation] = await mailTo(email, 1);
      expect(confirmation?.mail.subject).toBe('Confirma tu alerta de empleo: Todas las vacantes');
      const confirmLink =
        /(http:\/\/127\.0\.0\.1:\d+\/alertas-de-empleo\/confirmar\?token=[A-Za-z0-9_-]{43})/.exec(
          confirmation?.mail.text ?? '',
        )?.[1];
      expect(confirmLink).toBeDefined();
      await page.goto(confirmLink as string, { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Confirmar alerta' }).click();
      await page.getByText('Listo: confirmamos tu alerta «Todas las vacantes»').waitFor();

      // The pass runs every minute: the weekly digest of the vacancies of the last week.
      const [, digest] = await mailTo(email, 2);
      expect(digest?.mail.subject).toMatch(/vacantes? nuevas? para «Todas las vacantes»$/);
      expect(digest?.mail.html).toContain('utm_source=alerta');
      expect(digest?.mail.headerLines.some((line) => line.key === 'list-unsubscribe-post')).toBe(true);
      const unsubscribeLink =
        /(http:\/\/127\.0\.0\.1:\d+\/alertas-de-empleo\/cancelar\?token=[A-Za-z0-9_-]{43})/.exec(
          digest?.mail.text ?? '',
        )?.[1];
      expect(unsubscribeLink).toBeDefined();
      await page.goto(unsubscribeLink as string, { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Cancelar la alerta' }).click();
      await page.getByText('Cancelamos tu alerta «Todas las vacantes»').waitFor();
    } finally {
      await context.close();
    }
  });
});
