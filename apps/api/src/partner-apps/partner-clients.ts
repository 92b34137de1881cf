import { timingSafeEqual } from 'node:crypto';
import { hashToken, newToken } from '../accounts/index.ts';
import type { Repositories } from '../services/repositories.ts';
import type { OAuthClientRow } from './oauth-clients-repository.ts';

export type RegisteredClient = { clientId: string; clientSecret: string };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why `uri` cannot be a redirect URI, or null when it can: an absolute https URL without a
 * fragment, or plain http only to this machine (RFC 8252 §7.3, for a partner's development).
 */
export function redirectUriProblem(uri: string): string | null {
  const url = URL.parse(uri);
  if (!url || uri.length > 2000) return 'no es una URL absoluta válida';
  if (url.hash || uri.includes('#')) return 'no puede llevar fragmento (#)';
  if (url.username || url.password) return 'no puede llevar usuario ni contraseña';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return 'debe usar https (http solo para localhost)';
}

/**
 * Registers a partner app; answers its id and its secret, which is kept only as a hash and so can
 * be shown this once.
 */
export async function registerPartnerClient(
  repositories: Pick<Repositories, 'oauthClients'>,
  client: { name: string; redirectUris: readonly string[] },
): Promise<RegisteredClient> {
  const name = client.name.trim();
  if (!name || name.length > 120) throw new Error('El nombre debe tener entre 1 y 120 caracteres.');
  if (client.redirectUris.length === 0) throw new Error('Indica al menos una URI de redirección.');
  for (const uri of client.redirectUris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new Error(`La URI de redirección ${uri} ${problem}.`);
  }
  const clientSecret = newToken();
  const clientId = await repositories.oauthClients.insert({
    name,
    secretHash: hashToken(clientSecret),
    redirectUris: client.redirectUris,
  });
  return { clientId, clientSecret };
}

/**
 * The client id and secret of an HTTP Basic `Authorization` header, each form-url-decoded as
 * RFC 6749 §2.3.1 asks; null for anything else.
 */
export function basicCredentials(header: string | undefined): { clientId: string; secret: string } | null {
  const match = header && /^Basic ([A-Za-z0-9+/=]{1,1000})$/i.exec(header.trim());
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    const decode = (part: string) => decodeURIComponent(part.replaceAll('+', ' '));
    return { clientId: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The enabled client whose id and secret the Basic header carries; null otherwise. */
export async function authenticateClient(
  repositories: Pick<Repositories, 'oauthClients'>,
  authorization: string | undefined,
): Promise<OAuthClientRow | null> {
  const credentials = basicCredentials(authorization);
  if (!credentials || !UUID.test(credentials.clientId)) return null;
  const client = await repositories.oauthClients.byId(credentials.clientId);
  if (!client || client.disabledAt) return null;
  const presented = Buffer.from(hashToken(credentials.secret));
  const stored = Buffer.from(client.secretHash);
  return presented.length === stored.length && timingSafeEqual(presented, stored) ? client : null;
}
