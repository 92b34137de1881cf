import { Fragment } from 'react';
import { contactEmails } from './contact.ts';

const emails: readonly string[] = Object.values(contactEmails);
const emailPattern = new RegExp(`(${emails.map((email) => email.replace(/[.+]/g, '\\$&')).join('|')})`);

/** `text` with the site's contact addresses in it as mailto links (catalog messages are plain text). */
export function MailtoText({ text }: { text: string }) {
  return (
    <>
      {text.split(emailPattern).map((part, index) =>
        emails.includes(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
          <a key={index} href={`mailto:${part}`}>
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
