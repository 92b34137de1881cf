import { type Locale, type MessageKey, type MessageParams, translate } from '@camello/domain';
import escapeHtml from 'escape-html';
import type { OutgoingMail } from './mailer.ts';

type AccountMailKind = 'verifyEmail' | 'passwordReset';

export type AccountMailInput = {
  locale: Locale;
  to: string;
  /** The reader's first name; without one, the greeting names nobody. */
  name: string | null;
  /** The site's public address (PUBLIC_ORIGIN), e.g. `https://camello.example`. */
  origin: string;
  /** Path and query of the link on the site, e.g. `/registro/confirmar?token=…`. */
  path: string;
  /** How long the link lives, in minutes. */
  validMinutes: number;
};

function expiryParams(kind: AccountMailKind, minutes: number): MessageParams {
  return kind === 'verifyEmail' ? { hours: Math.round(minutes / 60) } : { minutes };
}

/** An account e-mail (verification, password reset) in the reader's language, text and HTML. */
export function accountMail(kind: AccountMailKind, input: AccountMailInput): OutgoingMail {
  const t = (key: MessageKey, params?: MessageParams) => translate(input.locale, key, params);
  const link = new URL(input.path, input.origin).href;
  const site = new URL(input.origin).host;
  const greeting = input.name ? t('mail.greeting', { name: input.name }) : t('mail.greetingWithoutName');
  const body = t(`mail.${kind}.body`);
  const action = t(`mail.${kind}.action`);
  const expiry = t(`mail.${kind}.expiry`, expiryParams(kind, input.validMinutes));
  const footer = t('mail.footer', { site });
  const text = [greeting, body, `${action}: ${link}`, expiry, '--', footer].join('\n\n');
  const html = `<!doctype html>
<html lang="${input.locale}"><body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#0b5fff;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p>${escapeHtml(expiry)}</p>
<p style="font-size:12px;color:#52606d">${escapeHtml(footer)}</p>
</body></html>
`;
  return { to: input.to, subject: t(`mail.${kind}.subject`), text, html, link };
}
