import type { Db } from '@camello/db';
import { profileCompleteness } from '@camello/domain';
import {
  type CandidateResume,
  type CvContentType,
  type CvFile,
  currencyIdOf,
  type ResumeExperience,
  type ResumeStudy,
  salaryFrequencyIdOf,
} from '@camello/domain/contracts';

type CandidateRow = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  birthdate: string | null;
  cityBirthId: number | null;
  cityBirthName: string | null;
  phone: string | null;
  countryId: number | null;
  countryIso2: string | null;
  countryLanguage: string | null;
  phoneCode: string | null;
  cityId: number | null;
  cityName: string | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  sex: string | null;
  gender: string | null;
  civilStatus: string | null;
  identificationType: number | null;
  identificationNumber: string | null;
  titleOrProfession: string | null;
  salary: string | number | null;
  salaryFrequency: string | null;
  salaryCurrency: string | null;
  withoutStudies: boolean;
  withoutExperience: boolean;
};

/** The personal data a candidate writes; the ids are checked to exist by the database. */
type PersonalData = {
  firstName: string;
  lastName: string;
  birthdate: string | null;
  cityBirthId: number | null;
  phone: string | null;
  countryId: number | null;
  cityId: number | null;
  address: string | null;
  sex: string | null;
  gender: string | null;
  civilStatus: string | null;
  identificationType: number | null;
  identificationNumber: string | null;
  titleOrProfession: string | null;
};

type StudyData = {
  institute: string;
  title: string;
  profession: string;
  startDate: string;
  endDate: string | null;
  inProgress: boolean;
  countryId: number;
  studyType: number;
};

type ExperienceData = {
  company: string;
  position: string;
  description: string;
  startDate: string;
  endDate: string | null;
  atPresent: boolean;
  occupationId: number;
  level: number;
  cityId: number;
};

type SalaryData = { salary: number | null; frequency: string | null; currency: string | null };

type StoredCvFile = CvFile & { content: Buffer };

const CANDIDATE_SQL = `
  select c.id, u.email, c.first_name as "firstName", c.last_name as "lastName",
         c.birthdate::text as birthdate, c.city_birth_id as "cityBirthId", cb.display_name as "cityBirthName",
         c.phone, c.country_id as "countryId", co.iso2 as "countryIso2", co.language as "countryLanguage",
         co.phone_code as "phoneCode", c.city_id as "cityId", ci.display_name as "cityName",
         c.latitude, c.longitude, c.address, c.sex, c.gender, c.civil_status as "civilStatus",
         c.identification_type_id as "identificationType", c.identification_number as "identificationNumber",
         c.title_or_profession as "titleOrProfession", c.salary, c.salary_frequency as "salaryFrequency",
         c.salary_currency as "salaryCurrency", c.without_studies as "withoutStudies",
         c.without_experience as "withoutExperience"
    from candidates c
    join users u on u.id = c.user_id
    left join countries co on co.id = c.country_id
    left join cities ci on ci.id = c.city_id
    left join cities cb on cb.id = c.city_birth_id
   where c.user_id = $1 and u.disabled_at is null`;

const STUDIES_SQL = `
  select s.id, s.institute, s.title, s.profession, s.start_date::text as "startDate",
         s.end_date::text as "endDate", s.in_progress as "inProgress", s.country_id as "countryId",
         s.study_type_id as "studyType", t.name as "studyTypeName", co.name as "countryName"
    from studies s
    join study_types t on t.id = s.study_type_id
    join countries co on co.id = s.country_id
   where s.candidate_id = $1
   order by s.in_progress desc, coalesce(s.end_date, s.start_date) desc, s.created_at, s.id`;

const EXPERIENCES_SQL = `
  select e.id, e.company, e.position, coalesce(e.description, '') as description,
         e.start_date::text as "startDate", e.end_date::text as "endDate", e.at_present as "atPresent",
         e.occupation_id as "occupationId", o.title as "occupationName", e.level_id as level,
         l.name as "levelName", e.city_id as "cityId", ci.display_name as "cityName"
    from experiences e
    join occupations o on o.id = e.occupation_id
    join position_levels l on l.id = e.level_id
    join cities ci on ci.id = e.city_id
   where e.candidate_id = $1
   order by e.at_present desc, coalesce(e.end_date, e.start_date) desc, e.created_at, e.id`;

/** A résumé entry's table and, for each column a candidate writes, the field of the entry it takes. */
type EntryColumns<Entry> = {
  table: 'studies' | 'experiences';
  columns: Readonly<Record<string, keyof Entry>>;
};

const STUDY_COLUMNS: EntryColumns<StudyData> = {
  table: 'studies',
  columns: {
    institute: 'institute',
    title: 'title',
    profession: 'profession',
    start_date: 'startDate',
    end_date: 'endDate',
    in_progress: 'inProgress',
    country_id: 'countryId',
    study_type_id: 'studyType',
  },
};

const EXPERIENCE_COLUMNS: EntryColumns<ExperienceData> = {
  table: 'experiences',
  columns: {
    company: 'company',
    position: 'position',
    description: 'description',
    start_date: 'startDate',
    end_date: 'endDate',
    at_present: 'atPresent',
    occupation_id: 'occupationId',
    level_id: 'level',
    city_id: 'cityId',
  },
};

/** The n-th parameter, cast where the column is a date (the entry holds it as `YYYY-MM-DD`). */
const parameter = (column: string, n: number) => (column.endsWith('_date') ? `$${n}::date` : `$${n}`);

/** Adds an entry to the candidate's résumé: its id. */
async function insertEntry<Entry>(
  tx: Db,
  { table, columns }: EntryColumns<Entry>,
  candidateId: string,
  entry: Entry,
): Promise<string> {
  const names = Object.keys(columns);
  const { rows } = await tx.query<{ id: string }>(
    `insert into ${table} (candidate_id, ${names.join(', ')})
     values ($1, ${names.map((column, index) => parameter(column, index + 2)).join(', ')}) returning id`,
    [candidateId, ...Object.values(columns).map((field) => entry[field])],
  );
  return rows[0]?.id ?? '';
}

/** Rewrites an entry of the candidate's résumé; false when it is not theirs. */
async function updateEntry<Entry>(
  tx: Db,
  { table, columns }: EntryColumns<Entry>,
  candidateId: string,
  entryId: string,
  entry: Entry,
): Promise<boolean> {
  const assignments = Object.keys(columns).map(
    (column, index) => `${column} = ${parameter(column, index + 3)}`,
  );
  const { rows } = await tx.query(
    `update ${table} set ${assignments.join(', ')} where id = $2 and candidate_id = $1 returning id`,
    [candidateId, entryId, ...Object.values(columns).map((field) => entry[field])],
  );
  return rows.length > 0;
}

/** Removes an entry of the candidate's résumé; false when it is not theirs. */
async function removeEntry(
  tx: Db,
  table: EntryColumns<unknown>['table'],
  candidateId: string,
  entryId: string,
): Promise<boolean> {
  const { rows } = await tx.query(`delete from ${table} where id = $2 and candidate_id = $1 returning id`, [
    candidateId,
    entryId,
  ]);
  return rows.length > 0;
}

const asNumber = (value: string | number | null) => (value === null ? null : Number(value));

export function resumesRepository(db: Db) {
  /** The CV file's description, without its bytes. */
  async function cvOf(candidateId: string, tx: Db = db): Promise<CvFile | null> {
    const { rows } = await tx.query<{
      fileName: string;
      contentType: CvContentType;
      sizeBytes: number;
      uploadedAt: Date;
    }>(
      `select file_name as "fileName", content_type as "contentType", size_bytes as "sizeBytes",
              uploaded_at as "uploadedAt"
         from candidate_cv_files where candidate_id = $1`,
      [candidateId],
    );
    const row = rows[0];
    return row ? { ...row, uploadedAt: new Date(row.uploadedAt).toISOString() } : null;
  }

  return {
    /** The candidate profile id of an account; undefined for an analyst or a disabled account. */
    async candidateIdOfUser(userId: string, tx: Db = db): Promise<string | undefined> {
      const { rows } = await tx.query<{ id: string }>(
        `select c.id from candidates c join users u on u.id = c.user_id
          where c.user_id = $1 and u.disabled_at is null`,
        [userId],
      );
      return rows[0]?.id;
    },

    /** The résumé of the candidate of this account, with its completeness at `now`. */
    async resumeOfUser(userId: string, now: Date, tx: Db = db): Promise<CandidateResume | undefined> {
      const { rows } = await tx.query<CandidateRow>(CANDIDATE_SQL, [userId]);
      const row = rows[0];
      if (!row) return undefined;
      const [studies, experiences, skills, cv] = await Promise.all([
        tx.query<ResumeStudy>(STUDIES_SQL, [row.id]),
        tx.query<ResumeExperience>(EXPERIENCES_SQL, [row.id]),
        tx.query<{ id: number; name: string; score: number }>(
          `select s.id, s.name, cs.score from candidate_skills cs join skills s on s.id = cs.skill_id
            where cs.candidate_id = $1 order by cs.score desc, s.name`,
          [row.id],
        ),
        cvOf(row.id, tx),
      ]);
      const profile = {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        cityBirthId: row.cityBirthId,
        birthdate: row.birthdate,
        phone: row.phone,
        latitude: row.latitude,
        longitude: row.longitude,
        countryCode: row.phoneCode === null ? null : `+${row.phoneCode}`,
        cityId: row.cityId,
        sex: row.sex,
        gender: row.gender,
        titleOrProfession: row.titleOrProfession,
        salary: asNumber(row.salary),
        salaryFrequencyId: salaryFrequencyIdOf(row.salaryFrequency),
        currencyPayId: currencyIdOf(row.salaryCurrency),
        identificationNumber: row.identificationNumber,
        identificationType: row.identificationType === null ? null : String(row.identificationType),
        civilStatus: row.civilStatus,
        address: row.address,
        country:
          row.countryIso2 === null || row.countryLanguage === null
            ? null
            : { language: row.countryLanguage, iso2: row.countryIso2 },
        studies: studies.rows,
        withoutStudies: row.withoutStudies,
        experiences: experiences.rows,
        withoutExperience: row.withoutExperience,
      };
      return {
        ...profile,
        id: row.id,
        countryId: row.countryId,
        cityName: row.cityName,
        cityBirthName: row.cityBirthName,
        skills: skills.rows.map((skill) => ({ ...skill, id: String(skill.id) })),
        cv,
        completeness: profileCompleteness(profile, now),
      };
    },

    /** Writes the personal data; latitude and longitude follow the city of residence. */
    async savePersonalData(candidateId: string, data: PersonalData, tx: Db = db): Promise<void> {
      await tx.query(
        `update candidates c set
           first_name = $2, last_name = $3, birthdate = $4::date, city_birth_id = $5, phone = $6,
           country_id = $7, city_id = $8, address = $9, sex = $10, gender = $11, civil_status = $12,
           identification_type_id = $13, identification_number = $14, title_or_profession = $15,
           latitude = (select latitude from cities where id = $8),
           longitude = (select longitude from cities where id = $8)
         where c.id = $1`,
        [
          candidateId,
          data.firstName,
          data.lastName,
          data.birthdate,
          data.cityBirthId,
          data.phone,
          data.countryId,
          data.cityId,
          data.address,
          data.sex,
          data.gender,
          data.civilStatus,
          data.identificationType,
          data.identificationNumber,
          data.titleOrProfession,
        ],
      );
    },

    async saveSalary(candidateId: string, data: SalaryData, tx: Db = db): Promise<void> {
      await tx.query(
        'update candidates set salary = $2, salary_frequency = $3, salary_currency = $4 where id = $1',
        [candidateId, data.salary, data.frequency, data.currency],
      );
    },

    async setWithoutStudies(candidateId: string, value: boolean, tx: Db = db): Promise<void> {
      await tx.query('update candidates set without_studies = $2 where id = $1', [candidateId, value]);
    },

    async setWithoutExperience(candidateId: string, value: boolean, tx: Db = db): Promise<void> {
      await tx.query('update candidates set without_experience = $2 where id = $1', [candidateId, value]);
    },

    /** Which of these ids exist, per catalogue, so a write can name the field that points nowhere. */
    async existing(
      ids: {
        cities?: number[];
        countries?: number[];
        documentTypes?: number[];
        studyTypes?: number[];
        positionLevels?: number[];
        occupations?: number[];
        skills?: number[];
      },
      tx: Db = db,
    ): Promise<Record<keyof typeof ids, Set<number>>> {
      const tables = {
        cities: 'cities',
        countries: 'countries',
        documentTypes: 'document_types',
        studyTypes: 'study_types',
        positionLevels: 'position_levels',
        occupations: 'occupations',
        skills: 'skills',
      } as const;
      const found = {} as Record<keyof typeof ids, Set<number>>;
      for (const [key, table] of Object.entries(tables) as [keyof typeof ids, string][]) {
        const wanted = ids[key] ?? [];
        if (wanted.length === 0) {
          found[key] = new Set();
          continue;
        }
        const { rows } = await tx.query<{ id: number }>(`select id from ${table} where id = any($1::int[])`, [
          wanted,
        ]);
        found[key] = new Set(rows.map((row) => row.id));
      }
      return found;
    },

    /** The country a document type belongs to. */
    async documentTypeCountry(documentTypeId: number, tx: Db = db): Promise<number | undefined> {
      const { rows } = await tx.query<{ countryId: number }>(
        'select country_id as "countryId" from document_types where id = $1',
        [documentTypeId],
      );
      return rows[0]?.countryId;
    },

    addStudy: (candidateId: string, study: StudyData, tx: Db = db): Promise<string> =>
      insertEntry(tx, STUDY_COLUMNS, candidateId, study),

    /** False when the study is not this candidate's. */
    updateStudy: (candidateId: string, studyId: string, study: StudyData, tx: Db = db): Promise<boolean> =>
      updateEntry(tx, STUDY_COLUMNS, candidateId, studyId, study),

    removeStudy: (candidateId: string, studyId: string, tx: Db = db): Promise<boolean> =>
      removeEntry(tx, 'studies', candidateId, studyId),

    addExperience: (candidateId: string, experience: ExperienceData, tx: Db = db): Promise<string> =>
      insertEntry(tx, EXPERIENCE_COLUMNS, candidateId, experience),

    updateExperience: (
      candidateId: string,
      experienceId: string,
      experience: ExperienceData,
      tx: Db = db,
    ): Promise<boolean> => updateEntry(tx, EXPERIENCE_COLUMNS, candidateId, experienceId, experience),

    removeExperience: (candidateId: string, experienceId: string, tx: Db = db): Promise<boolean> =>
      removeEntry(tx, 'experiences', candidateId, experienceId),

    /** Adds a skill of the catalogue or changes its score; a retry writes the same row. */
    async setSkill(candidateId: string, skillId: number, score: number, tx: Db = db): Promise<void> {
      await tx.query(
        `insert into candidate_skills (candidate_id, skill_id, score) values ($1, $2, $3)
         on conflict (candidate_id, skill_id) do update set score = excluded.score`,
        [candidateId, skillId, score],
      );
    },

    async removeSkill(candidateId: string, skillId: number, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        'delete from candidate_skills where candidate_id = $1 and skill_id = $2 returning skill_id',
        [candidateId, skillId],
      );
      return rows.length > 0;
    },

    cvOf,

    /** Stores the candidate's CV, replacing the one they had. */
    async saveCv(
      candidateId: string,
      file: { fileName: string; contentType: CvContentType; content: Buffer; sha256: string },
      tx: Db = db,
    ): Promise<void> {
      await tx.query(
        `insert into candidate_cv_files (candidate_id, file_name, content_type, size_bytes, sha256, content)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (candidate_id) do update set file_name = excluded.file_name,
           content_type = excluded.content_type, size_bytes = excluded.size_bytes,
           sha256 = excluded.sha256, content = excluded.content, uploaded_at = now()`,
        [candidateId, file.fileName, file.contentType, file.content.length, file.sha256, file.content],
      );
    },

    async removeCv(candidateId: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        'delete from candidate_cv_files where candidate_id = $1 returning candidate_id',
        [candidateId],
      );
      return rows.length > 0;
    },

    /**
     * A candidate's CV file with its bytes, for its owner's download and for the analysts of the
     * companies the candidate applied to (the caller checks who asks); undefined without one.
     */
    async cvFileOfCandidate(candidateId: string, tx: Db = db): Promise<StoredCvFile | undefined> {
      const { rows } = await tx.query<{
        fileName: string;
        contentType: CvContentType;
        sizeBytes: number;
        uploadedAt: Date;
        content: Uint8Array;
      }>(
        `select file_name as "fileName", content_type as "contentType", size_bytes as "sizeBytes",
                uploaded_at as "uploadedAt", content
           from candidate_cv_files where candidate_id = $1`,
        [candidateId],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        ...row,
        uploadedAt: new Date(row.uploadedAt).toISOString(),
        content: Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength),
      };
    },
  };
}
