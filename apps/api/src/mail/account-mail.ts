import { type Locale, type MessageKey, type MessageParams, translate } from '@camello/domain';
import { buttonMailBodies } from './button-mail.ts';
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
  const { text, html } = buttonMailBodies({
    locale: input.locale,
    before: [greeting, body],
    action,
    link,
    after: [expiry],
    footer,
  });
  return { to: input.to, subject: t(`mail.${kind}.subject`), text, html, link };
}
