import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { completeResumeThrough } from '../../apps/api/src/test-support/complete-resume.ts';
import { hydrated, shown } from './page-state.ts';

export type E2eAccount = {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
};

export type Cookie = { readonly name: string; readonly value: string };

const mailDirectory = () => inject('e2eMailDir');

/**
 * A visitor's address of the documentation range (198.51.100.0/24), one per call: the API believes
 * the X-Forwarded-For of a loopback caller (TRUST_PROXY), so the accounts the suites make do not
 * add up against the limits per IP (10 sign-ups an hour) that the pages' own tests count on.
 */
const visitorAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;

async function post(baseUrl: string, apiPath: string, body: object | URLSearchParams): Promise<Response> {
  const form = body instanceof URLSearchParams;
  const response = await fetch(new URL(`/api${apiPath}`, baseUrl), {
    method: 'POST',
    headers: {
      'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      'X-Forwarded-For': visitorAddress(),
    },
    body: form ? body : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`POST /api${apiPath} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * The link path of the last e-mail to `to` the SMTP peer received that holds `linkPath` (waits for
 * it; mail goes through the queue, so it lands a moment after the request). `other` waits for a
 * link other than that one: a newer e-mail of the same kind.
 */
export async function linkInMailbox(
  to: string,
  linkPath: string,
  { other }: { other?: string } = {},
): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s]+(${linkPath.replace(/[?]/g, '\\?')}[^\\s"<>]*)`);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const files = (await readdir(mailDirectory()).catch(() => [])).sort().reverse();
    for (const file of files) {
      const mail = await simpleParser(await readFile(path.join(mailDirectory(), file)));
      const recipients = [mail.to ?? []]
        .flat()
        .flatMap((address) => address.value.map((each) => each.address));
      const link = mail.text?.match(pattern)?.[1];
      if (recipients.includes(to) && link && link !== other) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${to} with a ${linkPath} link in the mail the SMTP peer received`);
}

/**
 * A new candidate account, made the way a person makes one: sign-up through the API, then the
 * confirmation token of the verification e-mail the server sent. Sign-ups are
 * limited per IP (10 an hour) and sign-ins per account (10 in 15 minutes): a suite makes few
 * accounts and reuses a session where it can.
 */
export async function createCandidateAccount(
  baseUrl: string,
  names: Partial<E2eAccount> = {},
): Promise<E2eAccount> {
  // A last name no seeded page holds, so a test can tell that a page shows this person; in letters
  // and capitalised, as the résumé stores names (completing it keeps the name as it is).
  const unique = crypto.randomUUID().slice(0, 8);
  const letters = unique.replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? '');
  const account: E2eAccount = {
    email: `candidata-${unique}@example.com`,
    password: `clave-${crypto.randomUUID()}`,
    firstName: 'Mariana',
    lastName: `Quintero ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`,
    ...names,
  };
  await post(baseUrl, '/auth/v2/register', { ...account, acceptTerms: true, acceptDataPolicy: true });
  const link = await linkInMailbox(account.email, '/registro/confirmar?token=');
  const token = new URL(link, baseUrl).searchParams.get('token');
  await post(baseUrl, '/auth/v2/register/confirm', { token });
  return account;
}

/** Signs the account in through the API (form body, spec §7): the session cookies it set. */
export async function signIn(
  baseUrl: string,
  account: Pick<E2eAccount, 'email' | 'password'>,
): Promise<Cookie[]> {
  const response = await post(
    baseUrl,
    '/auth/v2/oauth2/session',
    new URLSearchParams({ username: account.email, password: account.password, grant_type: 'password' }),
  );
  return response.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const separator = pair.indexOf('=');
    return { name: pair.slice(0, separator), value: pair.slice(separator + 1) };
  });
}

/** `name=value; …`, the Cookie header of those cookies. */
export const cookieHeader = (cookies: readonly Cookie[]): string =>
  cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

/** Gives a browser context a session (`signIn`'s cookies), as if the person had signed in there. */
export async function addSessionCookies(
  context: BrowserContext,
  baseUrl: string,
  cookies: readonly Cookie[],
) {
  await context.addCookies(
    cookies.map(({ name, value }) => ({
      name,
      value,
      url: baseUrl,
      httpOnly: true,
      sameSite: 'Lax' as const,
    })),
  );
}

/**
 * A demo account of the seed (`analista.demo@camello.local`, `candidata.demo@camello.local`), with
 * the password the server printed on its first boot, as a person trying Camello reads it.
 */
export async function demoAccount(email: string): Promise<Pick<E2eAccount, 'email' | 'password'>> {
  const output = await readFile(inject('e2eServerLog'), 'utf8');
  const password = output.match(
    new RegExp(`Demo account \\(local only\\): ${email.replaceAll('.', '\\.')} / (\\S+)`),
  )?.[1];
  if (!password) throw new Error(`The server printed no password for the demo account ${email}`);
  return { email, password };
}

/** The seed's demo analyst, signed in through the API: its session cookies. */
export async function demoAnalystSession(baseUrl: string): Promise<Cookie[]> {
  return signIn(baseUrl, await demoAccount('analista.demo@camello.local'));
}

/**
 * Makes the résumé of a signed-in candidate complete through the API (nothing if it already is):
 * applying refuses an incomplete one (spec §5).
 */
export async function completeResumeOf(baseUrl: string, cookies: readonly Cookie[]): Promise<void> {
  await completeResumeThrough((method, apiPath, payload) =>
    fetch(new URL(`/api${apiPath}`, baseUrl), {
      method,
      headers: { Cookie: cookieHeader(cookies), 'Content-Type': 'application/json' },
      body: payload && JSON.stringify(payload),
    }),
  );
}

/** A new candidate account (its résumé as signed up) signed in through the API: its session cookies. */
export async function newCandidateSession(baseUrl: string): Promise<Cookie[]> {
  return signIn(baseUrl, await createCandidateAccount(baseUrl));
}

/**
 * A new candidate account signed in through the API and in this browser context: its session
 * cookies. Its résumé is complete, ready to apply, unless `resume` is `asSignedUp` (the names and
 * the e-mail only).
 */
export async function signedInCandidate(
  context: BrowserContext,
  baseUrl: string,
  { resume = 'complete' }: { resume?: 'complete' | 'asSignedUp' } = {},
): Promise<Cookie[]> {
  const cookies = await newCandidateSession(baseUrl);
  if (resume === 'complete') await completeResumeOf(baseUrl, cookies);
  await addSessionCookies(context, baseUrl, cookies);
  return cookies;
}

/** Fills the sign-up page as a person does (names, e-mail, password, both consents) and sends it. */
export async function submitSignUp(
  page: Page,
  account: Pick<E2eAccount, 'email' | 'password' | 'firstName' | 'lastName'>,
): Promise<void> {
  await page.getByLabel('Nombre').fill(account.firstName);
  await page.getByLabel('Apellidos').fill(account.lastName);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByLabel('Acepto los términos y condiciones de Camello.').check();
  await page.getByLabel(/Autorizo a Camello a tratar mis datos personales/).check();
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
}

/**
 * On the page the e-mail's confirmation link opens, with JavaScript: confirms the address, then
 * follows the page's link to the sign-in page, ready to fill.
 */
export async function confirmEmailThenGoToSignIn(page: Page): Promise<void> {
  await hydrated(page);
  await page.getByRole('button', { name: 'Confirmar mi correo' }).click();
  await shown(page.getByRole('heading', { level: 1, name: 'Tu correo quedó confirmado' }));
  await page.getByRole('link', { name: 'Ingresar', exact: true }).last().click();
  await page.waitForURL((url) => url.pathname === '/ingresar');
  await hydrated(page);
}
