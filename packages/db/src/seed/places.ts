import { slugify } from '@camello/domain';
import type { Db } from '../driver/db.ts';
import type { ReferenceFiles } from './reference-files.ts';

type CountrySeed = { iso2: string; name: string; language: string; currency: string; phoneCode: string };

/** The countries of the spec's region list; Colombia, Mexico and the United States are active. */
const countries: readonly (CountrySeed & { active: boolean })[] = [
  { iso2: 'co', name: 'Colombia', language: 'es-CO', currency: 'COP', phoneCode: '57', active: true },
  { iso2: 'mx', name: 'México', language: 'es-MX', currency: 'MXN', phoneCode: '52', active: true },
  { iso2: 'us', name: 'Estados Unidos', language: 'en-US', currency: 'USD', phoneCode: '1', active: true },
  { iso2: 'ar', name: 'Argentina', language: 'es-AR', currency: 'ARS', phoneCode: '54', active: false },
  { iso2: 'br', name: 'Brasil', language: 'pt-BR', currency: 'BRL', phoneCode: '55', active: false },
  { iso2: 'cl', name: 'Chile', language: 'es-CL', currency: 'CLP', phoneCode: '56', active: false },
  { iso2: 'cr', name: 'Costa Rica', language: 'es-CR', currency: 'CRC', phoneCode: '506', active: false },
  {
    iso2: 'do',
    name: 'República Dominicana',
    language: 'es-DO',
    currency: 'DOP',
    phoneCode: '1',
    active: false,
  },
  { iso2: 'ec', name: 'Ecuador', language: 'es-EC', currency: 'USD', phoneCode: '593', active: false },
  { iso2: 'ni', name: 'Nicaragua', language: 'es-NI', currency: 'NIO', phoneCode: '505', active: false },
  { iso2: 'pa', name: 'Panamá', language: 'es-PA', currency: 'USD', phoneCode: '507', active: false },
  { iso2: 'sv', name: 'El Salvador', language: 'es-SV', currency: 'USD', phoneCode: '503', active: false },
];

/**
 * DIVIPOLA codes of Colombian municipalities from the most populous down (DANE census 2018 and
 * its projections, rounded order). The rank weights where seeded vacancies are.
 */
export const colombianCitiesByPopulation: readonly string[] = [
  '11001',
  '05001',
  '76001',
  '08001',
  '13001',
  '54001',
  '25754',
  '08758',
  '68001',
  '05088',
  '50001',
  '73001',
  '47001',
  '20001',
  '23001',
  '66001',
  '17001',
  '52001',
  '41001',
  '76520',
  '19001',
  '76109',
  '68276',
  '63001',
  '70001',
  '05360',
  '44001',
  '05266',
  '52835',
  '66170',
  '76834',
  '68081',
  '44847',
  '44430',
  '68307',
  '18001',
  '68547',
  '85001',
  '25269',
  '05045',
  '25290',
  '08433',
  '76364',
  '25899',
  '76147',
  '25175',
  '25473',
  '15001',
  '05615',
  '15759',
  '15238',
  '05837',
  '27001',
  '25430',
  '13430',
  '25307',
  '23417',
  '47189',
  '05154',
  '23660',
  '76111',
  '25286',
  '76892',
  '08638',
  '20011',
  '23162',
  '54498',
  '41551',
  '52356',
  '19698',
  '54874',
  '05129',
  '05380',
  '05212',
  '05631',
  '73268',
  '81001',
  '05172',
  '23466',
  '86568',
  '88001',
  '50313',
  '63130',
  '76130',
  '25126',
  '23807',
  '47288',
  '47555',
  '13244',
  '13836',
  '13052',
  '08078',
  '08573',
  '08296',
  '54405',
  '50006',
  '95001',
  '86001',
  '91001',
  '17380',
  '15176',
  '41298',
  '05490',
  '23189',
  '23555',
  '20013',
  '81794',
  '81736',
  '18753',
  '17174',
  '05440',
  '05376',
  '25817',
  '68679',
];

/** The names people use for cities whose official DIVIPOLA name is longer. */
const colombianDisplayNames: Readonly<Record<string, string>> = {
  '11001': 'Bogotá',
  '76001': 'Cali',
  '54001': 'Cúcuta',
  '13001': 'Cartagena',
  '52835': 'Tumaco',
  '76111': 'Buga',
  '73443': 'Mariquita',
  '25843': 'Ubaté',
  '13468': 'Mompox',
};

const colombianDepartmentNames: Readonly<Record<string, string>> = {
  '11': 'Bogotá, D.C.',
  '88': 'San Andrés y Providencia',
};

// Áreas no municipalizadas: DIVIPOLA codes, but not municipalities (see the data README).
const nonMunicipalizedAreas = new Set(
  '91263 91405 91407 91430 91460 91530 91536 91669 91798 94883 94884 94885 94886 94887 94888 97511 97777 97889'.split(
    ' ',
  ),
);

type ForeignState = { code: string; name: string };
type ForeignCity = { state: string; name: string; latitude: number; longitude: number };

const foreignPlaces: Readonly<Record<'mx' | 'us', { states: ForeignState[]; cities: ForeignCity[] }>> = {
  mx: {
    states: [
      { code: 'CMX', name: 'Ciudad de México' },
      { code: 'JAL', name: 'Jalisco' },
      { code: 'NLE', name: 'Nuevo León' },
      { code: 'PUE', name: 'Puebla' },
      { code: 'BCN', name: 'Baja California' },
      { code: 'GUA', name: 'Guanajuato' },
      { code: 'QUE', name: 'Querétaro' },
      { code: 'YUC', name: 'Yucatán' },
    ],
    cities: [
      { state: 'CMX', name: 'Ciudad de México', latitude: 19.432608, longitude: -99.133209 },
      { state: 'JAL', name: 'Guadalajara', latitude: 20.659699, longitude: -103.349609 },
      { state: 'NLE', name: 'Monterrey', latitude: 25.686614, longitude: -100.316113 },
      { state: 'PUE', name: 'Puebla', latitude: 19.04144, longitude: -98.206273 },
      { state: 'BCN', name: 'Tijuana', latitude: 32.514947, longitude: -117.038247 },
      { state: 'GUA', name: 'León', latitude: 21.125, longitude: -101.686 },
      { state: 'QUE', name: 'Querétaro', latitude: 20.588793, longitude: -100.389888 },
      { state: 'YUC', name: 'Mérida', latitude: 20.96737, longitude: -89.592586 },
    ],
  },
  us: {
    states: [
      { code: 'NY', name: 'Nueva York' },
      { code: 'CA', name: 'California' },
      { code: 'IL', name: 'Illinois' },
      { code: 'TX', name: 'Texas' },
      { code: 'FL', name: 'Florida' },
    ],
    cities: [
      { state: 'NY', name: 'Nueva York', latitude: 40.712776, longitude: -74.005974 },
      { state: 'CA', name: 'Los Ángeles', latitude: 34.052235, longitude: -118.243683 },
      { state: 'IL', name: 'Chicago', latitude: 41.878113, longitude: -87.629799 },
      { state: 'TX', name: 'Houston', latitude: 29.760427, longitude: -95.369804 },
      { state: 'FL', name: 'Miami', latitude: 25.761681, longitude: -80.191788 },
      { state: 'FL', name: 'Orlando', latitude: 28.538336, longitude: -81.379234 },
    ],
  },
};

export type SeededCity = {
  id: number;
  countryIso2: string;
  displayName: string;
  slug: string;
  populationRank: number | null;
};

export type SeededPlaces = { countryIds: Map<string, number>; cities: SeededCity[] };

type CityDraft = {
  countryIso2: string;
  departmentKey: string;
  daneCode: string | null;
  name: string;
  displayName: string;
  latitude: number;
  longitude: number;
  populationRank: number | null;
};

export async function insertPlaces(db: Db, files: ReferenceFiles): Promise<SeededPlaces> {
  const { rows: countryRows } = await db.query<{ id: number; iso2: string }>(
    `INSERT INTO countries (iso2, name, language, currency, phone_code, is_active)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[])
     RETURNING id, iso2`,
    [
      countries.map((country) => country.iso2),
      countries.map((country) => country.name),
      countries.map((country) => country.language),
      countries.map((country) => country.currency),
      countries.map((country) => country.phoneCode),
      countries.map((country) => country.active),
    ],
  );
  const countryIds = new Map(countryRows.map((row) => [row.iso2, row.id]));

  const departments = [
    ...files.departments.map((row) => ({
      countryIso2: 'co',
      code: row.department_code,
      name: row.department,
      slug: slugify(colombianDepartmentNames[row.department_code] ?? row.department),
    })),
    ...(['mx', 'us'] as const).flatMap((iso2) =>
      foreignPlaces[iso2].states.map((state) => ({
        countryIso2: iso2,
        code: state.code,
        name: state.name,
        slug: slugify(state.name),
      })),
    ),
  ];
  const { rows: departmentRows } = await db.query<{ id: number; country_id: number; code: string }>(
    `INSERT INTO departments (country_id, code, name, slug)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])
     RETURNING id, country_id, code`,
    [
      departments.map((department) => countryIds.get(department.countryIso2)),
      departments.map((department) => department.code),
      departments.map((department) => department.name),
      departments.map((department) => department.slug),
    ],
  );
  const countryIsoById = new Map(countryRows.map((row) => [row.id, row.iso2]));
  const departmentIds = new Map(
    departmentRows.map((row) => [`${countryIsoById.get(row.country_id)}:${row.code}`, row.id]),
  );
  const departmentSlugs = new Map(departments.map((d) => [`${d.countryIso2}:${d.code}`, d.slug]));

  const rankByCode = new Map(colombianCitiesByPopulation.map((code, index) => [code, index + 1]));
  const drafts: CityDraft[] = [
    ...files.municipalities
      .filter((row) => !nonMunicipalizedAreas.has(row.dane_code))
      .map((row) => ({
        countryIso2: 'co',
        departmentKey: `co:${row.department_code}`,
        daneCode: row.dane_code,
        name: row.municipality,
        displayName: colombianDisplayNames[row.dane_code] ?? row.municipality,
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
        populationRank: rankByCode.get(row.dane_code) ?? null,
      })),
    ...(['mx', 'us'] as const).flatMap((iso2) =>
      foreignPlaces[iso2].cities.map((city) => ({
        countryIso2: iso2,
        departmentKey: `${iso2}:${city.state}`,
        daneCode: null,
        name: city.name,
        displayName: city.name,
        latitude: city.latitude,
        longitude: city.longitude,
        populationRank: null,
      })),
    ),
  ];
  const slugs = citySlugs(drafts, departmentSlugs);
  const { rows: cityRows } = await db.query<{ id: number; slug: string; country_id: number }>(
    `INSERT INTO cities (country_id, department_id, dane_code, name, display_name, slug, latitude, longitude,
       population_rank)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::float8[], $8::float8[], $9::int[])
     RETURNING id, slug, country_id`,
    [
      drafts.map((city) => countryIds.get(city.countryIso2)),
      drafts.map((city) => departmentIds.get(city.departmentKey)),
      drafts.map((city) => city.daneCode),
      drafts.map((city) => city.name),
      drafts.map((city) => city.displayName),
      slugs,
      drafts.map((city) => city.latitude),
      drafts.map((city) => city.longitude),
      drafts.map((city) => city.populationRank),
    ],
  );

  await db.query(
    `UPDATE departments d SET capital_city_id = c.id
     FROM cities c
     WHERE c.dane_code = ($2::text[])[array_position($1::text[], d.code)] AND d.country_id = $3`,
    [
      files.departments.map((row) => row.department_code),
      files.departments.map((row) => row.capital_dane_code),
      countryIds.get('co'),
    ],
  );

  const idBySlug = new Map(cityRows.map((row) => [`${row.country_id}:${row.slug}`, row.id]));
  const cities = drafts.map((draft, index) => {
    const slug = slugs[index] as string;
    return {
      id: idBySlug.get(`${countryIds.get(draft.countryIso2)}:${slug}`) as number,
      countryIso2: draft.countryIso2,
      displayName: draft.displayName,
      slug,
      populationRank: draft.populationRank,
    };
  });
  return { countryIds, cities };
}

/**
 * Slugs unique within a country. Many municipalities share a name ("La Unión" in five departments):
 * the most populous keeps the plain slug, the others take their department's slug as a suffix.
 */
function citySlugs(drafts: CityDraft[], departmentSlugs: Map<string, string>): string[] {
  const groups = new Map<string, number[]>();
  drafts.forEach((draft, index) => {
    const key = `${draft.countryIso2}:${slugify(draft.displayName)}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const slugs: string[] = drafts.map((draft) => slugify(draft.displayName));
  for (const indexes of groups.values()) {
    if (indexes.length < 2) continue;
    const ranked = indexes.filter((index) => drafts[index]?.populationRank != null);
    const keeper = ranked.sort(
      (a, b) => (drafts[a]?.populationRank ?? 0) - (drafts[b]?.populationRank ?? 0),
    )[0];
    for (const index of indexes) {
      if (index === keeper) continue;
      const draft = drafts[index] as CityDraft;
      slugs[index] = `${slugify(draft.displayName)}-${departmentSlugs.get(draft.departmentKey)}`;
    }
  }
  return slugs;
}
