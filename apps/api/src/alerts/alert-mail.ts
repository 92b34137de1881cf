import {
  JOB_ALERT_UTM_SOURCE,
  jobAlertFilterParams,
  type Locale,
  type MessageKey,
  type MessageParams,
  paths,
  translate,
  withQuery,
} from '@camello/domain';
import type { FiltersQuery } from '@camello/domain/contracts';
import escapeHtml from 'escape-html';
import type { OutgoingMail } from '../mail/mailer.ts';
import type { DigestVacancy } from './job-alerts-repository.ts';

const BUTTON =
  'display:inline-block;padding:12px 20px;background:#0b5fff;color:#ffffff;border-radius:6px;text-decoration:none';

function translator(locale: Locale) {
  return (key: MessageKey, params?: MessageParams) => translate(locale, key, params);
}

function page(locale: Locale, body: string): string {
  return `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">
${body}
</body></html>
`;
}

const SMALL = 'font-size:12px;color:#52606d';

/** The link to pause, change or delete the alert without signing in, which every alert e-mail carries. */
function manageLink(t: ReturnType<typeof translator>, origin: string, linkToken: string) {
  const href = new URL(paths.jobAlertManage(linkToken), origin).href;
  const label = t('mail.jobAlert.manage');
  return {
    text: `${label}: ${href}`,
    html: `<p style="${SMALL}"><a href="${escapeHtml(href)}" style="color:#52606d">${escapeHtml(label)}</a></p>`,
  };
}

/** The double opt-in e-mail of a visitor's alert: its link confirms it. */
export function alertConfirmationMail(input: {
  locale: Locale;
  to: string;
  title: string;
  origin: string;
  token: string;
  /** The alert's link token, for the manage link. */
  linkToken: string;
}): OutgoingMail {
  const t = translator(input.locale);
  const link = new URL(paths.jobAlertConfirm(input.token), input.origin).href;
  const site = new URL(input.origin).host;
  const body = t('mail.jobAlertConfirm.body', { title: input.title });
  const action = t('mail.jobAlertConfirm.action');
  const ignore = t('mail.jobAlertConfirm.ignore');
  const footer = t('mail.footer', { site });
  const manage = manageLink(t, input.origin, input.linkToken);
  return {
    to: input.to,
    subject: t('mail.jobAlertConfirm.subject', { title: input.title }),
    text: [t('mail.greetingWithoutName'), body, `${action}: ${link}`, ignore, '--', manage.text, footer].join(
      '\n\n',
    ),
    html: page(
      input.locale,
      `<p>${escapeHtml(t('mail.greetingWithoutName'))}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="${BUTTON}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(ignore)}</p>
${manage.html}
<p style="${SMALL}">${escapeHtml(footer)}</p>`,
    ),
    link,
  };
}

const utm = ['utm_source', JOB_ALERT_UTM_SOURCE] as const;

/** A digest: the new vacancies of an alert, a link to all of them, and a one-click unsubscribe. */
export function alertDigestMail(input: {
  locale: Locale;
  to: string;
  name: string | null;
  title: string;
  query: string;
  filters: FiltersQuery;
  vacancies: DigestVacancy[];
  matched: number;
  origin: string;
  unsubscribeToken: string;
}): OutgoingMail {
  const t = translator(input.locale);
  const site = new URL(input.origin).host;
  const absolute = (path: string) => new URL(path, input.origin).href;
  const seeAllLink = absolute(
    withQuery(paths.jobs(), [
      ['q', input.query],
      ...jobAlertFilterParams(input.filters),
      ['order[field]', 'publishedAt'],
      ['order[direction]', 'DESC'],
      utm,
    ]),
  );
  // The page asks before unsubscribing; the header's address unsubscribes on a POST (RFC 8058).
  const unsubscribePage = absolute(paths.jobAlertUnsubscribe(input.unsubscribeToken));
  const oneClick = absolute(
    withQuery('/api/jobs/v1/mimir-alerts/unsubscribe', [['token', input.unsubscribeToken]]),
  );
  const greeting = input.name ? t('mail.greeting', { name: input.name }) : t('mail.greetingWithoutName');
  const intro = t('mail.jobAlertDigest.intro', { title: input.title });
  const seeAll = t('mail.jobAlertDigest.seeAll', { count: input.matched });
  const unsubscribe = t('mail.jobAlertDigest.unsubscribe');
  const footer = t('mail.jobAlertDigest.footer', { site });
  const manage = manageLink(t, input.origin, input.unsubscribeToken);
  const items = input.vacancies.map((vacancy) => {
    const company = vacancy.companyName ?? t('mail.jobAlertDigest.confidential');
    const where = vacancy.cities.join(', ');
    return {
      link: absolute(withQuery(paths.job(vacancy.slug), [utm])),
      title: vacancy.title,
      details: [company, where].filter(Boolean).join(' · '),
    };
  });
  const text = [
    greeting,
    intro,
    ...items.map((item) => `- ${item.title}\n  ${item.details}\n  ${item.link}`),
    `${seeAll}: ${seeAllLink}`,
    '--',
    `${unsubscribe}: ${unsubscribePage}`,
    manage.text,
    footer,
  ].join('\n\n');
  const html = page(
    input.locale,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ul style="padding-left:20px">
${items
  .map(
    (item) =>
      `<li style="margin-bottom:12px"><a href="${escapeHtml(item.link)}" style="color:#0b5fff;font-weight:bold">${escapeHtml(item.title)}</a><br><span style="color:#52606d">${escapeHtml(item.details)}</span></li>`,
  )
  .join('\n')}
</ul>
<p><a href="${escapeHtml(seeAllLink)}" style="${BUTTON}">${escapeHtml(seeAll)}</a></p>
<p style="${SMALL}"><a href="${escapeHtml(unsubscribePage)}" style="color:#52606d">${escapeHtml(unsubscribe)}</a></p>
${manage.html}
<p style="${SMALL}">${escapeHtml(footer)}</p>`,
  );
  return {
    to: input.to,
    subject: t('mail.jobAlertDigest.subject', { count: input.matched, title: input.title }),
    text,
    html,
    link: seeAllLink,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
