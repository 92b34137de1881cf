import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createMailer, type Mailer } from './mailer.ts';

export type ReceivedMail = { envelopeTo: string[]; mail: ParsedMail };

/**
 * For tests: a real SMTP server in process on a free port, keeping what it receives, parsed.
 * `refuse` messages are answered with a temporary failure (451) before any is accepted. With
 * `stallAfter`, the message after that many accepted ones is read and never answered (a server that
 * hangs): `stalled` resolves then; later messages are accepted again. With `saveTo`, each accepted
 * message is also written there as it came, one `.eml` file each, named so that they sort in order.
 */
export async function startSmtpPeer(
  options: { refuse?: number; stallAfter?: number; saveTo?: string } = {},
): Promise<{
  url: string;
  inbox: ReceivedMail[];
  stalled: Promise<void>;
  close(): Promise<void>;
}> {
  const inbox: ReceivedMail[] = [];
  let refusals = options.refuse ?? 0;
  let stall = options.stallAfter;
  let onStall = () => {};
  const stalled = new Promise<void>((resolve) => {
    onStall = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      if (stall !== undefined && inbox.length >= stall) {
        stall = undefined;
        stream.resume();
        stream.on('end', () => onStall());
        return;
      }
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const saved = options.saveTo
          ? writeFile(join(options.saveTo, `${Date.now()}-${randomUUID()}.eml`), raw)
          : Promise.resolve();
        Promise.all([simpleParser(raw), saved]).then(([mail]) => {
          inbox.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    stalled,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** For tests: the API's mailer, sending to the SMTP server at `url` (a peer's) as Camello. */
export function testMailer(url: string): Mailer {
  return createMailer({
    smtpUrl: url,
    outboxDir: '/nonexistent',
    from: 'Camello <no-reply@camello.example>',
    log: { info: () => {} },
  });
}
