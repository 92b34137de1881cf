import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { envelopeTo: string[]; mail: ParsedMail };

/**
 * For tests: a real SMTP server in process on a free port, keeping what it receives, parsed.
 * `refuse` messages are answered with a temporary failure (451) before any is accepted.
 */
export async function startSmtpPeer(options: { refuse?: number } = {}): Promise<{
  url: string;
  inbox: ReceivedMail[];
  close(): Promise<void>;
}> {
  const inbox: ReceivedMail[] = [];
  let refusals = options.refuse ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then((mail) => {
        inbox.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
