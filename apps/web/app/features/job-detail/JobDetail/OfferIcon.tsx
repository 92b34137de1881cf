import type { ReactNode } from 'react';
import { SvgIcon, stroke } from '../../../shared/ui/icons/SvgIcon.tsx';

// Icons of the offer-details list, keyed by the `icon` the API sends with each item.
const PATHS: Readonly<Record<string, ReactNode>> = {
  salary: <path {...stroke} d="M3 6h18v12H3zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM6 9v6M18 9v6" />,
  contract: <path {...stroke} d="M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h6" />,
  experience: <path {...stroke} d="M3 8h18v12H3zM8 8V5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v3M3 13h18" />,
  education: <path {...stroke} d="M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6" />,
  schedule: <path {...stroke} d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2" />,
  publishDate: <path {...stroke} d="M4 5h16v16H4zM4 10h16M8 3v4M16 3v4" />,
  calendar: <path {...stroke} d="M4 5h16v16H4zM4 10h16M8 3v4M16 3v4" />,
  quotas: (
    <path
      {...stroke}
      d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M17 11a3 3 0 1 0 0-6M22 21v-1a5 5 0 0 0-4-4.9"
    />
  ),
  location: (
    <path
      {...stroke}
      d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
    />
  ),
  remote: <path {...stroke} d="M3 5h18v11H3zM8 20h8M12 16v4" />,
};

const FALLBACK = <circle cx="12" cy="12" r="3" fill="currentColor" />;

export function OfferIcon({ name }: { name: string }) {
  return <SvgIcon size={20}>{PATHS[name] ?? FALLBACK}</SvgIcon>;
}
