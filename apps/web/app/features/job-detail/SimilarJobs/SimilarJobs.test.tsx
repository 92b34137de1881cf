import { type SimilarJob, similarJobSchema } from '@camello/domain';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { JobGone } from '../JobGone/JobGone.tsx';
import { SimilarJobs } from './SimilarJobs.tsx';

const job = (n: number, overrides: Partial<SimilarJob> = {}): SimilarJob =>
  similarJobSchema.parse({
    id: `v${n}`,
    title: `Cajero ${n}`,
    companyName: 'Almacenes Éxito',
    companyLogo: null,
    cities: ['Cali', 'Palmira', 'Buga'],
    salary: '$ 1.500.000',
    experience: '1 año',
    contractType: 'Término fijo',
    jobUrlSlug: `cajero-${n}-v${n}`,
    ...overrides,
  });

describe('SimilarJobs', () => {
  it('lists at most five with a bold title, contract type, salary and the first city plus a count', () => {
    const jobs = Array.from({ length: 6 }, (_, n) => job(n));
    const { screen } = renderUi(
      <SimilarJobs jobs={jobs} baseUrl="/empleos" searchHref="/empleos?q=cajero" />,
    );
    expect(screen.getByRole('heading', { name: 'Vacantes similares:' })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]?.querySelector('strong')?.textContent).toBe('Cajero 0');
    expect(items[0]?.textContent).toContain('Término fijo');
    expect(items[0]?.textContent).toContain('$ 1.500.000');
    expect(items[0]?.textContent).toContain('Cali y 2 más');
    expect(screen.getByRole('link', { name: 'Cajero 0' }).getAttribute('href')).toBe('/empleos/cajero-0-v0');
    expect(screen.getByRole('link', { name: 'Ver más vacantes similares' }).getAttribute('href')).toBe(
      '/empleos?q=cajero',
    );
  });

  it('shows the experience when there is no contract type, and no "see more" when all fit', () => {
    const { screen } = renderUi(
      <SimilarJobs
        jobs={[job(1, { contractType: '', cities: ['Cali'] })]}
        baseUrl="/empleos"
        searchHref="/x"
      />,
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('1 año');
    expect(item.textContent).not.toContain(' más');
    expect(screen.queryByRole('link', { name: 'Ver más vacantes similares' })).toBeNull();
  });

  it('is only a search link when there are none', () => {
    const { screen } = renderUi(<SimilarJobs jobs={[]} baseUrl="/empleos" searchHref="/empleos?q=cajero" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('link', { name: 'Buscar otras vacantes' }).getAttribute('href')).toBe(
      '/empleos?q=cajero',
    );
  });
});

describe('JobGone', () => {
  it('has one h1 and links the similar open vacancies with the expired-vacancy campaign', () => {
    const { screen } = renderUi(
      <JobGone similarJobs={{ jobs: [job(1)], hasMore: false }} baseUrl="/empleos" searchHref="/empleos" />,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Esta vacante ya no está disponible',
    ]);
    expect(screen.getByRole('link', { name: 'Cajero 1' }).getAttribute('href')).toBe(
      '/empleos/cajero-1-v1?utm_source=vacante-expirada&utm_medium=referral&utm_campaign=job-suggested',
    );
  });

  it('keeps widget mode on the similar links of a widget, besides the campaign', () => {
    const { screen } = renderUi(
      <JobGone
        similarJobs={{ jobs: [job(1)], hasMore: false }}
        baseUrl="/empresas/exito"
        searchHref="/empresas/exito?widgetType=iframe"
        linkParams={[['widgetType', 'iframe']]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Cajero 1' }).getAttribute('href')).toBe(
      '/empresas/exito/cajero-1-v1?widgetType=iframe&utm_source=vacante-expirada&utm_medium=referral&utm_campaign=job-suggested',
    );
  });
});
