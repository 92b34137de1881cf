import type { Page } from 'playwright-core';

/**
 * Everything in a document that could run code it should not: inline `on*` handlers, script URLs,
 * scripts whose text the response's CSP does not name by its SHA-256 (or that load a file), JSON-LD
 * blocks that no longer parse (something broke out of them) and elements no page of ours renders.
 * Runs inside the browser: self-contained.
 */
async function findExecutableMarkup({
  html,
  hashes,
}: {
  html: string | null;
  hashes: readonly string[];
}): Promise<string[]> {
  const target = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const problems: string[] = [];
  const describe = (element: Element) => element.outerHTML.slice(0, 160);
  const urlAttributes = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'poster',
    'background',
    'srcdoc',
  ]);
  const scriptUrl = /^(javascript|vbscript|livescript):|^data:(text\/html|image\/svg|application\/x?html)/;

  for (const element of Array.from(target.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore control characters and spaces inside URL schemes (`java\tscript:`).
      const value = Array.from(attribute.value)
        .filter((character) => character.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) problems.push(`inline handler ${name}: ${describe(element)}`);
      else if (name === 'srcdoc') problems.push(`srcdoc frame: ${describe(element)}`);
      else if (urlAttributes.has(name) && scriptUrl.test(value))
        problems.push(`script URL in ${name}: ${describe(element)}`);
      else if (name === 'style' && value.includes('javascript:'))
        problems.push(`script URL in a style: ${describe(element)}`);
    }
  }

  for (const script of Array.from(target.querySelectorAll('script'))) {
    if (script.type.toLowerCase() === 'application/ld+json') {
      try {
        JSON.parse(script.textContent ?? '');
      } catch {
        problems.push(`JSON-LD block that is no longer JSON: ${describe(script)}`);
      }
      continue;
    }
    if (script.hasAttribute('src')) {
      problems.push(`script loaded from a file: ${describe(script)}`);
      continue;
    }
    // As the browser checks an inline script against the policy: the SHA-256 of its UTF-8 text.
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script.textContent ?? ''));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    if (!hashes.includes(hash))
      problems.push(`script this response's policy does not name: ${describe(script)}`);
    if (script.hasAttribute('nonce'))
      problems.push(`script with a nonce, which no page needs: ${describe(script)}`);
  }

  const foreign = target.querySelectorAll(
    'iframe, frame, frameset, object, embed, applet, base, meta[http-equiv], marquee, math, template, plaintext, xmp, x, body style, link[href^="data:" i]',
  );
  for (const element of Array.from(foreign)) problems.push(`injected element: ${describe(element)}`);
  return problems;
}

/** Records dialogs and CSP violations from the moment a page of this context starts. */
export async function watchForScriptExecution(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}: ${event.sample}`,
      );
    });
  });
  return { dialogs };
}

/**
 * Problems in the server HTML and in the live DOM of the loaded page, plus the CSP violations the
 * browser reported (each one is code that tried to run).
 */
export async function executableMarkupProblems(
  page: Page,
  serverHtml: string,
  hashes: readonly string[],
): Promise<string[]> {
  const inServerHtml = await page.evaluate(findExecutableMarkup, { html: serverHtml, hashes });
  const inLiveDom = await page.evaluate(findExecutableMarkup, { html: null, hashes });
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  return [
    ...inServerHtml.map((problem) => `server HTML: ${problem}`),
    ...inLiveDom.map((problem) => `live page: ${problem}`),
    ...violations.map((violation) => `CSP violation: ${violation}`),
  ];
}

/**
 * The SHA-256 digests of the inline scripts a response's Content-Security-Policy lets run (its
 * `script-src 'sha256-…'` sources); a rendered page has some, so none is an error.
 */
export function cspScriptHashesOf(contentSecurityPolicy: string | undefined): string[] {
  const scriptSources =
    (contentSecurityPolicy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'script-src')
      ?.slice(1) ?? [];
  const hashes = scriptSources.flatMap((source) => /^'sha256-([A-Za-z0-9+/]{43}=)'$/.exec(source)?.[1] ?? []);
  if (hashes.length === 0)
    throw new Error(`The response's CSP names no inline script: ${contentSecurityPolicy}`);
  return hashes;
}
