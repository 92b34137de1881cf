import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { BuildingIcon } from '../../../shared/ui/icons/index.ts';
import styles from './CompanySiteHeader.module.css';

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
  readonly description: string | null;
  readonly websiteUrl: string | null;
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
  brandMenu,
  linkQuery = '',
  sectorLanding = null,
}: CompanySiteHeaderProps) {
  const { t } = useI18n();
  const colours = {
    '--company-primary': primaryColor ?? 'var(--color-brand)',
    '--company-secondary': secondaryColor ?? 'var(--color-brand-soft)',
  } as CSSProperties;
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
          {description ? <p className={styles.description}>{description}</p> : null}
          {websiteUrl ? (
            <a href={websiteUrl} className={styles.website} rel="noopener">
              {t('company.website')}
            </a>
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
