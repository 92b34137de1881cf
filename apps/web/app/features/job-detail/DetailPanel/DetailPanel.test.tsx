import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { DetailPanel } from './DetailPanel.tsx';

const render = ({ loading = false, selected = false }) =>
  renderUi(
    <DetailPanel loading={loading} selected={selected} closeHref="/empleos?q=cajero">
      <h2>Cajero</h2>
    </DetailPanel>,
  );

describe('DetailPanel', () => {
  it('shows the vacancy in an open dialog that a plain link closes, so it works without JavaScript', () => {
    const { screen } = render({ selected: true });
    const panel = screen.getByRole('dialog', { name: 'Detalle de la vacante' });
    expect(panel.hasAttribute('open')).toBe(true);
    expect(panel.hasAttribute('data-selected')).toBe(true);
    expect(panel.hasAttribute('data-closing')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Cajero' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Volver a los resultados/ }).getAttribute('href')).toBe(
      '/empleos?q=cajero',
    );
  });

  it('is no drawer when the vacancy is only the first result, not a choice', () => {
    const { screen } = render({ selected: false });
    expect(screen.getByRole('dialog').hasAttribute('data-selected')).toBe(false);
  });

  it('shows the loading skeleton instead of the vacancy while it loads', () => {
    const { screen } = render({ loading: true, selected: true });
    expect(screen.getByRole('status', { name: 'Cargando la vacante' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Cajero' })).toBeNull();
  });
});
