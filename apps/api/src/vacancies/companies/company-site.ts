import { JOB_SITE_KIND, paths } from '@camello/domain';
import type { CompanySite } from '@camello/domain/contracts';
import type { Repositories } from '../../services/repositories.ts';

/**
 * The active company with this slug, as its job site shows it. `brand` picks another brand of the
 * same group (the brands switcher); a brand outside the group is ignored.
 */
export async function findCompanySite(
  companies: Repositories['companies'],
  slug: string,
  brand?: string,
): Promise<CompanySite | null> {
  const company = await companies.findActive(slug);
  if (!company) return null;
  const group = await companies.listGroup(company.group_id);
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
      companyUrl: paths.company(shown.slug),
      brandsProps: brands.map((member) => ({
        companySlug: member.slug,
        companyLogo: member.logo_url,
        companyUrl: paths.company(member.slug),
      })),
    },
    updatedAt: shown.updated_at.toISOString(),
  };
}
