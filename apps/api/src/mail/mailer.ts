import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** A message the API sends: multipart, plain text and HTML; `link` is the one thing to click. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  /** Extra header fields, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
};

/** Where e-mail leaves the API. */
export type Mailer = { send(message: OutgoingMail): Promise<void>; close(): void };

export type MailerOptions = {
  /** `smtp://user:pass@host:587` or `smtps://…`; unset, messages go to the outbox directory. */
  smtpUrl?: string;
  /** Where `.eml` files are written when there is no SMTP server. */
  outboxDir: string;
  from: string;
  log: { info(details: object, message: string): void };
};

/**
 * Sends through the SMTP server of `smtpUrl`, or, without one, writes each message as an `.eml`
 * file and logs its subject and link, so a local Camello can verify accounts with no mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    // A server that hangs is given up on well before the queues count the job's worker dead
    // (send-mail after 2 minutes, a digest after 5), so a retry never races a send still under way.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      async send({ link: _link, ...message }) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ link, ...message }) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${Date.now()}-${crypto.randomUUID()}.eml`);
      await writeFile(file, info.message);
      // Only without SMTP, i.e. on a developer's machine: the link is how they verify an account.
      options.log.info({ subject: message.subject, link, file }, 'e-mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
