import type { CSSProperties } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { BuildingIcon } from '../../../shared/ui/icons/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import styles from './CompanySiteHeader.module.css';

/** The networks a company links, in the order its site shows them, with their own names. */
const NETWORKS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedIn: 'LinkedIn',
  youTube: 'YouTube',
  tikTok: 'TikTok',
  x: 'X',
} as const;
type SocialNetworkKey = keyof typeof NETWORKS;

type Brand = {
  readonly companySlug: string;
  readonly companyLogo: string | null;
  readonly companyUrl: string;
};

export type CompanySiteHeaderProps = {
  readonly name: string;
  readonly logoUrl: string | null;
  readonly primaryColor: string | null;
  readonly secondaryColor: string | null;
  /** Sanitized HTML (the company settings sanitize it when saved). */
  readonly description: string | null;
  readonly websiteUrl: string | null;
  /** The company's pages on social networks, by network (spec §3 company social links). */
  readonly social?: Readonly<Partial<Record<SocialNetworkKey, string | null>>>;
  readonly brandMenu: { readonly companySlug: string; readonly brandsProps: readonly Brand[] };
  /** The brands switcher links keep the widget mode. */
  readonly linkQuery?: string;
  /** The landing of the company's sector: more jobs like these at other companies. */
  readonly sectorLanding?: { readonly url: string; readonly h1: string } | null;
};

/** The top of a company job site, in the company's colours, with the brands switcher of its group. */
export function CompanySiteHeader({
  name,
  logoUrl,
  primaryColor,
  secondaryColor,
  description,
  websiteUrl,
  social = {},
  brandMenu,
  linkQuery = '',
  sectorLanding = null,
}: CompanySiteHeaderProps) {
  const { t } = useI18n();
  const colours = {
    '--company-primary': primaryColor ?? 'var(--color-brand)',
    '--company-secondary': secondaryColor ?? 'var(--color-brand-soft)',
  } as CSSProperties;
  const socialLinks = (Object.keys(NETWORKS) as SocialNetworkKey[]).flatMap((network) => {
    const url = social[network];
    return url ? [{ network, url }] : [];
  });
  return (
    <div className={styles.header} style={colours}>
      <div className={styles.identity}>
        {logoUrl ? (
          <img
            src={logoUrl}
            alt={t('company.logo', { name })}
            width={72}
            height={72}
            className={styles.logo}
          />
        ) : (
          <span className={styles.logo}>
            <BuildingIcon size={40} label={t('company.logo', { name })} />
          </span>
        )}
        <div>
          <p className={styles.title}>{name}</p>
          {description ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes a company's description when its settings are saved
            <div className={styles.description} dangerouslySetInnerHTML={{ __html: description }} />
          ) : null}
          {websiteUrl ? (
            <a href={websiteUrl} className={styles.website} rel="noopener">
              {t('company.website')}
            </a>
          ) : null}
          {socialLinks.length > 0 ? (
            <ul className={styles.social} data-social-links="">
              {socialLinks.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} className={styles.website} rel="noopener">
                    {NETWORKS[network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {sectorLanding ? (
            <Link to={sectorLanding.url} className={styles.website}>
              {t('company.sectorLink', { landing: sectorLanding.h1 })}
            </Link>
          ) : null}
        </div>
      </div>
      {brandMenu.brandsProps.length > 1 ? (
        <nav aria-label={t('company.brands')} className={styles.brands}>
          <ul className={styles.brandList}>
            {brandMenu.brandsProps.map((brand) => (
              <li key={brand.companySlug}>
                <Link
                  to={`${brand.companyUrl}${linkQuery}`}
                  className={styles.brand}
                  aria-current={brand.companySlug === brandMenu.companySlug ? 'page' : undefined}
                >
                  {brand.companyLogo ? (
                    <img src={brand.companyLogo} alt="" width={28} height={28} className={styles.brandLogo} />
                  ) : null}
                  {brand.companySlug.replace(/-/g, ' ')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
