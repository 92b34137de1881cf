import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render.tsx';
import { HelpCenter } from './HelpCenter.tsx';
import { siteTexts } from './site-texts.server.ts';

describe('HelpCenter', () => {
  it('asks the questions of candidates, then of companies, each a disclosure that works without JavaScript', () => {
    const { screen, document } = renderUi(<HelpCenter texts={siteTexts('es-CO', 'help')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeTruthy();
    const sections = Array.from(document.querySelectorAll('section'));
    expect(sections.map((section) => section.querySelector('h2')?.textContent)).toEqual([
      'Para candidatos',
      'Para empresas',
    ]);
    const summaries = Array.from(document.querySelectorAll('details > summary')).map(
      (each) => each.textContent,
    );
    expect(summaries).toContain('¿Qué significa que el salario sea «a convenir»?');
    expect(summaries).toContain('¿Cómo reporto una vacante fraudulenta?');
    expect(summaries).toContain('¿Cómo publico las vacantes de mi empresa?');
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
  });

  it('links the pages that do what the answers say, and the contact address as a mailto link', () => {
    const { screen } = renderUi(<HelpCenter texts={siteTexts('es-CO', 'help')} />);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Crear mi cuenta')).toBe('/registro');
    expect(href('Recuperar mi contraseña')).toBe('/recuperar-clave');
    expect(href('Buscar empleos')).toBe('/empleos');
    expect(href('Leer la política de tratamiento de datos')).toBe('/politica-de-tratamiento-de-datos');
    expect(href('Ingresar como empresa')).toBe('/ingresar');
    for (const link of screen.getAllByRole('link', { name: 'contacto@camello.example' }))
      expect(link.getAttribute('href')).toBe('mailto:contacto@camello.example');
  });

  it('speaks English on an en-US page', () => {
    const { screen } = renderUi(<HelpCenter texts={siteTexts('en-US', 'help')} />, { locale: 'en-US' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help center' })).toBeTruthy();
    expect(screen.getByText('How do I report a fraudulent vacancy?')).toBeTruthy();
  });
});
