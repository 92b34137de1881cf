import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileHtmlSamples, readXssCorpus } from '../testing/hostile-html.ts';
import { htmlFragmentFaults } from '../testing/html-fragment.ts';
import { sanitizeDescription } from './sanitize-description.ts';

const payloads = readXssCorpus();

const allowedTag = /^<\/?(p|br|ul|ol|li|strong|em|b|i|h2|h3|h4)\s*\/?>$/;
const allowedLink = /^<a href="(https?|mailto):[^"<>]*" rel="nofollow noopener noreferrer" target="_blank">$/;

/** Every "<" of sanitized HTML must open an allowed tag: text keeps its "<" escaped as &lt;. */
function markupOf(html: string): string[] {
  return [...html.matchAll(/<[^>]*>?/g)].map((match) => match[0]);
}

function isSafeMarkup(tag: string): boolean {
  return allowedTag.test(tag) || allowedLink.test(tag) || tag === '</a>';
}

describe('sanitizeDescription', () => {
  it.each(payloads)('leaves no executable markup in %s', (payload) => {
    const html = sanitizeDescription(payload);
    for (const tag of markupOf(html)) expect(isSafeMarkup(tag), tag).toBe(true);
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(html).not.toMatch(/<[^>]*(javascript|vbscript|data):/i);
  });

  it('reads the benign last line back intact, with its ampersand escaped', () => {
    const benign = payloads.at(-1) as string;
    expect(benign).toBe('Ingeniero "Senior" & <b>Analista</b> — niño, señor, café ñandú');
    expect(sanitizeDescription(benign)).toBe(
      'Ingeniero "Senior" &amp; <b>Analista</b> — niño, señor, café ñandú',
    );
  });

  it.each(hostileHtmlSamples())('gives well-formed HTML that stays inside its container for %s', (sample) => {
    expect(htmlFragmentFaults(sanitizeDescription(sample))).toEqual([]);
  });

  it('is stable: sanitizing twice gives the same HTML', () => {
    for (const payload of payloads) {
      const once = sanitizeDescription(payload);
      expect(sanitizeDescription(once)).toBe(once);
    }
  });

  it('keeps the structure of a job description', () => {
    const description =
      '<h2>Funciones</h2><p>Registrar <strong>facturas</strong> y <em>conciliar</em> cuentas.</p>' +
      '<ul><li>Excel</li><li>SIIGO</li></ul><ol><li>Uno</li></ol><h3>Horario</h3><p>Lunes<br>a viernes</p>' +
      '<h4>Beneficios</h4><p><b>Bono</b> e <i>ingreso</i></p>';
    expect(sanitizeDescription(description)).toBe(description);
  });

  it('drops styles, classes, ids and event handlers but keeps the text', () => {
    expect(sanitizeDescription('<p style="color:red" class="x" id="y" onclick="alert(1)">Hola</p>')).toBe(
      '<p>Hola</p>',
    );
    expect(sanitizeDescription('<div><span>Texto</span> <table><tr><td>celda</td></tr></table></div>')).toBe(
      'Texto celda',
    );
  });

  it('maps h1, h5 and h6 into the allowed heading levels', () => {
    expect(sanitizeDescription('<h1>Cargo</h1><h5>Detalle</h5><h6>Nota</h6>')).toBe(
      '<h2>Cargo</h2><h4>Detalle</h4><h4>Nota</h4>',
    );
  });

  it('opens http, https and mailto links in a new tab without passing the referrer', () => {
    expect(
      sanitizeDescription('<a href="https://empresa.co/empleo?id=1&ref=x" target="_self" title="t">ver</a>'),
    ).toBe(
      '<a href="https://empresa.co/empleo?id=1&amp;ref=x" rel="nofollow noopener noreferrer" target="_blank">ver</a>',
    );
    expect(sanitizeDescription('<a href="mailto:talento@empresa.co">escríbenos</a>')).toBe(
      '<a href="mailto:talento@empresa.co" rel="nofollow noopener noreferrer" target="_blank">escríbenos</a>',
    );
  });

  it('keeps the link after an unwrapped one whole, so that it never swallows the rest of the page', () => {
    expect(sanitizeDescription('<a href="/x">a</a><a href="https://ok.example/">b</a><p>después</p>')).toBe(
      'a<a href="https://ok.example/" rel="nofollow noopener noreferrer" target="_blank">b</a><p>después</p>',
    );
  });

  it('writes nestings a browser would rearrange the way the browser builds them', () => {
    expect(sanitizeDescription('<a href="https://a.example/">x<a href="https://b.example/">y</a>z</a>')).toBe(
      '<a href="https://a.example/" rel="nofollow noopener noreferrer" target="_blank">x</a>' +
        '<a href="https://b.example/" rel="nofollow noopener noreferrer" target="_blank">y</a>z',
    );
    expect(sanitizeDescription('<p>uno<ul><li>dos</li></ul>tres</p>')).toBe(
      '<p>uno</p><ul><li>dos</li></ul>tres<p></p>',
    );
  });

  it('unwraps links to relative, protocol-relative or script addresses, keeping their text', () => {
    for (const href of ['/empleos', '//evil.example', 'javascript:alert(1)', 'ftp://files.example', '']) {
      expect(sanitizeDescription(`<a href="${href}">enlace</a>`)).toBe('enlace');
    }
    expect(sanitizeDescription('<a>sin destino</a>')).toBe('sin destino');
  });
});

describe('sanitizeDescription on generated markup', () => {
  const tagNames = [
    ...['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    ...['div', 'span', 'table', 'tr', 'td', 'pre', 'button', 'form', 'select', 'option', 'svg', 'math'],
    ...['script', 'style', 'textarea', 'title', 'noscript', 'template', 'iframe', 'img', 'font'],
  ];
  const hrefs = [
    'https://ok.example/',
    'mailto:talento@empresa.co',
    '/x',
    '//evil.example',
    'javascript:alert(1)',
    '',
    'https://a.example/?a=1&b="2"',
  ];
  const openTag = fc.oneof(
    fc.constantFrom(...tagNames).map((name) => `<${name}>`),
    fc.constantFrom(...hrefs).map((href) => `<a href="${href.replaceAll('"', '&quot;')}">`),
    fc.constant('<a>'),
  );
  const closeTag = fc.constantFrom(...tagNames, 'a').map((name) => `</${name}>`);
  const text = fc.constantFrom(
    'texto',
    'ñandú',
    ' ',
    '<',
    '>',
    '&',
    '"',
    "'",
    '&amp;',
    '&lt;',
    '\u00a0',
    '<!--',
    '-->',
    '</',
    '<a',
  );
  /** Tags opened and closed at random: unclosed, stray and misnested ones. */
  const brokenMarkup = fc
    .array(fc.oneof(openTag, closeTag, text), { maxLength: 40 })
    .map((parts) => parts.join(''));
  /** Properly nested trees of every tag, including nestings the HTML parser rearranges (a in a, p in p). */
  const { nestedMarkup } = fc.letrec<{ nestedMarkup: string }>((tie) => ({
    nestedMarkup: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text,
      fc
        .tuple(openTag, fc.array(tie('nestedMarkup'), { maxLength: 4 }))
        .map(([open, children]) => `${open}${children.join('')}</${/^<(\w+)/.exec(open)?.[1]}>`),
    ),
  }));
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

  it.each([
    ['broken', brokenMarkup],
    ['nested', nestedMarkup],
  ] as const)('gives well-formed, contained and stable HTML for %s markup', (_kind, markup) => {
    fc.assert(
      fc.property(markup, (input) => {
        const html = sanitizeDescription(input);
        expect(htmlFragmentFaults(html)).toEqual([]);
        expect(sanitizeDescription(html)).toBe(html);
      }),
      { numRuns: 1000, seed },
    );
  });
});
