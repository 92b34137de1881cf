import type { Db } from '@camello/db';
import { JOB_SITE_KIND } from '@camello/domain';
import type { CompanySite } from '@camello/domain/contracts';

type CompanyRow = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  logo_url: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  website_url: string | null;
  sector_id: number | null;
  facebook_url: string | null;
  instagram_url: string | null;
  linkedin_url: string | null;
  youtube_url: string | null;
  tiktok_url: string | null;
  x_url: string | null;
  job_site_kind: number;
  frame_ancestors: string[];
  group_id: string;
  updated_at: Date;
};

const companySitePath = (slug: string) => `/empresas/${slug}`;

/**
 * The active company with this slug, as its job site shows it. `brand` picks another brand of the
 * same group (the brands switcher); a brand outside the group is ignored.
 */
export async function findCompanySite(db: Db, slug: string, brand?: string): Promise<CompanySite | null> {
  const { rows } = await db.query<CompanyRow>(
    `SELECT c.*, coalesce(c.parent_company_id, c.id) AS group_id
       FROM companies c WHERE c.slug = $1 AND c.is_active`,
    [slug],
  );
  const company = rows[0];
  if (!company) return null;
  const { rows: group } = await db.query<CompanyRow>(
    `SELECT c.*, coalesce(c.parent_company_id, c.id) AS group_id
       FROM companies c
      WHERE c.is_active AND (c.id = $1 OR c.parent_company_id = $1)
      ORDER BY c.parent_company_id NULLS FIRST, c.name`,
    [company.group_id],
  );
  const shown = (brand && group.find((member) => member.slug === brand)) || company;
  const brands = group.length > 1 ? group : [];
  return {
    slug: shown.slug,
    name: shown.name,
    description: shown.description,
    logoUrl: shown.logo_url,
    primaryColor: shown.primary_color,
    secondaryColor: shown.secondary_color,
    websiteUrl: shown.website_url,
    sectorId: shown.sector_id,
    social: {
      facebook: shown.facebook_url,
      instagram: shown.instagram_url,
      linkedIn: shown.linkedin_url,
      youTube: shown.youtube_url,
      tikTok: shown.tiktok_url,
      x: shown.x_url,
    },
    isPublic: Number(shown.job_site_kind) === JOB_SITE_KIND.PUBLIC,
    frameAncestors: shown.frame_ancestors,
    brandMenu: {
      companySlug: shown.slug,
      companyLogo: shown.logo_url,
      companyUrl: companySitePath(shown.slug),
      brandsProps: brands.map((member) => ({
        companySlug: member.slug,
        companyLogo: member.logo_url,
        companyUrl: companySitePath(member.slug),
      })),
    },
    updatedAt: shown.updated_at.toISOString(),
  };
}

/** Logos of these companies by slug, for the company cards of the mega menu. */
export async function companyLogos(db: Db, slugs: readonly string[]): Promise<Map<string, string | null>> {
  if (slugs.length === 0) return new Map();
  const { rows } = await db.query<{ slug: string; logo_url: string | null }>(
    'SELECT slug, logo_url FROM companies WHERE slug = ANY($1::text[])',
    [slugs],
  );
  return new Map(rows.map((row) => [row.slug, row.logo_url]));
}
