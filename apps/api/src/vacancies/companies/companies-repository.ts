import type { Db } from '@camello/db';

/** The company behind a job site, as scoping a search needs it. */
export type ScopeCompany = { id: string; slug: string; name: string; isPublic: boolean; brandCount: number };

/** A company's website and social profiles. */
export type CompanyLinkColumns = {
  website_url: string | null;
  facebook_url: string | null;
  instagram_url: string | null;
  linkedin_url: string | null;
  youtube_url: string | null;
  tiktok_url: string | null;
  x_url: string | null;
};

export type CompanyRow = CompanyLinkColumns & {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  logo_url: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  sector_id: number | null;
  job_site_kind: number;
  frame_ancestors: string[];
  group_id: string;
  updated_at: Date;
};

export function companiesRepository(db: Db) {
  return {
    /** The active company behind a job site slug, or null. */
    async findScope(slug: string, tx: Db = db): Promise<ScopeCompany | null> {
      const { rows } = await tx.query<ScopeCompany>(
        `SELECT c.id, c.slug, c.name, c.job_site_kind = 1 AS "isPublic",
                (SELECT count(*) FROM companies b WHERE b.parent_company_id = c.id AND b.is_active) AS "brandCount"
           FROM companies c WHERE c.slug = $1 AND c.is_active`,
        [slug],
      );
      return rows[0] ?? null;
    },

    /** The active company with this slug; `group_id` is its parent's id, or its own. */
    async findActive(slug: string, tx: Db = db): Promise<CompanyRow | null> {
      const { rows } = await tx.query<CompanyRow>(
        `SELECT c.*, coalesce(c.parent_company_id, c.id) AS group_id
           FROM companies c WHERE c.slug = $1 AND c.is_active`,
        [slug],
      );
      return rows[0] ?? null;
    },

    /** The active companies of a group, the parent first, then its brands by name. */
    async listGroup(groupId: string, tx: Db = db): Promise<CompanyRow[]> {
      const { rows } = await tx.query<CompanyRow>(
        `SELECT c.*, coalesce(c.parent_company_id, c.id) AS group_id
           FROM companies c
          WHERE c.is_active AND (c.id = $1 OR c.parent_company_id = $1)
          ORDER BY c.parent_company_id NULLS FIRST, c.name`,
        [groupId],
      );
      return rows;
    },

    /** Logos of these companies by slug. */
    async logos(slugs: readonly string[], tx: Db = db): Promise<Map<string, string | null>> {
      if (slugs.length === 0) return new Map();
      const { rows } = await tx.query<{ slug: string; logo_url: string | null }>(
        'SELECT slug, logo_url FROM companies WHERE slug = ANY($1::text[])',
        [slugs],
      );
      return new Map(rows.map((row) => [row.slug, row.logo_url]));
    },
  };
}
