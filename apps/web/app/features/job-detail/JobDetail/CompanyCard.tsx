import type { ComponentType } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import {
  FacebookIcon,
  type IconProps,
  InstagramIcon,
  LinkedInIcon,
  TikTokIcon,
  YouTubeIcon,
} from '../../../shared/ui/icons/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import styles from './JobDetail.module.css';

type Network = 'facebook' | 'instagram' | 'linkedIn' | 'youTube' | 'tikTok' | 'x';

export type CompanySocial = { readonly network: Network; readonly url: string };

const NETWORKS: Readonly<Record<Network, { name: string; Icon?: ComponentType<IconProps> }>> = {
  facebook: { name: 'Facebook', Icon: FacebookIcon },
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  linkedIn: { name: 'LinkedIn', Icon: LinkedInIcon },
  youTube: { name: 'YouTube', Icon: YouTubeIcon },
  tikTok: { name: 'TikTok', Icon: TikTokIcon },
  x: { name: 'X' },
};

/** The company's networks that have a profile, in a fixed order; only web links are kept. */
export function socialsOf(social: Readonly<Record<Network, string | null>>): CompanySocial[] {
  return (Object.keys(NETWORKS) as Network[]).flatMap((network) => {
    const url = social[network];
    return url && /^https?:\/\//.test(url) ? [{ network, url }] : [];
  });
}

/** The footer card: the company, a link to its vacancies and its social networks. */
export function CompanyCard({
  companyName,
  companyHref,
  socials,
  Heading,
}: {
  companyName: string;
  /** The company's job site. */
  companyHref: string;
  socials: readonly CompanySocial[];
  Heading: 'h2' | 'h3';
}) {
  const { t } = useI18n();
  return (
    <footer className={styles.card}>
      <Heading className={styles.cardTitle}>{t('jobDetail.company')}</Heading>
      <p>
        <Link to={companyHref}>{t('jobDetail.companyJobs', { company: companyName })}</Link>
      </p>
      {socials.length > 0 ? (
        <ul className={styles.socials} aria-label={t('jobDetail.socials', { company: companyName })}>
          {socials.map((social) => {
            const { name, Icon } = NETWORKS[social.network];
            const label = t('jobDetail.socialLink', { company: companyName, network: name });
            return (
              <li key={social.url}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.social}
                  aria-label={label}
                >
                  {Icon ? <Icon size={22} /> : <span aria-hidden="true">{name}</span>}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </footer>
  );
}
