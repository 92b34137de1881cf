import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize-description.ts';

// The shared XSS corpus sits beside the repository, like the seed's reference data.
const payloadFile = new URL('../../../../../shared/security/xss-payloads.txt', import.meta.url);
const payloads = readFileSync(payloadFile, 'utf8')
  .split('\n')
  .filter((line) => line !== '');

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
    expect(sanitizeDescription(description)).toBe(description.replace('<br>', '<br />'));
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

  it('unwraps links to relative, protocol-relative or script addresses, keeping their text', () => {
    for (const href of ['/empleos', '//evil.example', 'javascript:alert(1)', 'ftp://files.example', '']) {
      expect(sanitizeDescription(`<a href="${href}">enlace</a>`)).toBe('enlace');
    }
    expect(sanitizeDescription('<a>sin destino</a>')).toBe('sin destino');
  });
});
