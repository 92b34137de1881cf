import { describe, expect, it } from 'vitest';
import type { JobDetail } from '../../../shared/api/job-detail.server.ts';
import { jobCardFixture } from '../../../testing/job-card-fixture.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { readListingState } from '../../search/index.ts';
import type { OpenJobData } from '../job-detail-data.server.ts';
import { ListingDetailPanel } from './ListingDetailPanel.tsx';

const job: JobDetail = {
  id: 'v-1',
  slug: 'cajero-v-1',
  title: 'Cajero',
  h1: 'Cajero en Cali',
  card: jobCardFixture(),
  offerDetail: {
    offerDescription: '<p>Atenderás la caja.</p>',
    offerDetailsList: [],
    cities: ['Cali'],
    isRemote: false,
    textRemote: '',
    jobVideo: null,
    isApplied: false,
    selectedJobId: 'v-1',
  },
  skills: [],
  fraudWarning: false,
  externalApplyUrl: null,
  company: {
    name: 'Acme',
    slug: 'acme',
    logoUrl: null,
    social: { facebook: null, instagram: null, linkedIn: null, youTube: null, tikTok: null, x: null },
  },
};

const selected: OpenJobData = {
  status: 'open',
  job,
  similarJobs: { jobs: [], hasMore: false },
  similarJobsBaseUrl: '/empresas/acme',
  jobPath: '/empresas/acme/cajero-v-1',
  jobUrl: 'https://camello.example/empresas/acme/cajero-v-1',
  applyHref: '/ingresar?action=apply&forwardUrl=x',
  detailAction: null,
};

const render = (search: string) =>
  renderRoutes(
    [
      {
        path: '/empresas/acme',
        element: (
          <ListingDetailPanel
            selected={selected}
            state={readListingState(new URLSearchParams(search))}
            baseUrl="/empresas/acme"
          />
        ),
      },
    ],
    `/empresas/acme?${search}`,
  );

describe('ListingDetailPanel', () => {
  it('shows the vacancy in the panel, with links that keep the visit and the listing', async () => {
    const { screen } = await render('q=caja&jobSlug=cajero-v-1&utm_source=boletin&widgetType=iframe');
    const panel = screen.getByRole('dialog', { name: 'Detalle de la vacante' });
    expect(panel.hasAttribute('data-selected')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Cajero en Cali' })).toBeTruthy();
    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href(/Volver a los resultados/)).toBe(
      '/empresas/acme?q=caja&utm_source=boletin&widgetType=iframe',
    );
    expect(href(/Abrir en una página/)).toBe(
      '/empresas/acme/cajero-v-1?utm_source=boletin&widgetType=iframe',
    );
    expect(href(/Buscar otras vacantes/)).toBe(
      '/empresas/acme?q=Cajero&utm_source=boletin&widgetType=iframe',
    );
  });

  it('is no drawer when the URL names no vacancy', async () => {
    const { screen } = await render('q=caja');
    expect(screen.getByRole('dialog').hasAttribute('data-selected')).toBe(false);
  });
});
