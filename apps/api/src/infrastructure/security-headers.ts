import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Lets the inline scripts with these contents run in this response, by their hashes
     * (`sha256-…` sources): the web app names the scripts it rendered itself (React Router's
     * hydration scripts are inline), so no other inline script runs. By default none may.
     */
    allowScriptHashes: (hashes: readonly string[]) => void;
    /**
     * Lets these origins (`https://empleos.empresa.co`) show this response in a frame; by default
     * no site may. For a company's embedded job-site widget: call it before the response starts.
     */
    allowFramingBy: (origins: readonly string[]) => void;
    /**
     * Lets this page's forms lead to these origins too (a form's redirects count as its target):
     * the partner-app consent page sends the candidate back to the partner. Only our origin by default.
     */
    allowFormActionTo: (origins: readonly string[]) => void;
  }
}

export type ContentSecurityPolicyOptions = {
  /** Base64 SHA-256 digests of the inline scripts that may run; none by default. */
  scriptHashes?: readonly string[];
  /** Origins allowed to frame the page; empty means none. */
  frameAncestors: readonly string[];
  /** Origins forms may be sent (or redirected) to besides ours. */
  formActions?: readonly string[];
};

/**
 * Scripts only from our origin, or inline ones whose hash the response names (no per-response
 * secret: the same page is the same bytes and headers for everyone, so shared caches may keep it);
 * inline styles stay allowed
 * because server-rendered `style` attributes are part of React's output, and styles cannot run code.
 * Images only from our origin (logos analysts upload) or `data:` (the seed stores companies'
 * initials as `data:image/svg+xml`; the feed import sets no logo).
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  frameAncestors,
  formActions = [],
}: ContentSecurityPolicyOptions): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...new Set(scriptHashes)].map((hash) => `'sha256-${hash}'`)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...formActions],
    'frame-ancestors': frameAncestors.length > 0 ? frameAncestors : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Browser features the site does not use, denied to it and to anything it frames: a script that
 * gets in still cannot reach the camera, the location or a payment sheet. The vacancy video keeps
 * autoplay (it plays once the visitor asks), fullscreen and picture-in-picture; sharing keeps the
 * clipboard. Only features Chromium knows are named: it logs an error for any other.
 */
export const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'browsing-topics',
    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  ...['autoplay', 'clipboard-write', 'fullscreen', 'picture-in-picture'].map(
    (feature) => `${feature}=(self)`,
  ),
].join(', ');

/** One year, the least the HSTS preload list takes. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response, pages and API alike. They are written on the raw response
 * at the start of the request, because the web plugin hijacks its replies and sends them itself.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // Ours is built per response (inline script hashes, framing) below.
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Only over HTTPS, below: over plain HTTP the header means nothing and misleads.
    strictTransportSecurity: false,
  });

  for (const name of ['allowFramingBy', 'allowFormActionTo', 'allowScriptHashes'] as const)
    app.decorateRequest(name, () => {
      throw new Error(`${name} is only available once the request has started`);
    });

  app.addHook('onRequest', (request, reply, done) => {
    const policy: ContentSecurityPolicyOptions = { frameAncestors: [], formActions: [] };
    const rewritePolicy = (change: Partial<ContentSecurityPolicyOptions>) => {
      if (reply.raw.headersSent) throw new Error('The response has started: its policy can no longer change');
      Object.assign(policy, change);
      writePolicy(reply.raw, policy);
    };
    writePolicy(reply.raw, policy);
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https')
      reply.raw.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    request.allowFramingBy = (origins) => {
      rewritePolicy({ frameAncestors: origins.map(bareOrigin) });
      if (origins.length > 0) reply.raw.removeHeader('x-frame-options');
    };
    request.allowFormActionTo = (origins) => rewritePolicy({ formActions: origins.map(bareOrigin) });
    request.allowScriptHashes = (hashes) => rewritePolicy({ scriptHashes: hashes.map(sha256Digest) });
    done();
  });
}

function writePolicy(response: ServerResponse, options: ContentSecurityPolicyOptions): void {
  response.setHeader('content-security-policy', contentSecurityPolicy(options));
}

/** Accepts only a base64 SHA-256 digest (44 characters), so that nothing else reaches the header. */
function sha256Digest(candidate: string): string {
  if (!/^[A-Za-z0-9+/]{43}=$/.test(candidate)) throw new Error(`Not a base64 SHA-256 digest: ${candidate}`);
  return candidate;
}

/** Accepts only a bare http(s) origin, so that nothing else can be smuggled into the header. */
function bareOrigin(candidate: string): string {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw new Error(`Not an http(s) origin: ${candidate}`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== candidate) {
    throw new Error(`Not an http(s) origin: ${candidate}`);
  }
  return url.origin;
}
