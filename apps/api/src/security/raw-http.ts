import { connect } from 'node:net';

/** An HTTP/1.1 request exactly as it goes on the wire, whatever it holds. */
export type RawRequest = {
  readonly method: string;
  /** The request target as sent: `/path`, `http://host/path`, `host:port` or `*`. */
  readonly target: string;
  /** Header lines in order, repeated names and all; `Connection: close` is added. */
  readonly headers: readonly (readonly [string, string])[];
};

/** What came back: the status line's code and the rest, or nothing before the connection ended. */
export type RawAnswer = { readonly status: number | null; readonly text: string };

export function rawRequestText({ method, target, headers }: RawRequest): string {
  const lines = [`${method} ${target} HTTP/1.1`, ...headers.map(([name, value]) => `${name}: ${value}`)];
  return `${lines.join('\r\n')}\r\nConnection: close\r\n\r\n`;
}

/**
 * Sends a request over a new TCP connection, byte for byte (Latin-1, so that any byte can be
 * sent), and reads until the server closes it. No HTTP client stands in between to refuse or
 * repair what is hostile about the request.
 */
export function sendRaw(port: number, request: RawRequest, timeoutMs = 30_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    const finish = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ status: status === undefined ? null : Number(status), text });
    };
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may close after answering while we are still writing (an oversized header).
    socket.on('error', () => socket.destroy());
    socket.on('close', finish);
    // Not ended: a half-closed connection may be dropped before it is answered.
    socket.write(Buffer.from(rawRequestText(request), 'latin1'));
  });
}

/** The body of an answer, its chunks joined when it came chunked (Latin-1, byte for byte). */
export function bodyOf({ text }: RawAnswer): string {
  const headEnd = text.indexOf('\r\n\r\n');
  let rest = text.slice(headEnd + 4);
  if (!/\r\ntransfer-encoding: chunked\r\n/i.test(text.slice(0, headEnd + 2))) return rest;
  let body = '';
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (!(size > 0)) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/** Traces of the server's insides that an answer must never show. */
const LEAKS =
  /\bat [\w$.<>]+ \(|node:internal|node_modules\/|\.[cm]?[jt]sx?:\d+:\d+|ReferenceError|TypeError/;

/**
 * What is wrong with an answer to a hostile request: none at all, a 5xx, or a stack trace or
 * source path in it. Anything from 2xx to 4xx is fine.
 */
export function answerProblem(answer: RawAnswer): string | null {
  if (answer.status === null) return `no answer (${JSON.stringify(answer.text.slice(0, 80))})`;
  if (answer.status >= 500) return `${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status < 200) return `${answer.status} instead of a final answer`;
  const leak = LEAKS.exec(answer.text);
  if (leak) return `${answer.status} showing ${JSON.stringify(leak[0])}`;
  return null;
}

/**
 * Sends every request (a few connections at a time) and lists those answered badly, each named by
 * its request line and headers, shortened.
 */
export async function rawRequestProblems(
  port: number,
  requests: readonly RawRequest[],
  concurrency = 4,
): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < requests.length; index = next++) {
      const request = requests[index] as RawRequest;
      const problem = answerProblem(await sendRaw(port, request));
      if (problem) problems.push(`${describeRequest(request)} → ${problem}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return problems;
}

function describeRequest({ method, target, headers }: RawRequest): string {
  const shown = headers.map(
    ([name, value]) => `${name}: ${value.length > 40 ? `${value.slice(0, 40)}…` : value}`,
  );
  return `${method.slice(0, 20)} ${target.slice(0, 80)} [${shown.join(' | ').slice(0, 160)}]`;
}
