import {
  type ApplicationStatus,
  type Locale,
  type MessageKey,
  type MessageParams,
  paths,
  translate,
} from '@camello/domain';
import escapeHtml from 'escape-html';
import type { OutgoingMail } from './mailer.ts';

export type ApplicationStatusMailInput = {
  locale: Locale;
  to: string;
  /** The candidate's first name; without one, the greeting names nobody. */
  name: string | null;
  companyName: string;
  vacancyTitle: string;
  status: ApplicationStatus;
  /** The company's own name for the stage; null uses the product's wording. */
  stageLabel: string | null;
  /** The site's public address (PUBLIC_ORIGIN), e.g. `https://camello.example`. */
  origin: string;
};

/** The message that tells a candidate their application moved, in the company's words, text and HTML. */
export function applicationStatusMail(input: ApplicationStatusMailInput): OutgoingMail {
  const t = (key: MessageKey, params?: MessageParams) => translate(input.locale, key, params);
  const link = new URL(paths.applications(), input.origin).href;
  const site = new URL(input.origin).host;
  const stage = input.stageLabel ?? t(`analystStage.${input.status}`);
  const params = { company: input.companyName, vacancy: input.vacancyTitle, stage };
  const greeting = input.name ? t('mail.greeting', { name: input.name }) : t('mail.greetingWithoutName');
  const body =
    input.status === 'Hired'
      ? t('mail.applicationStatus.hired', params)
      : input.status === 'Discarded'
        ? t('mail.applicationStatus.discarded', params)
        : t('mail.applicationStatus.moved', params);
  const action = t('mail.applicationStatus.action');
  const footer = t('mail.applicationStatus.footer', { site });
  const text = [greeting, body, `${action}: ${link}`, '--', footer].join('\n\n');
  const html = `<!doctype html>
<html lang="${input.locale}"><body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#0b5fff;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#52606d">${escapeHtml(footer)}</p>
</body></html>
`;
  return { to: input.to, subject: t('mail.applicationStatus.subject', params), text, html, link };
}
