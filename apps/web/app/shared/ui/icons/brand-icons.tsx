import { type IconProps, SvgIcon, stroke } from './SvgIcon.tsx';

export function InstagramIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <g {...stroke}>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
      </g>
      <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
    </SvgIcon>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path
        fill="currentColor"
        d="M13.5 22v-8h2.8l.5-3.5h-3.3V8.4c0-1 .3-1.7 1.8-1.7H17V3.6c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.7H7.5V14h2.8v8z"
      />
    </SvgIcon>
  );
}

export function LinkedInIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <g fill="currentColor">
        <rect x="3" y="9" width="4" height="12" />
        <circle cx="5" cy="5" r="2.2" />
        <path d="M10 9h3.8v1.8c.6-1.1 2-2.1 4-2.1 3.2 0 4.2 2 4.2 5.1V21h-4v-6.4c0-1.5-.4-2.6-1.9-2.6s-2.1 1.1-2.1 2.6V21h-4z" />
      </g>
    </SvgIcon>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zm4 4v6l5.2-3z"
      />
    </SvgIcon>
  );
}

export function TikTokIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path
        fill="currentColor"
        d="M16.2 2.5c.4 2.4 1.9 3.9 4.3 4.1v3.3c-1.6 0-3-.5-4.2-1.3v6.6a6.2 6.2 0 1 1-6.2-6.2h.6v3.4h-.6a2.8 2.8 0 1 0 2.8 2.8V2.5z"
      />
    </SvgIcon>
  );
}

export function GooglePlayIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path
        fill="currentColor"
        d="M4.5 2.8 14 12l-9.5 9.2c-.3-.2-.5-.6-.5-1.1V3.9c0-.5.2-.9.5-1.1zM15.1 13.1l2.4 2.4-10.6 6 8.2-8.4zm0-2.2-8.2-8.4 10.6 6zm3.7 4-2.6-2.9 2.6-2.9 2.4 1.4c1 .6 1 1.5 0 2.1z"
      />
    </SvgIcon>
  );
}

export function AppGalleryIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <g {...stroke}>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <path d="M8 8.5a4 4 0 0 0 8 0" />
      </g>
    </SvgIcon>
  );
}

export function AppleIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path
        fill="currentColor"
        d="M16.4 12.7c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.8-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2-1.1 2.8-2.3.9-1.3 1.2-2.5 1.3-2.6-.1 0-2.5-.9-2.5-3.8zM14.2 5.9c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z"
      />
    </SvgIcon>
  );
}
