import { describe, expect, it } from 'vitest';
import type { JobDetail as JobDetailData } from '../../../shared/api/job-detail.server.ts';
import { jobCardFixture } from '../../../testing/job-card-fixture.ts';
import { renderUi } from '../../../testing/render.tsx';
import type { DetailAction } from '../detail-action.ts';
import { JobDetail } from './JobDetail.tsx';

function jobFixture(overrides: Partial<JobDetailData> = {}): JobDetailData {
  return {
    id: 'v-1001',
    slug: 'auxiliar-contable-v-1001',
    title: 'Auxiliar contable',
    h1: 'Auxiliar contable en Bogotá',
    card: jobCardFixture(),
    offerDetail: {
      offerDescription: '<p>Llevarás la <strong>contabilidad</strong> diaria.</p>',
      offerDetailsList: [
        { icon: 'salary', text: '$ 2.500.000 a $ 3.000.000' },
        { icon: 'contract', text: 'Término indefinido' },
      ],
      cities: ['Bogotá', 'Medellín'],
      isRemote: true,
      textRemote: 'Trabajo remoto',
      jobVideo: 'https://cdn.camello.example/videos/v-1001.mp4',
      isApplied: false,
      selectedJobId: 'v-1001',
    },
    skills: [{ id: '1', name: 'Excel', score: 3 }],
    fraudWarning: true,
    externalApplyUrl: null,
    company: {
      name: 'Ferretería El Tornillo',
      slug: 'ferreteria-el-tornillo',
      logoUrl: null,
      social: {
        facebook: 'https://facebook.com/eltornillo',
        instagram: null,
        linkedIn: 'javascript:alert(1)',
        youTube: null,
        tikTok: null,
        x: 'https://x.com/eltornillo',
      },
    },
    ...overrides,
  };
}

const APPLY_HREF = '/empleos/postular/cajero-v-1';

const render = (job: JobDetailData, headingLevel: 1 | 2 = 1, detailAction: DetailAction | null = null) =>
  renderUi(
    <JobDetail
      job={job}
      similarJobs={{ jobs: [], hasMore: false }}
      jobPath="/empleos/auxiliar-contable-v-1001"
      jobUrl="https://camello.example/empleos/auxiliar-contable-v-1001"
      applyHref={APPLY_HREF}
      detailAction={detailAction}
      listingBaseUrl="/empleos"
      searchHref="/empleos?q=Auxiliar%20contable"
      headingLevel={headingLevel}
    />,
  );

describe('JobDetail', () => {
  it('shows the header, offer details with cities and remote text, description HTML and skills', () => {
    const { screen, document } = render(jobFixture());
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Auxiliar contable en Bogotá',
    ]);
    const offer = screen.getByRole('region', { name: 'Detalles de la oferta' });
    expect([...offer.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '$ 2.500.000 a $ 3.000.000',
      'Término indefinido',
      'Ciudades: Bogotá, Medellín',
      'Trabajo remoto',
    ]);
    expect(screen.getByText('contabilidad').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'Nivel 3 de 4' })).toBeTruthy();
    // The video is not even requested until the visitor asks for it.
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ver el video de la vacante' })).toBeTruthy();
  });

  it('sends applicants to apply on the site (signing in first), or to the company site when it takes applications', () => {
    const inSite = render(jobFixture());
    const applyLinks = inSite.screen.getAllByRole('link', { name: 'Postularme' });
    // The header, the apply card and the mobile actions bar.
    expect(applyLinks.map((link) => link.getAttribute('href'))).toEqual([APPLY_HREF, APPLY_HREF, APPLY_HREF]);

    const external = render(jobFixture({ externalApplyUrl: 'https://empleos.eltornillo.co/1001' }));
    const link = external.screen.getAllByRole('link', { name: /Postularme en el sitio de la empresa/ })[0];
    expect(link?.getAttribute('href')).toBe('https://empleos.eltornillo.co/1001');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens the share menu when the link asks for it, and only the first one', () => {
    const menus = (action: DetailAction | null) =>
      [...render(jobFixture(), 2, action).document.querySelectorAll('details')].map((menu) => menu.open);
    expect(menus('share')).toEqual([true, false]);
    expect(menus('apply')).toEqual([false, false]);
    expect(menus(null)).toEqual([false, false]);
  });

  it('replaces the apply actions with a status once applied', () => {
    const { screen } = render(jobFixture({ offerDetail: { ...jobFixture().offerDetail, isApplied: true } }));
    expect(screen.queryByRole('link', { name: /Postularme/ })).toBeNull();
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === 'Ya te postulaste a esta vacante.'),
    ).toBe(true);
  });

  it('shows the fraud warning only when the vacancy asks for it, and only web links to the company networks', () => {
    const warned = render(jobFixture());
    expect(warned.screen.getByRole('complementary', { name: 'Cuida tus datos y tu plata' })).toBeTruthy();
    const socials = warned.screen.getByRole('list', { name: 'Redes sociales de Ferretería El Tornillo' });
    expect([...socials.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://facebook.com/eltornillo',
      'https://x.com/eltornillo',
    ]);
    const calm = render(jobFixture({ fraudWarning: false }));
    expect(calm.screen.queryByRole('complementary', { name: 'Cuida tus datos y tu plata' })).toBeNull();
  });

  it('inside a listing titles the vacancy as h2 and links its own page', () => {
    const { screen } = render(jobFixture(), 2);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Auxiliar contable en Bogotá' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir en una página' }).getAttribute('href')).toBe(
      '/empleos/auxiliar-contable-v-1001',
    );
  });

  it('keeps the visit parameters on its links to the company and to similar vacancies', () => {
    const similar = {
      id: 'v-7',
      title: 'Cajero',
      companyName: 'Ferretería El Tornillo',
      companyLogo: null,
      cities: ['Cali'],
      salary: '',
      experience: '',
      contractType: 'Término fijo',
      jobUrlSlug: 'cajero-v-7',
    };
    const { screen } = renderUi(
      <JobDetail
        job={jobFixture()}
        similarJobs={{ jobs: [similar], hasMore: false }}
        jobPath="/empresas/ferreteria-el-tornillo/auxiliar-contable-v-1001"
        jobUrl="https://camello.example/empresas/ferreteria-el-tornillo/auxiliar-contable-v-1001"
        applyHref={APPLY_HREF}
        listingBaseUrl="/empresas/ferreteria-el-tornillo"
        linkParams={[
          ['utm_source', 'boletin'],
          ['widgetType', 'iframe'],
        ]}
        searchHref="/empresas/ferreteria-el-tornillo"
        headingLevel={1}
      />,
    );
    expect(screen.getByRole('link', { name: /Cajero/ }).getAttribute('href')).toBe(
      '/empresas/ferreteria-el-tornillo/cajero-v-7?utm_source=boletin&widgetType=iframe',
    );
    expect(
      screen.getByRole('link', { name: /Ver las vacantes de Ferretería El Tornillo/ }).getAttribute('href'),
    ).toBe('/empresas/ferreteria-el-tornillo?utm_source=boletin&widgetType=iframe');
  });
});
