import { type JobCard, jobCardSchema } from '@camello/domain';

/** A job card as the API sends it, checked against the domain schema so tests stay realistic. */
export function jobCardFixture(overrides: Partial<JobCard> = {}): JobCard {
  return jobCardSchema.parse({
    id: 'v-1001',
    title: 'Auxiliar contable',
    companyName: 'Ferretería El Tornillo',
    companySlug: 'ferreteria-el-tornillo',
    companyLogo: 'https://cdn.camello.example/logos/el-tornillo.png',
    cities: ['Bogotá', 'Medellín'],
    others: 0,
    salary: '$ 2.500.000 a $ 3.000.000',
    experience: '1 año',
    educationLevel: 'Técnico',
    contractType: 'Término indefinido',
    formatPublishDate: 'Hace 3 días',
    publishedAt: '2026-11-20T09:00:00-05:00',
    urgent: false,
    jobSlug: 'auxiliar-contable-v-1001',
    dynamicUrl: '/empleos',
    ...overrides,
  });
}
