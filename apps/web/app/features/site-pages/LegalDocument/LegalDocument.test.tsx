import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { siteTexts } from '../site-texts.server.ts';
import { LegalDocument } from './LegalDocument.tsx';

const policy = {
  title: 'Política de tratamiento de datos personales',
  contentHtml: '<h2>1. Responsable</h2><p>Camello.</p>',
  texts: siteTexts('es-CO', 'legal', { version: '3', date: '1 de marzo de 2026' }),
};

describe('LegalDocument', () => {
  it('shows the title, the version and its date, then the text as stored', () => {
    const { screen, document } = renderUi(<LegalDocument {...policy} />);
    expect(screen.getByRole('heading', { level: 1, name: policy.title })).toBeTruthy();
    expect(screen.getByText('Versión 3, vigente desde el 1 de marzo de 2026')).toBeTruthy();
    const text = document.querySelector('[lang="es-CO"]');
    expect(text?.innerHTML).toBe(policy.contentHtml);
    expect(screen.queryByText(/solo está disponible en español/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir al centro de ayuda' }).getAttribute('href')).toBe('/ayuda');
  });

  it('tells an English reader that the binding text is the Spanish one', () => {
    const texts = siteTexts('en-US', 'legal', { version: '3', date: 'March 1, 2026' });
    const { screen } = renderUi(<LegalDocument {...policy} texts={texts} />, { locale: 'en-US' });
    expect(screen.getByText('Version 3, in force since March 1, 2026')).toBeTruthy();
    expect(screen.getByText('This legal text is available in Spanish only.')).toBeTruthy();
  });
});
