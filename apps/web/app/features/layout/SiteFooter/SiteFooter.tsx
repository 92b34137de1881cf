import type { ComponentType } from 'react';
import { type MessageKey, useI18n } from '../../../i18n/index.ts';
import { siteProfile } from '../../../shared/site-profile.ts';
import {
  AppGalleryIcon,
  AppleIcon,
  FacebookIcon,
  GooglePlayIcon,
  type IconProps,
  InstagramIcon,
  LinkedInIcon,
  TikTokIcon,
  YouTubeIcon,
} from '../../../shared/ui/icons/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import { RegionLink } from '../../region/index.ts';
import { Logo } from '../Logo/Logo.tsx';
import { type FooterLink, footerMenus } from './footer-menus.ts';
import styles from './SiteFooter.module.css';

type IconLink = {
  readonly label: MessageKey;
  readonly href: string;
  readonly Icon: ComponentType<IconProps>;
};

const socialLinks: readonly IconLink[] = [
  { label: 'footer.instagram', href: siteProfile.social.instagram, Icon: InstagramIcon },
  { label: 'footer.facebook', href: siteProfile.social.facebook, Icon: FacebookIcon },
  { label: 'footer.linkedIn', href: siteProfile.social.linkedIn, Icon: LinkedInIcon },
  { label: 'footer.youTube', href: siteProfile.social.youTube, Icon: YouTubeIcon },
  { label: 'footer.tikTok', href: siteProfile.social.tikTok, Icon: TikTokIcon },
];

const appStoreLinks: readonly IconLink[] = [
  { label: 'footer.googlePlay', href: siteProfile.appStores.googlePlay, Icon: GooglePlayIcon },
  { label: 'footer.appGallery', href: siteProfile.appStores.appGallery, Icon: AppGalleryIcon },
  { label: 'footer.appStore', href: siteProfile.appStores.appStore, Icon: AppleIcon },
];

function MenuLink({ link }: { link: FooterLink }) {
  const { t } = useI18n();
  if (link.external) {
    return (
      <a href={link.href} className={styles.menuLink}>
        {t(link.label)}
      </a>
    );
  }
  return (
    <Link to={link.href} className={styles.menuLink}>
      {t(link.label)}
    </Link>
  );
}

export function SiteFooter() {
  const { t } = useI18n();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo tone="inverse" />
          <p className={styles.follow}>{t('footer.follow')}</p>
          <ul className={styles.social}>
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <a href={href} className={styles.socialLink}>
                  <Icon label={t(label)} />
                </a>
              </li>
            ))}
          </ul>
          <p className={styles.follow}>{t('footer.apps')}</p>
          <ul className={styles.stores}>
            {appStoreLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <a href={href} className={styles.storeLink}>
                  <Icon size={20} />
                  <span>{t(label)}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('footer.navigation')} className={styles.menus}>
          {footerMenus.map((menu) => (
            <section key={menu.id} aria-labelledby={`footer-${menu.id}`} className={styles.menu}>
              <h2 id={`footer-${menu.id}`} className={styles.menuTitle}>
                {t(menu.title)}
              </h2>
              <ul className={styles.menuLinks}>
                {menu.links.map((link) => (
                  <li key={link.label}>
                    <MenuLink link={link} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <div className={styles.legal}>
          <p className={styles.notice}>{t('footer.resolutionNotice')}</p>
          <p className={styles.rights}>
            <RegionLink className={styles.menuLink} />
          </p>
          <p className={styles.rights}>{t('footer.rights', { year: String(new Date().getFullYear()) })}</p>
        </div>
      </div>
    </footer>
  );
}
