import { analystPaths, type Locale, type MessageKey, type MessageParams, translate } from '@camello/domain';
import { buttonMailBodies } from './button-mail.ts';
import type { OutgoingMail } from './mailer.ts';

export type AnalystInvitationMailInput = {
  locale: Locale;
  to: string;
  /** Who invites, by name; null names nobody. */
  inviterName: string | null;
  companyName: string;
  token: string;
  /** The site's public address (PUBLIC_ORIGIN), e.g. `https://camello.example`. */
  origin: string;
  validDays: number;
};

/** The invitation of an analyst to work for a company in Camello's company area, text and HTML. */
export function analystInvitationMail(input: AnalystInvitationMailInput): OutgoingMail {
  const t = (key: MessageKey, params?: MessageParams) => translate(input.locale, key, params);
  const link = new URL(analystPaths.analystInvitation(input.token), input.origin).href;
  const params = { company: input.companyName, inviter: input.inviterName ?? '' };
  const { text, html } = buttonMailBodies({
    locale: input.locale,
    before: [
      t('mail.greetingWithoutName'),
      input.inviterName
        ? t('mail.analystInvitation.body', params)
        : t('mail.analystInvitation.bodyWithoutInviter', params),
    ],
    action: t('mail.analystInvitation.action'),
    link,
    after: [t('mail.analystInvitation.expiry', { days: input.validDays })],
    footer: t('mail.footer', { site: new URL(input.origin).host }),
  });
  return { to: input.to, subject: t('mail.analystInvitation.subject', params), text, html, link };
}
