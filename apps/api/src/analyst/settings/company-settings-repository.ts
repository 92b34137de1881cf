import { type Db, sanitizeDescription } from '@camello/db';
import type { CompanySettings } from '@camello/domain/contracts';

type SettingsRow = Omit<CompanySettings, 'referral'> & {
  slug: string;
  referral: CompanySettings['referral'];
  brands: { slug: string; name: string }[];
};

/** A company's settings as its analysts edit them: what its public job site shows. */
export function companySettingsRepository(db: Db) {
  return {
    async get(companyId: string, tx: Db = db): Promise<SettingsRow | null> {
      const { rows } = await tx.query<SettingsRow>(
        `SELECT c.slug, c.name, c.description, c.logo_url AS "logoUrl", c.primary_color AS "primaryColor",
                c.secondary_color AS "secondaryColor", c.website_url AS "websiteUrl", c.facebook_url AS "facebookUrl",
                c.instagram_url AS "instagramUrl", c.linkedin_url AS "linkedinUrl", c.youtube_url AS "youtubeUrl",
                c.tiktok_url AS "tiktokUrl", c.x_url AS "xUrl", c.job_site_kind AS "jobSiteKind",
                c.data_policy_url AS "dataPolicyUrl",
                (SELECT jsonb_build_object('isEnabled', r.is_enabled, 'title', r.title, 'introHtml', r.intro_html,
                                           'termsUrl', r.terms_url, 'allowsUpload', r.allows_upload)
                   FROM referral_settings r WHERE r.company_id = c.id) AS referral,
                coalesce((SELECT jsonb_agg(jsonb_build_object('slug', b.slug, 'name', b.name) ORDER BY b.name)
                            FROM companies b WHERE b.parent_company_id = c.id AND b.is_active), '[]') AS brands
           FROM companies c WHERE c.id = $1`,
        [companyId],
      );
      return rows[0] ?? null;
    },

    /** Saves them; the description and the referral page's text are sanitized HTML. */
    async save(companyId: string, settings: CompanySettings, tx: Db = db): Promise<void> {
      await tx.transaction(async (run) => {
        await run.query(
          `UPDATE companies SET name = $2, description = $3, logo_url = $4, primary_color = $5, secondary_color = $6,
                  website_url = $7, facebook_url = $8, instagram_url = $9, linkedin_url = $10, youtube_url = $11,
                  tiktok_url = $12, x_url = $13, job_site_kind = $14, data_policy_url = $15
            WHERE id = $1`,
          [
            companyId,
            settings.name,
            settings.description === null ? null : sanitizeDescription(settings.description),
            settings.logoUrl,
            settings.primaryColor,
            settings.secondaryColor,
            settings.websiteUrl,
            settings.facebookUrl,
            settings.instagramUrl,
            settings.linkedinUrl,
            settings.youtubeUrl,
            settings.tiktokUrl,
            settings.xUrl,
            settings.jobSiteKind,
            settings.dataPolicyUrl,
          ],
        );
        const { referral } = settings;
        if (!referral) return;
        await run.query(
          `INSERT INTO referral_settings (company_id, is_enabled, title, intro_html, terms_url, allows_upload)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (company_id) DO UPDATE SET is_enabled = EXCLUDED.is_enabled, title = EXCLUDED.title,
             intro_html = EXCLUDED.intro_html, terms_url = EXCLUDED.terms_url, allows_upload = EXCLUDED.allows_upload`,
          [
            companyId,
            referral.isEnabled,
            referral.title,
            referral.introHtml === null ? null : sanitizeDescription(referral.introHtml),
            referral.termsUrl,
            referral.allowsUpload,
          ],
        );
      });
    },
  };
}
