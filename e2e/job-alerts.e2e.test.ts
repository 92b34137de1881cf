import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReceivedMail, startSmtpPeer } from '../apps/api/src/mail/smtp-peer.ts';
import { wcagViolations } from './support/axe.ts';
import { launchChromium, newContext } from './support/chromium.ts';
import { htmlErrors } from './support/html-check.ts';
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

  /** The link of `path` in an e-mail's text, on the server's own address. */
  function linkIn(mail: ReceivedMail | undefined, path: string): string {
    const escaped = path.replaceAll('/', '\\/');
    const link = new RegExp(`(http:\\/\\/127\\.0\\.0\\.1:\\d+${escaped}\\?token=[A-Za-z0-9_-]{43})`).exec(
      mail?.mail.text || '',
    )?.[1];
    if (!link) throw new Error(`no ${path} link in «${mail?.mail.subject}»`);
    return link;
  }

  it('creates an alert from a search, confirms it from its e-mail, gets a digest, manages it and unsubscribes with one click', async () => {
    const email = 'alerta-e2e@example.com';
    // The search: the title of the newest vacancy, which the weekly digest must bring.
    const newest = await fetch(
      new URL(
        '/api/jobs/v1/public/jobs/search?order[field]=publishedAt&order[direction]=DESC',
        server.baseUrl,
      ),
    );
    const term = ((await newest.json()) as { rows: { title: string }[] }).rows[0]?.title ?? '';
    expect(term).not.toBe('');
    const context = await newContext(browser, 'desktop', server.baseUrl);
    try {
      const page = await context.newPage();
      await page.goto(`/empleos?q=${encodeURIComponent(term)}`, { waitUntil: 'load' });
      await page.getByRole('link', { name: 'Crear alerta' }).click();
      // The alert keeps the search's term.
      await page.getByText(`Búsqueda: «${term}»`).waitFor();
      await page.getByLabel('Cada semana').check();
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByLabel('Celular').fill('300 123 4567');
      await page.getByRole('button', { name: 'Crear alerta' }).click();
      await page.getByRole('heading', { level: 1, name: 'Revisa tu correo' }).waitFor();

      const [confirmation] = await mailTo(email, 1);
      expect(confirmation?.mail.subject).toBe(`Confirma tu alerta de empleo: ${term}`);
      await page.goto(linkIn(confirmation, '/alertas-de-empleo/confirmar'), { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Confirmar alerta' }).click();
      await page.getByText(`Listo: confirmamos tu alerta «${term}»`).waitFor();

      // The pass runs every minute: the weekly digest of the vacancies of the last week.
      const [, digest] = await mailTo(email, 2);
      expect(digest?.mail.subject).toMatch(/^\d+ vacantes? nuevas? para «/);
      expect(digest?.mail.subject?.endsWith(`para «${term}»`)).toBe(true);
      expect(digest?.mail.html).toContain('utm_source=alerta');

      // Its manage link: pause and frequency without signing in (the page passes axe and the Nu checker).
      const manageLink = linkIn(digest, '/alertas-de-empleo/gestionar');
      expect(linkIn(confirmation, '/alertas-de-empleo/gestionar')).toBe(manageLink);
      const manage = await page.goto(manageLink, { waitUntil: 'load' });
      expect(manage?.status()).toBe(200);
      expect(await htmlErrors(await (await fetch(manageLink)).text())).toEqual([]);
      expect(await wcagViolations(page)).toEqual([]);
      await page.getByRole('button', { name: `Pausar la alerta «${term}»` }).click();
      await page.getByText('En pausa: no te escribiremos hasta que la reanudes.').waitFor();
      await page.getByLabel(`Frecuencia de «${term}»`).selectOption('daily');
      await page.getByRole('button', { name: 'Guardar frecuencia' }).click();
      await page.getByText('Guardamos los cambios de tu alerta.').waitFor();
      await expect(page.getByLabel(`Frecuencia de «${term}»`).inputValue()).resolves.toBe('daily');
      await page.getByRole('button', { name: `Reanudar la alerta «${term}»` }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('Activa: te escribimos cuando hay vacantes nuevas.').waitFor();

      // One-click unsubscribe as a mail client does it (RFC 8058): a POST to the List-Unsubscribe address.
      const header = (name: string) =>
        digest?.mail.headerLines
          .find((line) => line.key === name)
          ?.line.slice(name.length + 1)
          .trim();
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const oneClick = header('list-unsubscribe')?.replace(/^<|>$/g, '') ?? '';
      const unsubscribed = await fetch(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribed.status).toBe(200);
      expect(await unsubscribed.json()).toEqual({ title: term });
      // The alert is gone from its manage link, and the unsubscribe page says it is cancelled.
      expect((await page.goto(manageLink, { waitUntil: 'load' }))?.status()).toBe(404);
      await page.getByText('Este enlace ya no sirve').waitFor();
      await page.goto(linkIn(digest, '/alertas-de-empleo/cancelar'), { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Cancelar la alerta' }).click();
      await page.getByText(`Cancelamos tu alerta «${term}»`).waitFor();
    } finally {
      await context.close();
    }
  });
});
