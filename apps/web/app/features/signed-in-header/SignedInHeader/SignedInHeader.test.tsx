import type { SessionPerson } from '@camello/domain/contracts';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render.tsx';
import { SignedInHeader } from './SignedInHeader.tsx';

const candidate: SessionPerson = {
  id: 'c1',
  role: 'candidate',
  email: 'laura@example.com',
  name: 'Laura Gómez',
  title: null,
  avatarUrl: null,
};

/** The header on a page of a data router, as the site renders it (its search bar is a router form). */
const renderHeader = (user: SessionPerson, applicationsCount: number, term = '') =>
  renderRoutes(
    [
      {
        path: '/',
        element: <SignedInHeader user={user} applicationsCount={applicationsCount} term={term} />,
      },
    ],
    '/',
  );

describe('SignedInHeader', () => {
  it('gives a candidate the search bar and the tabs Empleos, Procesos with the count, and Hoja de vida', async () => {
    const { screen } = await renderHeader(candidate, 4, 'enfermera');
    expect(screen.getByRole('searchbox').getAttribute('value')).toBe('enfermera');
    const tabs = screen.getByRole('navigation', { name: 'Tu cuenta' });
    expect([...tabs.querySelectorAll('a')].map((tab) => [tab.getAttribute('href'), tab.textContent])).toEqual(
      [
        ['/empleos', 'Empleos'],
        ['/procesos', 'Procesos4 (4 postulaciones)'],
        ['/hoja-de-vida', 'Hoja de vida'],
      ],
    );
    expect(screen.getByText('Menú de tu cuenta')).toBeTruthy();
  });

  it('gives an analyst the analyst area instead of the candidate tabs', async () => {
    const { screen } = await renderHeader({ ...candidate, role: 'analyst' }, 0);
    const tabs = screen.getByRole('navigation', { name: 'Tu cuenta' });
    expect([...tabs.querySelectorAll('a')].map((tab) => tab.getAttribute('href'))).toEqual([
      '/empleos',
      '/analista',
    ]);
  });
});
