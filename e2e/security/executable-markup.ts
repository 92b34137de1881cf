import type { Page } from 'playwright-core';

/**
 * Everything in a document that could run code it should not: inline `on*` handlers, script URLs,
 * scripts without the response's CSP nonce, JSON-LD blocks that no longer parse (something broke
 * out of them) and elements no page of ours renders. Runs inside the browser: self-contained.
 */
function findExecutableMarkup({ html, nonce }: { html: string | null; nonce: string }): string[] {
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
    const scriptNonce = script.nonce || script.getAttribute('nonce') || '';
    if (scriptNonce !== nonce) problems.push(`script without this response's nonce: ${describe(script)}`);
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
  nonce: string,
): Promise<string[]> {
  const inServerHtml = await page.evaluate(findExecutableMarkup, { html: serverHtml, nonce });
  const inLiveDom = await page.evaluate(findExecutableMarkup, { html: null, nonce });
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  return [
    ...inServerHtml.map((problem) => `server HTML: ${problem}`),
    ...inLiveDom.map((problem) => `live page: ${problem}`),
    ...violations.map((violation) => `CSP violation: ${violation}`),
  ];
}

/** The nonce of a response's Content-Security-Policy header. */
export function cspNonceOf(contentSecurityPolicy: string | undefined): string {
  const match = /'nonce-([^']+)'/.exec(contentSecurityPolicy ?? '');
  if (!match?.[1]) throw new Error(`The response has no CSP nonce: ${contentSecurityPolicy}`);
  return match[1];
}
