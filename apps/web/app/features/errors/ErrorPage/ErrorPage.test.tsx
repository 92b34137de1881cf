import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { ErrorPage } from './ErrorPage.tsx';

describe('ErrorPage', () => {
  it.each([
    [404, 'No encontramos esta página'],
    [410, 'Esta página ya no está disponible'],
    [400, 'No pudimos atender tu solicitud'],
    [500, 'Algo salió mal'],
    [503, 'Algo salió mal'],
  ])('explains a %i in Spanish and leads back to the jobs', (status, title) => {
    const { screen } = renderUi(<ErrorPage status={status} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(`Error ${status}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver empleos' }).getAttribute('href')).toBe('/empleos');
  });
});
