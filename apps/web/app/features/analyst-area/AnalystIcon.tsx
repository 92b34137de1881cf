import { SvgIcon, stroke } from '../../shared/ui/icons/SvgIcon.tsx';
import type { MenuIconKey, OptionIconKey } from './analyst-menu.ts';

/** The description editor's: its link button (drawn, as an emoji needs a font many systems lack). */
type EditorIconKey = 'link';

/** One stroke path per icon key, on a 24 × 24 grid. */
const ICON_PATHS: Readonly<Record<MenuIconKey | OptionIconKey | EditorIconKey, string>> = {
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  requestVacancies: 'M9 4h6v3H9zM6 5H5v16h14V5h-1M9 13h6M12 10v6',
  vacancies: 'M3 8h18v12H3zM9 8V5h6v3M3 13h18',
  candidatesCatalogue:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M17 5h4M17 9h4M17 13h4',
  resources: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1A1.7 1.7 0 0 0 7 19.4l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1A1.7 1.7 0 0 0 3 13.7H3a2 2 0 1 1 0-4h.1A1.7 1.7 0 0 0 4.6 7l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1A1.7 1.7 0 0 0 10 3.1V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1A1.7 1.7 0 0 0 20.9 10H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  users:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 11a3 3 0 1 0 0-6M18 14c2.3.6 4 2.8 4 6',
  dashboard: 'M3 3h8v10H3zM13 3h8v6h-8zM13 11h8v10h-8zM3 15h8v6H3z',
  reports: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  userManual: 'M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z',
  plans: 'M12 2l3 6 6 1-4.5 4.5L18 20l-6-3-6 3 1.5-6.5L3 9l6-1z',
  helpImprove: 'M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z',
  support: 'M3 14v-2a9 9 0 0 1 18 0v2M3 14h3v6H3zM18 14h3v6h-3z',
  logout: 'M9 21H5V3h4M16 17l5-5-5-5M21 12H9',
  manage: 'M3 21V7l9-4 9 4v14M9 21v-6h6v6M3 21h18',
  unlink: 'M9 15l-2 2a3 3 0 0 1-4-4l2-2M15 9l2-2a3 3 0 0 1 4 4l-2 2M4 4l16 16',
  add: 'M12 5v14M5 12h14',
  redo: 'M21 7v5h-5M21 12a9 9 0 1 1-3-6.7',
  whatsApp:
    'M3 21l1.6-4.7A8.5 8.5 0 1 1 8 19.6zM9 9c0 3 3 6 6 6l1.5-1.5-2-1-1 1c-1 0-2.5-1.5-2.5-2.5l1-1-1-2z',
  rateUsHelp: 'M12 3l2.6 5.5 6 .8-4.4 4.2 1.1 6L12 16.7 6.7 19.5l1.1-6L3.4 9.3l6-.8z',
  recoverPassword: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
};

/**
 * A decorative icon of the analyst area (its menus, the description editor), drawn in the current
 * text colour.
 */
export function AnalystIcon({
  name,
  size = 20,
}: {
  name: MenuIconKey | OptionIconKey | EditorIconKey;
  size?: number;
}) {
  return (
    <SvgIcon size={size} data-icon={name}>
      <path d={ICON_PATHS[name]} {...stroke} />
    </SvgIcon>
  );
}
