import type { Db } from '@camello/db';
import { liveVacancySql } from '@camello/domain';
import type {
  AnalystReferral,
  ReferralSettings,
  ReferralSite,
  ReferralVacancy,
} from '@camello/domain/contracts';

export type NewReferral = {
  companyId: string;
  firstName: string;
  lastName: string;
  documentTypeId: number;
  identificationNumber: string;
  countryId: number;
  phone: string;
  email: string;
  cityBirthId: number | null;
  comments: string | null;
  vacancyPublicIds: readonly string[];
  upload: { fileName: string; mediaType: string; content: Uint8Array } | null;
};

const siteColumns = `c.slug AS "companySlug", c.name AS "companyName", c.logo_url AS "logoUrl", s.title`;

export function referralsRepository(db: Db) {
  return {
    /** Active companies whose referral page is on, by name. */
    async listSites(tx: Db = db): Promise<ReferralSite[]> {
      const { rows } = await tx.query<ReferralSite>(
        `SELECT ${siteColumns}
           FROM referral_settings s JOIN companies c ON c.id = s.company_id
          WHERE s.is_enabled AND c.is_active
          ORDER BY c.name`,
      );
      return rows;
    },

    /** The referral page of an active company, or null when it has none (or it is off). */
    async findSettings(
      companySlug: string,
      tx: Db = db,
    ): Promise<(ReferralSettings & { companyId: string }) | null> {
      const { rows } = await tx.query<ReferralSettings & { companyId: string }>(
        `SELECT c.id AS "companyId", ${siteColumns}, s.intro_html AS "introHtml", s.terms_url AS "termsUrl",
                s.allows_upload AS "allowsUpload"
           FROM referral_settings s JOIN companies c ON c.id = s.company_id
          WHERE c.slug = $1 AND s.is_enabled AND c.is_active`,
        [companySlug],
      );
      return rows[0] ?? null;
    },

    /** The company's live vacancies (and its brands'), newest first, at most 100. */
    async listVacancies(companyId: string, now: Date, tx: Db = db): Promise<ReferralVacancy[]> {
      const { rows } = await tx.query<ReferralVacancy>(
        `SELECT v.public_id AS "publicId", v.title, v.slug AS "jobSlug",
                coalesce((SELECT array_agg(ci.display_name ORDER BY vc.position)
                            FROM vacancy_cities vc JOIN cities ci ON ci.id = vc.city_id
                           WHERE vc.vacancy_id = v.id), '{}') AS cities
           FROM vacancies v JOIN companies c ON c.id = v.company_id
          WHERE (c.id = $1 OR c.parent_company_id = $1) AND ${liveVacancySql('$2::timestamptz')}
          ORDER BY v.published_at DESC, v.id
          LIMIT 100`,
        [companyId, now.toISOString()],
      );
      return rows;
    },

    /**
     * Stores a referral with its CV and vacancies, in one transaction. The same person (e-mail)
     * referred to the same company again keeps the first referral and gains the new vacancies.
     */
    async insert(referral: NewReferral, now: Date, tx: Db = db): Promise<{ id: string }> {
      return tx.transaction(async (inner) => {
        let uploadKey: string | null = null;
        if (referral.upload) {
          const { rows } = await inner.query<{ id: string }>(
            `INSERT INTO referral_uploads (file_name, media_type, size_bytes, content)
             VALUES ($1, $2, $3, $4) RETURNING id`,
            [
              referral.upload.fileName,
              referral.upload.mediaType,
              referral.upload.content.byteLength,
              referral.upload.content,
            ],
          );
          uploadKey = rows[0]?.id ?? null;
        }
        const { rows } = await inner.query<{ id: string }>(
          `INSERT INTO referrals (company_id, first_name, last_name, document_type_id, identification_number,
             country_id, email, phone, city_birth_id, comments, upload_key, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           ON CONFLICT (company_id, email) DO UPDATE
             SET upload_key = coalesce(EXCLUDED.upload_key, referrals.upload_key)
           RETURNING id`,
          [
            referral.companyId,
            referral.firstName,
            referral.lastName,
            referral.documentTypeId,
            referral.identificationNumber,
            referral.countryId,
            referral.email,
            referral.phone,
            referral.cityBirthId,
            referral.comments,
            uploadKey,
            now.toISOString(),
          ],
        );
        const id = rows[0]?.id;
        if (!id) throw new Error('the referral was not stored');
        if (referral.vacancyPublicIds.length > 0) {
          await inner.query(
            `INSERT INTO referral_vacancies (referral_id, vacancy_id)
             SELECT $1, v.id FROM vacancies v JOIN companies c ON c.id = v.company_id
              WHERE v.public_id = ANY($2::text[]) AND (c.id = $3 OR c.parent_company_id = $3)
             ON CONFLICT DO NOTHING`,
            [id, referral.vacancyPublicIds, referral.companyId],
          );
        }
        return { id };
      });
    },

    /** How many referrals a company has (tests and the analyst area). */
    async countOf(companyId: string, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM referrals WHERE company_id = $1',
        [companyId],
      );
      return rows[0]?.count ?? 0;
    },

    /** Whether `referralId` is one of the company's referrals. */
    async isOf(companyId: string, referralId: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query('SELECT 1 FROM referrals WHERE id = $2 AND company_id = $1', [
        companyId,
        referralId,
      ]);
      return rows.length > 0;
    },

    /** The referrals of the company's referral page, newest first, as its analysts see them. */
    async listOf(companyId: string, tx: Db = db): Promise<AnalystReferral[]> {
      const { rows } = await tx.query<Omit<AnalystReferral, 'createdAt'> & { createdAt: Date }>(
        `SELECT r.id, r.first_name AS "firstName", r.last_name AS "lastName", d.name AS "documentType",
                r.identification_number AS "identificationNumber", r.email::text AS email,
                CASE WHEN r.phone IS NOT NULL THEN concat_ws(' ', '+' || co.phone_code, r.phone) END AS phone,
                ci.display_name AS "cityBirth", r.comments, u.file_name AS "cvFileName",
                r.created_at AS "createdAt",
                coalesce((SELECT jsonb_agg(jsonb_build_object('title', v.title, 'jobSlug', v.slug) ORDER BY v.title)
                            FROM referral_vacancies rv JOIN vacancies v ON v.id = rv.vacancy_id
                           WHERE rv.referral_id = r.id), '[]') AS vacancies
           FROM referrals r
           LEFT JOIN document_types d ON d.id = r.document_type_id
           LEFT JOIN countries co ON co.id = r.country_id
           LEFT JOIN cities ci ON ci.id = r.city_birth_id
           LEFT JOIN referral_uploads u ON u.id::text = r.upload_key
          WHERE r.company_id = $1
          ORDER BY r.created_at DESC, r.id
          LIMIT 500`,
        [companyId],
      );
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    /**
     * The CV of one of the company's referrals, with the analyst's download recorded; null when
     * the referral is not the company's or carries no CV.
     */
    async cvOf(analystId: string, companyId: string, referralId: string, at: Date, tx: Db = db) {
      const { rows } = await tx.query<{ fileName: string; contentType: string; content: Uint8Array }>(
        `WITH found AS (
           SELECT r.id, u.file_name AS "fileName", u.media_type AS "contentType", u.content
             FROM referrals r JOIN referral_uploads u ON u.id::text = r.upload_key
            WHERE r.id = $1 AND r.company_id = $2),
         logged AS (
           INSERT INTO referral_access_log (referral_id, analyst_user_id, created_at)
           SELECT id, $3, $4 FROM found)
         SELECT "fileName", "contentType", content FROM found`,
        [referralId, companyId, analystId, at],
      );
      return rows[0] ?? null;
    },
  };
}
