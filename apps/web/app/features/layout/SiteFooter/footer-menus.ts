import { paths } from '@camello/domain';
import type { MessageKey } from '../../../i18n/index.ts';
import { siteProfile } from '../../../shared/site-profile.ts';

export type FooterLink = {
  readonly label: MessageKey;
  readonly href: string;
  /** Outside the site: rendered as a plain anchor instead of a router link. */
  readonly external?: boolean;
};

export type FooterMenuId =
  | 'personsMenu'
  | 'magnetoMenu'
  | 'magnetoLiteMenu'
  | 'otherSolutionsMenu'
  | 'legalMenu';

export type FooterMenu = {
  /** The spec's menu names, kept as ids so that later features can address a menu. */
  readonly id: FooterMenuId;
  readonly title: MessageKey;
  readonly links: readonly FooterLink[];
};

export const footerMenus: readonly FooterMenu[] = [
  {
    id: 'personsMenu',
    title: 'footer.personsMenu',
    links: [
      { label: 'footer.searchJobs', href: paths.jobs() },
      { label: 'footer.jobsByCity', href: paths.jobsByCity() },
      { label: 'footer.jobsByOccupation', href: paths.jobsByOccupation() },
      { label: 'footer.jobsBySector', href: paths.jobsBySector() },
      { label: 'footer.signUp', href: paths.signUp() },
    ],
  },
  {
    id: 'magnetoMenu',
    title: 'footer.camelloMenu',
    links: [
      { label: 'footer.companies', href: paths.companies() },
      { label: 'footer.about', href: paths.about() },
      { label: 'footer.help', href: paths.help() },
    ],
  },
  {
    id: 'magnetoLiteMenu',
    title: 'footer.camelloLiteMenu',
    links: [
      { label: 'footer.publishVacancies', href: paths.analystArea() },
      { label: 'footer.companySignIn', href: paths.signIn() },
    ],
  },
  {
    id: 'otherSolutionsMenu',
    title: 'footer.otherSolutionsMenu',
    links: [
      { label: 'footer.jobAlerts', href: paths.jobAlerts() },
      { label: 'footer.referrals', href: paths.referrals() },
      { label: 'footer.library', href: paths.library() },
    ],
  },
  {
    id: 'legalMenu',
    title: 'footer.legalMenu',
    links: [
      { label: 'footer.terms', href: paths.terms() },
      { label: 'footer.dataPolicy', href: paths.dataPolicy() },
      { label: 'footer.publicEmploymentService', href: siteProfile.publicEmploymentService, external: true },
    ],
  },
];
