import { type IconProps, SvgIcon, stroke } from './SvgIcon.tsx';

/** Camello's isotype: two humps over a baseline. */
export function CamelIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path
        {...stroke}
        d="M2 19h1.5c1.8 0 2-8 5.5-8 2.6 0 2.6 4 4 4s1.6-6 4.6-6c2.6 0 3.4 3.4 3.4 6.5V19M6 19v3M18 19v3"
      />
    </SvgIcon>
  );
}

/** Stands in for a company logo that is missing or fails to load. */
export function BuildingIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path {...stroke} d="M4 21V5l8-3v19M12 8h8v13M2 21h20M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2" />
    </SvgIcon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <g {...stroke}>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </g>
    </SvgIcon>
  );
}

/** Stands in for a person's avatar that is missing or fails to load (spec §8). */
export function UserIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <g {...stroke}>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
      </g>
    </SvgIcon>
  );
}
