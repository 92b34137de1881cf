import type { MegaMenuCard } from '@camello/domain';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/index.ts';
import { renderUi } from '../../../testing/render.tsx';
import { MegaMenuGrid, type MegaMenuGridProps } from './MegaMenuGrid.tsx';

const card = (title: string, quotas: number): MegaMenuCard => ({
  title,
  url: `/trabajos/empleos-en-${title.toLowerCase()}`,
  logo: null,
  icon: null,
  quotas,
});

const props = (cards: MegaMenuCard[], letter: MegaMenuGridProps['letter'] = null): MegaMenuGridProps => ({
  tabs: [
    { label: 'Por ciudad', url: '/trabajos/empleos-por-ciudades', active: true },
    { label: 'Por sector', url: '/trabajos/empleos-por-sector-laboral', active: false },
  ],
  title: 'Empleos por ciudades',
  action: { label: 'Ver todos los empleos', url: '/empleos' },
  bottomAction: { label: 'Buscar entre todas las ofertas', url: '/empleos' },
  cards,
  letter,
  hrefForLetter: (next) =>
    next ? `/trabajos/empleos-por-ciudades?letra=${next}` : '/trabajos/empleos-por-ciudades',
});

describe('MegaMenuGrid', () => {
  it('shows at most 39 cards with openings in the Colombian format', () => {
    const cards = Array.from({ length: 45 }, (_, index) => card(`Ciudad${index}`, 1234 + index));
    const { screen } = renderUi(<MegaMenuGrid {...props(cards)} />);
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/trabajos/empleos-en-'));
    expect(links).toHaveLength(39);
    expect(links[0]?.textContent).toBe('Ciudad01.234 vacantes');
  });

  it('writes the openings in the page’s language', () => {
    const { screen } = renderUi(
      <I18nProvider locale="en-US">
        <MegaMenuGrid {...props([card('Cali', 1234)])} />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: /^Cali/ }).textContent).toBe('Cali1,234 openings');
  });

  it('offers every letter from A to Z with Ñ as a plain link, marking the current one', () => {
    const { screen } = renderUi(<MegaMenuGrid {...props([card('Neiva', 1)], 'N')} />);
    const alphabet = screen.getByRole('navigation', { name: 'Filtrar por letra' });
    expect(alphabet.querySelectorAll('a')).toHaveLength(28);
    const enie = screen.getByRole('link', { name: 'Empiezan por Ñ' });
    expect(enie.getAttribute('href')).toBe('/trabajos/empleos-por-ciudades?letra=Ñ');
    expect(screen.getByRole('link', { name: 'Empiezan por N' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Todas' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps only the cards of the chosen letter and says so when there are none', () => {
    const cards = [card('Medellín', 10), card('Neiva', 1), card('Ñuñoa', 1)];
    const filtered = renderUi(<MegaMenuGrid {...props(cards, 'Ñ')} />);
    expect(filtered.screen.getByRole('link', { name: /Ñuñoa/ })).toBeDefined();
    expect(filtered.screen.queryByRole('link', { name: /Neiva/ })).toBeNull();
    const empty = renderUi(<MegaMenuGrid {...props(cards, 'Z')} />);
    expect(empty.screen.getByText('No hay categorías con esta letra. Prueba con otra.')).toBeDefined();
  });

  it('marks the active tab and shows the title with its action links', () => {
    const { screen } = renderUi(<MegaMenuGrid {...props([card('Cali', 3)])} />);
    expect(screen.getByRole('link', { name: 'Por ciudad' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Por sector' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Empleos por ciudades' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Buscar entre todas las ofertas' }).getAttribute('href')).toBe(
      '/empleos',
    );
  });
});
