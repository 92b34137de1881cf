export {
  AppGalleryIcon,
  AppleIcon,
  FacebookIcon,
  GooglePlayIcon,
  InstagramIcon,
  LinkedInIcon,
  TikTokIcon,
  YouTubeIcon,
} from './brand-icons.tsx';
export type { IconProps } from './SvgIcon.tsx';
export { BuildingIcon, CamelIcon, SearchIcon, UserIcon } from './ui-icons.tsx';
