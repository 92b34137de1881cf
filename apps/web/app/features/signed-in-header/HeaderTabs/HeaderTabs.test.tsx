import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { HeaderTabs } from './HeaderTabs.tsx';

const tabsWith = (value: number) =>
  renderUi(
    <HeaderTabs
      label="Tu cuenta"
      tabs={[
        { label: 'Empleos', url: '/empleos' },
        { label: 'Procesos', url: '/procesos', count: { value, label: `${value} postulaciones` } },
      ]}
    />,
    { path: '/procesos' },
  );

describe('HeaderTabs', () => {
  it('shows a count badge above 0, read out with what it counts', () => {
    const { screen, document } = tabsWith(3);
    const tab = screen.getByRole('link', { name: 'Procesos (3 postulaciones)' });
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(tab.querySelector('[aria-hidden="true"]')?.textContent).toBe('3');
    expect(document.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });

  it('hides the badge at 0', () => {
    const { screen, document } = tabsWith(0);
    expect(screen.getByRole('link', { name: 'Procesos' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Tu cuenta' }).textContent).toBe('EmpleosProcesos');
    expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
