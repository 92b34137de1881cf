import { paths } from '@camello/domain';
import type { ComponentType } from 'react';
import type { MessageKey } from '../../i18n/index.ts';
import { siteProfile } from '../../shared/site-profile.ts';
import {
  FacebookIcon,
  type IconProps,
  InstagramIcon,
  LinkedInIcon,
  TikTokIcon,
  YouTubeIcon,
} from '../../shared/ui/icons/index.ts';

export type HeaderLink = { readonly label: MessageKey; readonly url: string };
export type SocialLink = HeaderLink & { readonly Icon: ComponentType<IconProps> };

/** The mega menu's tabs: the three index pages of job categories and the companies. */
export const categoryTabs: readonly HeaderLink[] = [
  { label: 'megaMenu.byCity', url: paths.jobsByCity() },
  { label: 'megaMenu.byOccupation', url: paths.jobsByOccupation() },
  { label: 'megaMenu.bySector', url: paths.jobsBySector() },
  { label: 'megaMenu.companies', url: paths.companies() },
];

export const blogLink: HeaderLink = { label: 'megaMenu.blog', url: 'https://blog.camello.example' };

export const helpLinks: readonly HeaderLink[] = [
  { label: 'megaMenu.helpCenter', url: paths.help() },
  { label: 'megaMenu.terms', url: paths.terms() },
  { label: 'megaMenu.dataPolicy', url: paths.dataPolicy() },
];

export const socialLinks: readonly SocialLink[] = [
  { label: 'footer.instagram', url: siteProfile.social.instagram, Icon: InstagramIcon },
  { label: 'footer.facebook', url: siteProfile.social.facebook, Icon: FacebookIcon },
  { label: 'footer.linkedIn', url: siteProfile.social.linkedIn, Icon: LinkedInIcon },
  { label: 'footer.youTube', url: siteProfile.social.youTube, Icon: YouTubeIcon },
  { label: 'footer.tikTok', url: siteProfile.social.tikTok, Icon: TikTokIcon },
];
