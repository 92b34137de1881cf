import { EMPLOYMENT_TYPES } from '@camello/domain';
import { describe, expect, it } from 'vitest';
import { type JobPostingSource, jobPostingJsonLd } from './job-posting-json-ld.ts';
import { serializeJsonLd } from './json-ld.tsx';

const onSite: JobPostingSource = {
  publicId: 'k3x9p2',
  title: 'Auxiliar contable',
  descriptionHtml: '<p>Registra facturas y concilia cuentas.</p>',
  publishedAt: '2026-10-20T14:00:00.000Z',
  validThrough: '2026-12-20T14:00:00.000Z',
  employmentType: 'FIXED_TERM',
  isRemote: false,
  salary: { min: 1_800_000, max: 2_200_000, currency: 'COP', frequency: 'MONTH', toAgree: false },
  directApply: true,
  numberOfQuotas: 3,
  cities: [
    { name: 'Cali', region: 'Valle del Cauca', countryCode: 'CO' },
    { name: 'Palmira', region: 'Valle del Cauca', countryCode: 'CO' },
  ],
  company: {
    name: 'Lácteos del Valle S.A.S.',
    logoUrl: `/api/jobs/v1/public/logos/${'b'.repeat(64)}.webp`,
    websiteUrl: 'https://lacteos.example',
  },
};

const remoteToAgree: JobPostingSource = {
  ...onSite,
  publicId: 'r7m2q1',
  title: 'Desarrollador backend',
  employmentType: 'unknown',
  isRemote: true,
  validThrough: null,
  salary: { min: null, max: null, currency: 'COP', frequency: 'MONTH', toAgree: true },
  directApply: false,
  cities: [],
  company: { name: 'Nube Andina', logoUrl: null, websiteUrl: null },
};

/** What a crawler reads: the JSON-LD as serialized into the page, parsed back. */
const parsed = (job: JobPostingSource) =>
  JSON.parse(serializeJsonLd(jobPostingJsonLd(job, 'https://camello.example/empleos/x'))) as Record<
    string,
    unknown
  >;

describe('jobPostingJsonLd', () => {
  it('has every property Google requires for an on-site job', () => {
    const posting = parsed(onSite);
    expect(posting['@context']).toBe('https://schema.org');
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toBe('Auxiliar contable');
    expect(posting.description).toBe('<p>Registra facturas y concilia cuentas.</p>');
    expect(posting.datePosted).toBe('2026-10-20T14:00:00.000Z');
    expect(posting.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Lácteos del Valle S.A.S.',
      sameAs: 'https://lacteos.example',
      logo: `https://camello.example/api/jobs/v1/public/logos/${'b'.repeat(64)}.webp`,
    });
    expect(posting.jobLocation).toEqual([
      {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Cali',
          addressRegion: 'Valle del Cauca',
          addressCountry: 'CO',
        },
      },
      {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Palmira',
          addressRegion: 'Valle del Cauca',
          addressCountry: 'CO',
        },
      },
    ]);
    expect(posting.jobLocationType).toBeUndefined();
  });

  it('has the recommended properties: validThrough, employmentType, baseSalary in COP per month, identifier, directApply', () => {
    const posting = parsed(onSite);
    expect(posting.validThrough).toBe('2026-12-20T14:00:00.000Z');
    expect(posting.employmentType).toBe('TEMPORARY');
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'COP',
      value: { '@type': 'QuantitativeValue', minValue: 1_800_000, maxValue: 2_200_000, unitText: 'MONTH' },
    });
    expect(posting.identifier).toEqual({
      '@type': 'PropertyValue',
      name: 'Lácteos del Valle S.A.S.',
      value: 'k3x9p2',
    });
    expect(posting.directApply).toBe(true);
    expect(posting.url).toBe('https://camello.example/empleos/x');
  });

  it('marks a remote job TELECOMMUTE with the country applicants must live in', () => {
    const posting = parsed(remoteToAgree);
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'Colombia' }]);
    expect(posting.jobLocation).toBeUndefined();
    expect(posting.title).toBe('Desarrollador backend');
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Nube Andina' });
  });

  it('leaves out the salary "a convenir", an unknown contract type and a missing validity', () => {
    const posting = parsed(remoteToAgree);
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).not.toHaveProperty('employmentType');
    expect(posting).not.toHaveProperty('validThrough');
    expect(posting.directApply).toBe(false);
  });

  it('keeps the cities of a remote job that also names them, and their countries for applicants', () => {
    const posting = parsed({
      ...onSite,
      isRemote: true,
      cities: [{ name: 'Guadalajara', region: 'Jalisco', countryCode: 'MX' }],
    });
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'México' }]);
    expect(posting.jobLocation).toHaveLength(1);
  });

  it('states a single amount as a value with its unit', () => {
    const posting = parsed({
      ...onSite,
      salary: { min: 25_000, max: 25_000, currency: 'COP', frequency: 'HOUR', toAgree: false },
    });
    expect((posting.baseSalary as { value: unknown }).value).toEqual({
      '@type': 'QuantitativeValue',
      value: 25_000,
      unitText: 'HOUR',
    });
  });

  it('maps every stored contract type to a Google value', () => {
    const google = [
      'FULL_TIME',
      'PART_TIME',
      'CONTRACTOR',
      'TEMPORARY',
      'INTERN',
      'VOLUNTEER',
      'PER_DIEM',
      'OTHER',
    ];
    // Every type the domain stores but 'unknown', which leaves the property out (see above).
    for (const type of EMPLOYMENT_TYPES.filter((each) => each !== 'unknown')) {
      expect(google).toContain(parsed({ ...onSite, employmentType: type }).employmentType);
    }
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so a hostile title cannot close the script block, and parses back to the same text', () => {
    const hostile = '</script><script>alert(1)</script> & <!--';
    const text = serializeJsonLd({ '@type': 'JobPosting', title: hostile });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text).title).toBe(hostile);
  });

  it('escapes the line separators JavaScript parsers choke on', () => {
    const text = serializeJsonLd({ '@type': 'Thing', name: 'a\u2028b\u2029c' });
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text).name).toBe('a\u2028b\u2029c');
  });

  it('wraps several objects in one @graph', () => {
    const parsedGraph = JSON.parse(
      serializeJsonLd([{ '@type': 'Organization', name: 'A' }, { '@type': 'BreadcrumbList' }]),
    );
    expect(parsedGraph['@context']).toBe('https://schema.org');
    expect(parsedGraph['@graph'].map((item: { '@type': string }) => item['@type'])).toEqual([
      'Organization',
      'BreadcrumbList',
    ]);
  });
});
