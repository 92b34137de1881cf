/** Response headers by lower-case name, as `light-my-request` gives them (Set-Cookie may repeat). */
export type ResponseHeaders = Readonly<Record<string, string | string[] | number | undefined>>;

/** The headers of a Fetch API response in that shape. */
export function headersOfFetchResponse(response: Response): ResponseHeaders {
  return { ...Object.fromEntries(response.headers), 'set-cookie': response.headers.getSetCookie() };
}

const safeReferrerPolicies = new Set([
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
]);

/** Powerful features no page of the site uses: the Permissions-Policy must deny every one. */
const deniedFeatures = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture'];

/**
 * What a response lacks of the security headers every page and API response must carry: a CSP
 * whose inline scripts run only by their hash (no `unsafe-inline`, no `unsafe-eval`, no nonce), whose images come from named
 * sources only and that no site may frame, `nosniff`, a referrer policy that keeps paths private,
 * a Permissions-Policy that denies powerful features, HSTS over HTTPS only, and `HttpOnly` +
 * `SameSite` on any cookie.
 */
export function securityHeaderProblems(headers: ResponseHeaders, { overHttps = false } = {}): string[] {
  const problems: string[] = [];
  const single = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
  };

  const policy = single('content-security-policy');
  if (!policy) problems.push('no Content-Security-Policy');
  else problems.push(...contentSecurityPolicyProblems(policy));

  if (single('x-content-type-options')?.toLowerCase() !== 'nosniff')
    problems.push('X-Content-Type-Options is not nosniff');

  const referrerPolicy = single('referrer-policy');
  if (!referrerPolicy) problems.push('no Referrer-Policy');
  else if (
    !referrerPolicy
      .split(',')
      .every((policyName) => safeReferrerPolicies.has(policyName.trim().toLowerCase()))
  ) {
    problems.push(`Referrer-Policy ${referrerPolicy} leaks full URLs`);
  }

  const permissions = new Map(
    (single('permissions-policy') ?? '').split(',').map((item) => {
      const [feature = '', allowlist = ''] = item.trim().split('=');
      return [feature, allowlist];
    }),
  );
  for (const feature of deniedFeatures) {
    if (permissions.get(feature) !== '()') problems.push(`the Permissions-Policy does not deny ${feature}`);
  }

  const hsts = single('strict-transport-security');
  if (overHttps && !/max-age=\d{7,}/.test(hsts ?? ''))
    problems.push('no lasting Strict-Transport-Security over HTTPS');
  if (!overHttps && hsts !== undefined) problems.push('Strict-Transport-Security over plain HTTP');

  const cookies = headers['set-cookie'];
  for (const cookie of Array.isArray(cookies) ? cookies : cookies === undefined ? [] : [String(cookies)]) {
    problems.push(...cookieProblems(cookie));
  }
  return problems;
}

function directivesOf(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function contentSecurityPolicyProblems(policy: string): string[] {
  const problems: string[] = [];
  const directives = directivesOf(policy);
  const scriptSources = directives.get('script-src') ?? directives.get('default-src');
  if (!scriptSources) problems.push('the CSP does not restrict scripts');
  else {
    if (scriptSources.includes("'unsafe-inline'")) problems.push("the CSP allows 'unsafe-inline' scripts");
    if (scriptSources.includes("'unsafe-eval'")) problems.push("the CSP allows 'unsafe-eval'");
    if (
      scriptSources.some(
        (source) => source === '*' || source === 'data:' || source === 'https:' || source === 'http:',
      )
    ) {
      problems.push(`the CSP allows scripts from anywhere: ${scriptSources.join(' ')}`);
    }
    // Inline scripts run only by the hash of their content; no other source than the site's own.
    const unnamed = scriptSources.filter(
      (source) => source !== "'self'" && !/^'sha256-[A-Za-z0-9+/]{43}='$/.test(source),
    );
    if (unnamed.length > 0)
      problems.push(`the CSP allows scripts other than its own or hashed: ${unnamed.join(' ')}`);
    if (!scriptSources.includes("'self'")) problems.push("the CSP does not admit the site's own scripts");
  }
  const imageSources = directives.get('img-src') ?? directives.get('default-src') ?? ['*'];
  const anyImage = imageSources.filter((source) => ['*', 'https:', 'http:'].includes(source));
  if (anyImage.length > 0) problems.push(`the CSP allows images from anywhere: ${anyImage.join(' ')}`);
  if (directives.get('object-src')?.join(' ') !== "'none'") problems.push("the CSP lacks object-src 'none'");
  if (!directives.has('base-uri')) problems.push('the CSP lacks base-uri');
  if (directives.get('frame-ancestors')?.join(' ') !== "'none'")
    problems.push("the CSP lacks frame-ancestors 'none'");
  return problems;
}

function cookieProblems(cookie: string): string[] {
  const [nameValue = '', ...attributes] = cookie.split(';').map((part) => part.trim());
  const name = nameValue.split('=')[0];
  const attributeNames = attributes.map((attribute) => attribute.split('=')[0]?.toLowerCase());
  const sameSite = attributes
    .find((attribute) => attribute.toLowerCase().startsWith('samesite='))
    ?.split('=')[1]
    ?.toLowerCase();
  const problems: string[] = [];
  if (!attributeNames.includes('httponly')) problems.push(`cookie ${name} is not HttpOnly`);
  if (sameSite !== 'lax' && sameSite !== 'strict')
    problems.push(`cookie ${name} has no SameSite=Lax or Strict`);
  return problems;
}
