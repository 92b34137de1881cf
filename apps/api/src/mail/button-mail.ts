import type { Locale } from '@camello/domain';
import escapeHtml from 'escape-html';

/** The parts of a message with one button: paragraphs before it and after it, and a small footer. */
export type ButtonMailParts = {
  locale: Locale;
  before: readonly string[];
  action: string;
  link: string;
  after: readonly string[];
  footer: string;
};

/** The HTML and plain text of a one-button message; every part is text, escaped here. */
export function buttonMailBodies({ locale, before, action, link, after, footer }: ButtonMailParts): {
  text: string;
  html: string;
} {
  const paragraphs = (texts: readonly string[]) =>
    texts.map((each) => `<p>${escapeHtml(each)}</p>\n`).join('');
  const text = [...before, `${action}: ${link}`, ...after, '--', footer].join('\n\n');
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">
${paragraphs(before)}<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#0b5fff;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
${paragraphs(after)}<p style="font-size:12px;color:#52606d">${escapeHtml(footer)}</p>
</body></html>
`;
  return { text, html };
}
