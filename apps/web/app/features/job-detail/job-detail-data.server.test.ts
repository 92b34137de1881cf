import type { JobDetail } from '@camello/domain/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoadContext } from '../../shared/load-context.server.ts';
import { jobCardFixture } from '../../testing/job-card-fixture.ts';
import { type ListingData, readListingState } from '../search/index.ts';
import { loadListingPanel } from './job-detail-data.server.ts';

const SITE = 'acme';
const OWN = ['cajero-v-1', 'mesero-v-2'];

function detail(slug: string): JobDetail {
  return {
    id: `id-${slug}`,
    slug,
    title: slug,
    h1: slug,
    card: jobCardFixture({ jobSlug: slug }),
    offerDetail: {
      offerDescription: '<p>Vacante</p>',
      offerDetailsList: [],
      cities: [],
      isRemote: false,
      textRemote: '',
      jobVideo: null,
      isApplied: false,
      selectedJobId: `id-${slug}`,
    },
    skills: [],
    questionsCount: 0,
    numberOfQuotas: 1,
    validThrough: null,
    occupation: null,
    sectors: [],
    salaryRange: { min: null, max: null, currency: 'COP', frequency: 'MONTH', toAgree: true },
    fraudWarning: false,
    externalApplyUrl: null,
    company: {
      name: 'Acme',
      slug: SITE,
      logoUrl: null,
      websiteUrl: null,
      social: { facebook: null, instagram: null, linkedIn: null, youTube: null, tikTok: null, x: null },
    },
  };
}

/** The jobs API of one company job site: its own vacancies, and another site's one it does not show. */
function fakeApi(url: string): Response {
  const { pathname, searchParams } = new URL(url);
  if (pathname.includes('/suggested/')) return Response.json({ jobs: [], hasMore: false });
  const slug = pathname.split('/').pop() ?? '';
  const onSite = searchParams.get('companyShowSlug') === SITE;
  if (onSite && OWN.includes(slug)) return Response.json(detail(slug));
  return Response.json({ statusCode: 404, error: 'Not Found', message: 'No existe' }, { status: 404 });
}

let calls = 0;
/** A new API origin per call keeps the shared API answers of one test out of the next. */
async function panelOf(search: string) {
  vi.stubGlobal('fetch', (url: string) => Promise.resolve(fakeApi(url)));
  const request = new Request(`https://camello.example/empresas/${SITE}?${search}`);
  const listing: ListingData = {
    state: readListingState(new URLSearchParams(search)),
    rows: OWN.map((jobSlug) => jobCardFixture({ jobSlug, dynamicUrl: `/empresas/${SITE}` })),
    totalRows: 2,
    totalHits: 2,
    pageSize: 20,
    counters: {},
    filterDefinitions: [],
    orderFields: [],
    defaultOrder: { field: 'relevance', direction: 'DESC' },
    selectedJobSlug: readListingState(new URLSearchParams(search)).jobSlug ?? OWN[0] ?? null,
    optionSearchContext: [],
    suggestions: [],
    textPlaces: null,
    hiddenOptions: {},
  };
  calls += 1;
  return loadListingPanel(request, createLoadContext({ apiOrigin: `http://api-${calls}.test` }), listing, {
    baseUrl: `/empresas/${SITE}`,
    route: 'jobsByCompany',
    companyShowSlug: SITE,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadListingPanel', () => {
  it('opens the vacancy the URL names, with what the URL asks of it', async () => {
    const { listing, selected } = await panelOf(
      'jobSlug=mesero-v-2&detailAction=share&suggestedByMatcher=true&utm_source=boletin',
    );
    expect(listing.state.jobSlug).toBe('mesero-v-2');
    expect(selected?.job.slug).toBe('mesero-v-2');
    expect(selected?.jobPath).toBe('/empresas/acme/mesero-v-2');
    expect(selected?.detailAction).toBe('share');
    expect(selected?.applyHref).toBe(
      '/empleos/postular/mesero-v-2?utm_source=boletin&suggestedByMatcher=true',
    );
  });

  it('shows the first result when the URL names none', async () => {
    const { listing, selected } = await panelOf('utm_source=boletin');
    expect(listing.selectedJobSlug).toBe('cajero-v-1');
    expect(selected?.job.slug).toBe('cajero-v-1');
    expect(selected?.detailAction).toBeNull();
  });

  it("ignores another site's vacancy, as if the URL named none", async () => {
    const { listing, selected } = await panelOf(
      'jobSlug=otra-empresa-v-9&detailAction=apply&suggestedByMatcher=true&utm_source=boletin',
    );
    expect(listing.state.jobSlug).toBeNull();
    expect(listing.selectedJobSlug).toBe('cajero-v-1');
    expect(selected?.job.slug).toBe('cajero-v-1');
    expect(selected?.detailAction).toBeNull();
    expect(selected?.applyHref).toBe('/empleos/postular/cajero-v-1?utm_source=boletin');
  });
});
