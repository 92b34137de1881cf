import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The origin form (`/path?query`) of an absolute-form request target (`GET http://host/path`),
 * which an HTTP/1.1 server must accept (RFC 9112 §3.2.2); any other target is left as it came,
 * for the routes to accept or refuse.
 */
export function originFormOf(target: string): string {
  if (target.startsWith('/')) return target;
  const url = URL.parse(target);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return target;
  return `${url.pathname}${url.search}`;
}

const CONNECT_REFUSAL = [
  'HTTP/1.1 405 Method Not Allowed',
  'Allow: GET, HEAD, POST',
  'Content-Length: 0',
  'Connection: close',
  '',
  '',
].join('\r\n');

/**
 * Answers CONNECT with 405: Node hands it to a `connect` listener and, without one, drops the
 * connection without a word. This server is no proxy.
 */
export function refuseConnect(server: Server): void {
  server.on('connect', (_request, socket: Duplex) => {
    // A client that has gone already must not turn into an unhandled socket error.
    socket.on('error', () => socket.destroy());
    socket.end(CONNECT_REFUSAL);
  });
}
