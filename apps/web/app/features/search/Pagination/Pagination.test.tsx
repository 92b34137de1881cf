import { paths } from '@camello/domain';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { Pagination } from './Pagination.tsx';

const hrefForPage = (page: number) => paths.jobs({ q: 'cocinero', page });

describe('Pagination', () => {
  it('renders nothing when the total is not larger than the page size', () => {
    const { screen } = renderUi(
      <Pagination page={1} pageSize={10} totalRows={10} hrefForPage={hrefForPage} />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links every page with the search kept and marks the current one', () => {
    const { screen } = renderUi(
      <Pagination page={2} pageSize={10} totalRows={35} hrefForPage={hrefForPage} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(nav).toBeTruthy();
    const current = screen.getByRole('link', { name: 'Página 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Página 1' }).getAttribute('href')).toBe('/empleos?q=cocinero');
    expect(screen.getByRole('link', { name: 'Página 4' }).getAttribute('href')).toBe(
      '/empleos?q=cocinero&paginator%5Bpage%5D=4',
    );
    expect(screen.getByRole('link', { name: 'Anterior' }).getAttribute('href')).toBe('/empleos?q=cocinero');
    expect(screen.getByRole('link', { name: 'Siguiente' }).getAttribute('href')).toBe(
      '/empleos?q=cocinero&paginator%5Bpage%5D=3',
    );
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const first = renderUi(
      <Pagination page={1} pageSize={10} totalRows={25} hrefForPage={hrefForPage} />,
    ).screen;
    expect(first.queryByRole('link', { name: 'Anterior' })).toBeNull();
    const last = renderUi(
      <Pagination page={3} pageSize={10} totalRows={25} hrefForPage={hrefForPage} />,
    ).screen;
    expect(last.queryByRole('link', { name: 'Siguiente' })).toBeNull();
  });
});
