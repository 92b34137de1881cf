// @vitest-environment happy-dom
import type { SessionPerson } from '@camello/domain/contracts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountUi } from '../../../testing/mount.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { UserMenu } from './UserMenu.tsx';

const candidate: SessionPerson = {
  id: 'c1',
  role: 'candidate',
  email: 'laura@example.com',
  name: 'Laura Gómez',
  title: 'Enfermera jefe',
  avatarUrl: null,
};

function openMenu() {
  const { screen } = mountUi(<UserMenu user={candidate} />);
  const toggle = screen.getByText('Menú de tu cuenta').closest('summary');
  const menu = toggle?.closest('details');
  if (!toggle || !menu) throw new Error('the user menu is not a <details> with its <summary>');
  act(() => {
    menu.open = true;
    toggle.focus();
  });
  return { screen, menu, toggle };
}

describe('UserMenu', () => {
  it("shows the person's name, e-mail and title, their menu items and sign-out as a form POST", () => {
    const { screen, document } = renderUi(<UserMenu user={candidate} />);
    for (const text of ['Laura Gómez', 'laura@example.com', 'Enfermera jefe'])
      expect(screen.getByText(text)).toBeTruthy();
    const items = screen.getByRole('list', { name: 'Opciones de tu cuenta' });
    expect([...items.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/procesos',
      '/hoja-de-vida',
      '/empleos-guardados',
      '/sugeridos',
      '/empleos',
      '/aplicaciones-conectadas',
      '/mi-cuenta/datos',
    ]);
    const signOut = document.querySelector('form');
    expect(signOut?.getAttribute('method')).toBe('post');
    expect(signOut?.getAttribute('action')).toBe('/salir');
    expect(signOut?.querySelector('button[type="submit"]')?.textContent).toBe('Cerrar sesión');
  });

  it('leads an analyst to the analyst area, and names an account without a profile by its e-mail', () => {
    const { screen } = renderUi(
      <UserMenu user={{ ...candidate, role: 'analyst', name: null, title: null, avatarUrl: '/a.png' }} />,
    );
    expect(screen.getByRole('link', { name: 'Área de empresas' }).getAttribute('href')).toBe('/analista');
    expect(screen.queryByRole('link', { name: 'Mis procesos' })).toBeNull();
    expect(screen.getAllByText('laura@example.com')).toHaveLength(1);
  });

  it('closes on Escape and gives the focus back to its toggle', () => {
    const { menu, toggle } = openMenu();
    const firstLink = menu.querySelector('a');
    act(() => firstLink?.focus());
    act(() => {
      firstLink?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when the focus leaves it, and stays open while it moves inside', () => {
    const { menu } = openMenu();
    act(() => menu.querySelector('a')?.focus());
    expect(menu.open).toBe(true);
    const outside = document.createElement('button');
    document.body.append(outside);
    act(() => outside.focus());
    expect(menu.open).toBe(false);
    outside.remove();
  });
});
