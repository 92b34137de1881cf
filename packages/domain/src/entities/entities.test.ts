import { describe, expect, it } from 'vitest';
import { searchResponseSchema } from '../contracts/index.ts';
import {
  appliedFiltersSchema,
  authStateSchema,
  candidateProfileSchema,
  filterDefinitionSchema,
  filterOptionSchema,
  type JobCard,
  jobCardSchema,
  menuOptionSchema,
  skillSchema,
} from './index.ts';

const card: JobCard = {
  id: 'b2f1c7e0-0000-4000-8000-000000000001',
  title: 'Auxiliar contable',
  companyName: 'Ferretería El Tornillo',
  companySlug: 'ferreteria-el-tornillo',
  companyLogo: null,
  cities: ['Bogotá', 'Medellín'],
  others: 0,
  salary: '$ 2.500.000 - $ 3.000.000',
  experience: '1 año de experiencia',
  educationLevel: 'Técnico o tecnólogo',
  contractType: 'Tiempo completo',
  formatPublishDate: 'Hace 3 días',
  publishedAt: '2025-03-10T14:00:00.000Z',
  urgent: false,
  jobSlug: 'auxiliar-contable-bogota',
  dynamicUrl: '/empleos',
};

describe('jobCardSchema', () => {
  it('accepts the contract shape', () => {
    expect(jobCardSchema.parse(card)).toEqual(card);
  });

  it('accepts publish instants with an offset', () => {
    expect(jobCardSchema.safeParse({ ...card, publishedAt: '2025-03-10T09:00:00-05:00' }).success).toBe(true);
  });

  it('rejects more than five cities', () => {
    const cities = ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Cartagena', 'Pereira'];
    expect(jobCardSchema.safeParse({ ...card, cities }).success).toBe(false);
  });

  it('rejects a negative count of other cities and a publish date that is not ISO', () => {
    expect(jobCardSchema.safeParse({ ...card, others: -1 }).success).toBe(false);
    expect(jobCardSchema.safeParse({ ...card, publishedAt: '10/03/2025' }).success).toBe(false);
  });
});

describe('searchResponseSchema', () => {
  it('keys counters by filter field', () => {
    const response = {
      rows: [card],
      totalRows: 1,
      totalHits: 1,
      counters: { city: [{ id: '11001', label: 'Bogotá', total: 1, isApplied: false }] },
    };
    expect(searchResponseSchema.parse(response)).toEqual(response);
    expect(searchResponseSchema.safeParse({ ...response, counters: { city: [{ id: '1' }] } }).success).toBe(
      false,
    );
  });
});

describe('filterOptionSchema', () => {
  const base = { id: 'salary-1', label: 'Hasta $ 2.000.000', total: 4, field: 'salary', multiple: false };

  it('requires from and to on RANGE options', () => {
    expect(filterOptionSchema.safeParse({ ...base, type: 'RANGE', isApplied: false }).success).toBe(false);
    const range = filterOptionSchema.parse({
      ...base,
      type: 'RANGE',
      isApplied: false,
      from: null,
      to: 2000000,
    });
    expect(range).toMatchObject({ from: null, to: 2000000 });
  });

  it('accepts other types without bounds', () => {
    expect(filterOptionSchema.safeParse({ ...base, type: 'EQUAL', isApplied: true }).success).toBe(true);
    expect(filterOptionSchema.safeParse({ ...base, type: 'BETWEEN', isApplied: true }).success).toBe(false);
  });
});

describe('filterDefinitionSchema', () => {
  it('nests a dependent child filter', () => {
    const child = {
      label: 'Ciudad',
      field: 'city',
      repository: 'cities',
      filtersApplied: [],
      params: {},
      searchPlaceholder: 'Busca una ciudad',
      switchText: '',
      renderType: 'SEARCH',
    };
    const parent = { ...child, label: 'Departamento', field: 'department', child };
    expect(filterDefinitionSchema.parse(parent).child?.field).toBe('city');
    expect(
      filterDefinitionSchema.safeParse({ ...parent, child: { ...child, renderType: 'LIST' } }).success,
    ).toBe(false);
  });
});

describe('appliedFiltersSchema', () => {
  it('accepts value filters and range filters', () => {
    const applied = {
      filters: [
        { field: 'city', type: 'EQUAL', values: ['11001'] },
        { field: 'salary', type: 'RANGE', from: 1000000, to: null },
      ],
      q: 'contador',
      paginator: { pageSize: 10, page: 1 },
      order: { field: 'publishedAt', direction: 'DESC' },
      device: 'desktop',
    };
    expect(appliedFiltersSchema.parse(applied)).toEqual(applied);
  });

  it('rejects page 0 and a value filter without values', () => {
    const applied = {
      filters: [],
      q: '',
      paginator: { pageSize: 10, page: 0 },
      order: { field: 'publishedAt', direction: 'DESC' },
      device: 'mobile',
    };
    expect(appliedFiltersSchema.safeParse(applied).success).toBe(false);
    const emptyValues = {
      ...applied,
      paginator: { pageSize: 10, page: 1 },
      filters: [{ field: 'city', type: 'EQUAL', values: [] }],
    };
    expect(appliedFiltersSchema.safeParse(emptyValues).success).toBe(false);
  });
});

describe('skillSchema', () => {
  it('keeps the score between 1 and 4', () => {
    expect(skillSchema.safeParse({ id: '1', name: 'Excel', score: 1 }).success).toBe(true);
    expect(skillSchema.safeParse({ id: '1', name: 'Excel', score: 4 }).success).toBe(true);
    expect(skillSchema.safeParse({ id: '1', name: 'Excel', score: 0 }).success).toBe(false);
    expect(skillSchema.safeParse({ id: '1', name: 'Excel', score: 5 }).success).toBe(false);
  });
});

describe('menuOptionSchema', () => {
  it('uses the shared query string unless told otherwise and nests sections', () => {
    const option = menuOptionSchema.parse({
      title: 'Configuración',
      data: [{ title: 'General', options: [{ title: 'Marcas', data: '/settings/brands' }] }],
    });
    expect(option.useQueryString).toBe(true);
    expect(Array.isArray(option.data) && option.data[0]?.options[0]?.useQueryString).toBe(true);
  });
});

describe('authStateSchema', () => {
  it('never pairs a user with a failed session', () => {
    expect(authStateSchema.safeParse({ isAuthenticated: false, user: null }).success).toBe(true);
    expect(authStateSchema.safeParse({ isAuthenticated: false, user: { id: 'u1' } }).success).toBe(false);
    expect(authStateSchema.safeParse({ isAuthenticated: true, user: null }).success).toBe(false);
  });
});

describe('candidateProfileSchema', () => {
  it('accepts a new profile with nothing filled in', () => {
    const empty = {
      firstName: null,
      lastName: null,
      email: null,
      cityBirthId: null,
      birthdate: null,
      phone: null,
      latitude: null,
      longitude: null,
      countryCode: null,
      cityId: null,
      sex: null,
      gender: null,
      titleOrProfession: null,
      salary: null,
      salaryFrequencyId: null,
      currencyPayId: null,
      identificationNumber: null,
      identificationType: null,
      civilStatus: null,
      address: null,
      country: null,
      studies: [],
      withoutStudies: false,
      experiences: [],
      withoutExperience: false,
    };
    expect(candidateProfileSchema.safeParse(empty).success).toBe(true);
    expect(candidateProfileSchema.safeParse({ ...empty, birthdate: '1990-02-30' }).success).toBe(false);
  });
});
