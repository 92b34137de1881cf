import type { Db } from '../driver/db.ts';
import type { SeededClassifications } from './classifications.ts';
import { type CompanyDraft, cityWeight, generateCompanies } from './company-generator.ts';
import { createOccupationPicker } from './occupation-demand.ts';
import type { SeededPlaces } from './places.ts';
import { createWeightedPicker, type Random } from './random.ts';
import { generateVacancy, type VacancyContext, type VacancyDraft } from './vacancy-generator.ts';

const batchSize = 1_000;

export type DemoDataOptions = {
  random: Random;
  now: Date;
  vacancies: number;
  places: SeededPlaces;
  classifications: SeededClassifications;
  /** Vacancy batches loaded at once, each through its own transaction of `db`. */
  connections: number;
};

/** Where a demo data load stands (see the demo_data_loads table). */
export type DemoDataState = 'absent' | 'complete' | 'interrupted';

export async function demoDataState(db: Db): Promise<DemoDataState> {
  const { rows } = await db.query<{ finished: boolean | null; companies: boolean }>(
    `SELECT (SELECT finished_at IS NOT NULL FROM demo_data_loads) AS finished,
            EXISTS (SELECT 1 FROM companies) AS companies`,
  );
  const row = rows[0];
  if (row?.finished === false) return 'interrupted';
  // Companies without a load record were seeded before loads were recorded, or created by hand.
  return row?.finished === true || row?.companies ? 'complete' : 'absent';
}

/**
 * Empties what an interrupted load wrote, and what refers to it: the companies table was empty
 * when that load began, so every company and vacancy is its own.
 */
export async function discardInterruptedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('TRUNCATE vacancies, referral_settings, companies CASCADE');
    await tx.query('DELETE FROM demo_data_loads');
  });
}

/**
 * Fictitious companies and their vacancies, loaded in batches with COPY. The companies and the
 * load record are committed first, each batch of vacancies then in a transaction of its own,
 * `connections` at a time, and the load is marked finished at the end.
 */
export async function insertDemoData(db: Db, options: DemoDataOptions): Promise<{ companies: number }> {
  const { random, places, classifications } = options;
  const companies = generateCompanies({
    random,
    sectors: classifications.sectors,
    cities: places.cities,
    count: { co: 330, mx: 12, us: 6 },
  });
  await db.transaction(async (tx) => {
    await insertCompanies(tx, companies, places.countryIds);
    await insertReferralSettings(tx, random, companies);
    await tx.query('INSERT INTO demo_data_loads (vacancies) VALUES ($1)', [options.vacancies]);
  });

  const byCountry = (iso2: string) => places.cities.filter((city) => city.countryIso2 === iso2);
  const cityPicker = (iso2: string) => {
    const cities = byCountry(iso2);
    return createWeightedPicker(cities, cities.map(cityWeight));
  };
  // A few employers publish most vacancies; holding companies publish through their brands.
  const hiringWeights = companies.map((_company, index) =>
    companies.some((other) => other.parentIndex === index)
      ? 0
      : random.weighted([1, 2, 4, 8, 20], [50, 25, 15, 7, 3]),
  );
  const context: VacancyContext = {
    random,
    now: options.now,
    pickCompany: createWeightedPicker(companies, hiringWeights),
    pickCity: { co: cityPicker('co'), mx: cityPicker('mx'), us: cityPicker('us') },
    cityById: new Map(places.cities.map((city) => [city.id, city])),
    occupations: createOccupationPicker(classifications.occupations),
    classifications,
    publicIds: new Set(),
  };
  // Batches are generated one after the other (the same seed gives the same vacancies), each
  // while the batches before it are being loaded.
  let remaining = options.vacancies;
  let generating: Promise<VacancyDraft[]> = Promise.resolve([]);
  const nextBatch = (): Promise<VacancyDraft[]> => {
    const count = Math.min(batchSize, remaining);
    remaining -= count;
    generating = generating.then(() => generateBatch(context, count));
    return generating;
  };
  const loader = async () => {
    for (let batch = await nextBatch(); batch.length > 0; batch = await nextBatch()) {
      await db.transaction((tx) => insertVacancies(tx, batch));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.connections) }, loader));
  await db.query('UPDATE demo_data_loads SET finished_at = now()');
  return { companies: companies.length };
}

const generationSlice = 100;

/** `count` vacancies, generated in slices that let pending COPYs go on between them. */
async function generateBatch(context: VacancyContext, count: number): Promise<VacancyDraft[]> {
  const batch: VacancyDraft[] = [];
  while (batch.length < count) {
    await new Promise((resolve) => setImmediate(resolve));
    const slice = Math.min(generationSlice, count - batch.length);
    for (let index = 0; index < slice; index++) batch.push(generateVacancy(context));
  }
  return batch;
}

async function insertCompanies(
  db: Db,
  companies: CompanyDraft[],
  countryIds: Map<string, number>,
): Promise<void> {
  const column = <T>(pick: (company: CompanyDraft) => T) => companies.map(pick);
  await db.query(
    `INSERT INTO companies (id, slug, name, parent_company_id, country_id, sector_id, description, logo_url,
       primary_color, secondary_color, website_url, facebook_url, instagram_url, linkedin_url, youtube_url,
       tiktok_url, x_url, job_site_kind)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::int[], $6::int[], $7::text[],
       $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[],
       $16::text[], $17::text[], $18::smallint[])`,
    [
      column((company) => company.id),
      column((company) => company.slug),
      column((company) => company.name),
      column((company) => (company.parentIndex === null ? null : companies[company.parentIndex]?.id)),
      column((company) => countryIds.get(company.countryIso2)),
      column((company) => company.sectorId),
      column((company) => company.description),
      column((company) => company.logoUrl),
      column((company) => company.primaryColor),
      column((company) => company.secondaryColor),
      column((company) => company.websiteUrl),
      column((company) => company.facebookUrl),
      column((company) => company.instagramUrl),
      column((company) => company.linkedinUrl),
      column((company) => company.youtubeUrl),
      column((company) => company.tiktokUrl),
      column((company) => company.xUrl),
      column((company) => company.jobSiteKind),
    ],
  );
  // Arrays of arrays do not pass through unnest(), so frame ancestors go in one by one (a handful).
  for (const company of companies.filter((candidate) => candidate.frameAncestors.length > 0)) {
    await db.query('UPDATE companies SET frame_ancestors = $2::text[] WHERE id = $1', [
      company.id,
      company.frameAncestors,
    ]);
  }
}

async function insertReferralSettings(db: Db, random: Random, companies: CompanyDraft[]): Promise<void> {
  const referring = random.sample(
    companies.filter((company) => company.countryIso2 === 'co'),
    20,
  );
  await db.query(
    `INSERT INTO referral_settings (company_id, title, intro_html)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[])`,
    [
      referring.map((company) => company.id),
      referring.map((company) => `Refiere talento a ${company.name}`),
      referring.map(
        () =>
          '<p>¿Conoces a alguien ideal para nuestro equipo? Compártenos sus datos y su hoja de vida; ' +
          'si es contratado, te contamos.</p>',
      ),
    ],
  );
}

/** Vacancy columns in COPY order; `updated_at` starts at publication, as an edit would set it. */
const VACANCY_COLUMNS = [
  'id',
  'public_id',
  'slug',
  'company_id',
  'occupation_id',
  'title',
  'h1',
  'description_html',
  'status',
  'number_of_quotas',
  'salary_min',
  'salary_max',
  'salary_to_agree',
  'salary_frequency',
  'currency',
  'employment_type',
  'education_level',
  'experience_months',
  'is_remote',
  'remote_text',
  'urgent',
  'fraud_warning',
  'external_apply_url',
  'published_at',
  'valid_through',
  'created_at',
  'updated_at',
];

/** A batch of vacancies and their cities, sectors and skills, loaded with COPY (not row by row). */
async function insertVacancies(db: Db, vacancies: VacancyDraft[]): Promise<void> {
  await db.copyFrom(
    'vacancies',
    VACANCY_COLUMNS,
    vacancies.map((v) => [
      v.id,
      v.publicId,
      v.slug,
      v.companyId,
      v.occupationId,
      v.title,
      v.h1,
      v.descriptionHtml,
      v.status,
      v.numberOfQuotas,
      v.salaryMin,
      v.salaryMax,
      v.salaryToAgree,
      v.salaryFrequency,
      v.currency,
      v.employmentType,
      v.educationLevel,
      v.experienceMonths,
      v.isRemote,
      v.remoteText,
      v.urgent,
      v.fraudWarning,
      v.externalApplyUrl,
      v.publishedAt,
      v.validThrough,
      v.createdAt,
      v.publishedAt ?? v.createdAt,
    ]),
  );
  await db.copyFrom(
    'vacancy_cities',
    ['vacancy_id', 'city_id', 'position'],
    vacancies.flatMap((v) => v.cityIds.map((cityId, position) => [v.id, cityId, position])),
  );
  await db.copyFrom(
    'vacancy_sectors',
    ['vacancy_id', 'sector_id'],
    vacancies.flatMap((v) => v.sectorIds.map((sectorId) => [v.id, sectorId])),
  );
  await db.copyFrom(
    'vacancy_skills',
    ['vacancy_id', 'skill_id', 'score'],
    vacancies.flatMap((v) => v.skills.map((skill) => [v.id, skill.skillId, skill.score])),
  );
  const questionRows = vacancies.flatMap((v) =>
    v.questions.map(
      (question, position) => [v.id, position, question.type, question.question, question.options] as const,
    ),
  );
  if (questionRows.length === 0) return;
  // Options are text[] per row: passed as JSON, since unnest() cannot return arrays of arrays.
  await db.query(
    `INSERT INTO vacancy_questions (vacancy_id, position, type, question, options)
     SELECT vacancy_id, position, type, question, ARRAY(SELECT jsonb_array_elements_text(options))
     FROM unnest($1::uuid[], $2::smallint[], $3::text[], $4::text[], $5::jsonb[])
       AS t(vacancy_id, position, type, question, options)`,
    [
      questionRows.map((row) => row[0]),
      questionRows.map((row) => row[1]),
      questionRows.map((row) => row[2]),
      questionRows.map((row) => row[3]),
      questionRows.map((row) => JSON.stringify(row[4])),
    ],
  );
}
