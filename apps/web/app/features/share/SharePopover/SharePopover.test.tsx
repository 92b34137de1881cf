import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { SharePopover } from './SharePopover.tsx';

describe('SharePopover', () => {
  const url = 'https://camello.example/empleos/cajero-v-1';

  it('is a disclosure of links to every network, which work without JavaScript', () => {
    const { screen, document } = renderUi(<SharePopover url={url} title="Cajero" />);
    expect(document.querySelector('details summary')?.textContent).toBe('Compartir');
    const menu = screen.getByRole('list', { name: 'Compartir la vacante' });
    const links = [...menu.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['Facebook', 'WhatsApp', 'LinkedIn', 'X', 'SMS']);
    for (const link of links.slice(0, 4)) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('offers copying the link only once the page can use the clipboard, with a live region ready', () => {
    const { screen } = renderUi(<SharePopover url={url} title="Cajero" />);
    expect(screen.queryByRole('button', { name: 'Copiar enlace' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
