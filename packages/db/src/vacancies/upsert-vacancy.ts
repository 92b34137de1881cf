import { slugify } from '@camello/domain';
import type { Db } from '../driver/db.ts';
import { sanitizeDescription } from './sanitize-description.ts';
import { skillIdsByName } from './skill-catalogue.ts';
import type { VacancyInput } from './vacancy-input.ts';
import { VacancyInputError } from './vacancy-input-error.ts';

export type UpsertVacancyOptions = {
  /** The clock for the publication date of a vacancy published without one; the current time by default. */
  now?: Date;
};

export type UpsertVacancyResult = {
  id: string;
  publicId: string;
  slug: string;
  /** True when the vacancy was created, false when an existing one was updated. */
  inserted: boolean;
};

/**
 * Creates or replaces the vacancy of a company identified by its external id, with its cities,
 * sectors, skills and questions, in one transaction. A new vacancy gets its public id and a readable
 * slug ("auxiliar-contable-en-medellin-k3x9p2m7qa"); an updated one keeps both, so its URL never changes.
 */
export function upsertVacancy(
  db: Db,
  input: VacancyInput,
  options: UpsertVacancyOptions = {},
): Promise<UpsertVacancyResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const cityIds = [...new Set(input.cityIds)];
    const mainCity = await readMainCity(tx, cityIds[0]);
    const { rows: existing } = await tx.query<{ published_at: Date | null }>(
      'SELECT published_at FROM vacancies WHERE company_id = $1 AND external_id = $2 FOR UPDATE',
      [input.companyId, input.externalId],
    );
    const publishedAt =
      input.publishedAt ?? existing[0]?.published_at ?? (input.status === 'draft' ? null : now);
    if (input.validThrough && publishedAt && input.validThrough <= publishedAt) {
      throw new VacancyInputError(
        `la fecha de vencimiento (validThrough) debe ser posterior a la de publicación (${publishedAt.toISOString()})`,
      );
    }
    const slugBase = [slugify(input.title, 60), 'en', mainCity.slug].filter((part) => part !== '').join('-');
    const { rows } = await tx.query<{ id: string; public_id: string; slug: string; inserted: boolean }>(
      `WITH generated AS (SELECT camello_public_id() AS public_id)
       INSERT INTO vacancies (public_id, slug, company_id, external_id, occupation_id, title, h1, description_html,
         status, number_of_quotas, salary_min, salary_max, salary_to_agree, salary_frequency, currency,
         employment_type, education_level, experience_months, is_remote, remote_text, urgent, video_url,
         external_apply_url, published_at, valid_through, is_confidential)
       VALUES ((SELECT public_id FROM generated), $1::text || '-' || (SELECT public_id FROM generated), $2, $3, $4,
         $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25)
       ON CONFLICT (company_id, external_id) DO UPDATE SET
         occupation_id = EXCLUDED.occupation_id, title = EXCLUDED.title, h1 = EXCLUDED.h1,
         description_html = EXCLUDED.description_html, status = EXCLUDED.status,
         number_of_quotas = EXCLUDED.number_of_quotas, salary_min = EXCLUDED.salary_min,
         salary_max = EXCLUDED.salary_max, salary_to_agree = EXCLUDED.salary_to_agree,
         salary_frequency = EXCLUDED.salary_frequency, currency = EXCLUDED.currency,
         employment_type = EXCLUDED.employment_type, education_level = EXCLUDED.education_level,
         experience_months = EXCLUDED.experience_months, is_remote = EXCLUDED.is_remote,
         remote_text = EXCLUDED.remote_text, urgent = EXCLUDED.urgent, video_url = EXCLUDED.video_url,
         external_apply_url = EXCLUDED.external_apply_url, published_at = EXCLUDED.published_at,
         valid_through = EXCLUDED.valid_through, is_confidential = EXCLUDED.is_confidential
       -- xmax is 0 only on a row version this statement inserted.
       RETURNING id, public_id, slug, (xmax = 0) AS inserted`,
      [
        slugBase,
        input.companyId,
        input.externalId,
        input.occupationId,
        input.title,
        `${input.title} en ${mainCity.displayName}`,
        sanitizeDescription(input.descriptionHtml),
        input.status,
        input.numberOfQuotas,
        input.salaryMin,
        input.salaryMax,
        input.salaryToAgree,
        input.salaryFrequency,
        input.currency,
        input.employmentType,
        input.educationLevel,
        input.experienceMonths,
        input.isRemote,
        input.remoteText,
        input.urgent,
        input.videoUrl,
        input.externalApplyUrl,
        publishedAt?.toISOString() ?? null,
        input.validThrough?.toISOString() ?? null,
        input.isConfidential,
      ],
    );
    const vacancy = rows[0];
    if (!vacancy) throw new Error('The vacancy upsert returned no row');
    await replaceRelations(tx, vacancy.id, { ...input, cityIds });
    return { id: vacancy.id, publicId: vacancy.public_id, slug: vacancy.slug, inserted: vacancy.inserted };
  });
}

async function readMainCity(
  db: Db,
  cityId: number | undefined,
): Promise<{ slug: string; displayName: string }> {
  if (cityId === undefined) throw new VacancyInputError('la vacante necesita al menos una ciudad');
  const { rows } = await db.query<{ slug: string; display_name: string }>(
    'SELECT slug, display_name FROM cities WHERE id = $1',
    [cityId],
  );
  const city = rows[0];
  if (!city) throw new VacancyInputError(`la ciudad con id ${cityId} no existe`);
  return { slug: city.slug, displayName: city.display_name };
}

async function replaceRelations(db: Db, vacancyId: string, input: VacancyInput): Promise<void> {
  await db.query('DELETE FROM vacancy_cities WHERE vacancy_id = $1', [vacancyId]);
  await db.query(
    `INSERT INTO vacancy_cities (vacancy_id, city_id, position)
     SELECT $1::uuid, city_id, position - 1 FROM unnest($2::int[]) WITH ORDINALITY AS t(city_id, position)`,
    [vacancyId, input.cityIds],
  );

  await db.query('DELETE FROM vacancy_sectors WHERE vacancy_id = $1', [vacancyId]);
  await db.query(
    'INSERT INTO vacancy_sectors (vacancy_id, sector_id) SELECT DISTINCT $1::uuid, unnest($2::int[])',
    [vacancyId, input.sectorIds],
  );

  // Two spellings of one skill ("Excel", "excel") land on one row: the first score wins.
  const skillIds = await skillIdsByName(
    db,
    input.skills.map((skill) => skill.name),
  );
  const scoreBySkillId = new Map<number, number>();
  for (const [index, skillId] of skillIds.entries()) {
    const score = input.skills[index]?.score;
    if (score !== undefined && !scoreBySkillId.has(skillId)) scoreBySkillId.set(skillId, score);
  }
  await db.query('DELETE FROM vacancy_skills WHERE vacancy_id = $1', [vacancyId]);
  await db.query(
    `INSERT INTO vacancy_skills (vacancy_id, skill_id, score)
     SELECT $1::uuid, skill_id, score FROM unnest($2::int[], $3::smallint[]) AS t(skill_id, score)`,
    [vacancyId, [...scoreBySkillId.keys()], [...scoreBySkillId.values()]],
  );

  // Options are text[] per question: passed as JSON, since unnest() cannot return arrays of arrays.
  const questions = `SELECT position - 1 AS position, type, question,
      ARRAY(SELECT jsonb_array_elements_text(options)) AS options, is_required
    FROM unnest($2::text[], $3::text[], $4::jsonb[], $5::boolean[])
      WITH ORDINALITY AS t(type, question, options, is_required, position)`;
  const questionParams = [
    vacancyId,
    input.questions.map((question) => question.type),
    input.questions.map((question) => question.question),
    input.questions.map((question) => JSON.stringify(question.options)),
    input.questions.map((question) => question.required ?? true),
  ];
  // A question the feed sends again unchanged stays, and with it the answers candidates gave it.
  await db.query(
    `DELETE FROM vacancy_questions q WHERE q.vacancy_id = $1 AND NOT EXISTS (
       SELECT 1 FROM (${questions}) t
        WHERE t.position = q.position AND t.type = q.type AND t.question = q.question AND t.options = q.options
          AND t.is_required = q.is_required)`,
    questionParams,
  );
  await db.query(
    `INSERT INTO vacancy_questions (vacancy_id, position, type, question, options, is_required)
     SELECT $1::uuid, position, type, question, options, is_required FROM (${questions}) t
     ON CONFLICT (vacancy_id, position) DO NOTHING`,
    questionParams,
  );
}
