import { analystPaths, paths } from '@camello/domain';
import type { LinkedCompany } from '@camello/domain/contracts';
import type { AnalystMessageKey } from './messages.ts';

/** Icons of the side navigation (spec §3, "Menu icon keys"). */
export type MenuIconKey =
  | 'home'
  | 'requestVacancies'
  | 'vacancies'
  | 'candidatesCatalogue'
  | 'resources'
  | 'settings'
  | 'users'
  | 'dashboard'
  | 'reports'
  | 'userManual'
  | 'plans';

/** Icons of the analyst's user menu (spec §2). */
export type OptionIconKey =
  | 'helpImprove'
  | 'support'
  | 'logout'
  | 'manage'
  | 'unlink'
  | 'add'
  | 'redo'
  | 'whatsApp'
  | 'rateUsHelp'
  | 'recoverPassword';

/** A menu item of the side navigation (spec §3): a link, or a collapsible group of them. */
export type MenuItem = {
  readonly title: AnalystMessageKey;
  readonly url?: string;
  readonly icon?: MenuIconKey;
  readonly items?: readonly MenuItem[];
  /** The shared query-string values are appended unless false (spec §3, `useQueryString`). */
  readonly useQueryString?: boolean;
  readonly target?: '_blank';
  readonly rel?: string;
};

export type MenuSection = {
  readonly title: AnalystMessageKey;
  readonly items: readonly MenuItem[];
  /** The legal section sits at the foot of the navigation. */
  readonly legal?: boolean;
};

/** The modals a user-menu option opens by name (`?modal=<name>` on the current page). */
const ANALYST_MODALS = ['support', 'helpImprove', 'rateUs', 'newCompany'] as const;
export type AnalystModalName = (typeof ANALYST_MODALS)[number];

/** What the support modals show. */
const SUPPORT_CONTACT = {
  email: 'empresas@camello.co',
  phone: '+57 601 555 0100',
  whatsApp: '576015550100',
};

/**
 * An analyst option of the user menu (spec §3): its kind styles it (hover, button, underline,
 * text); it is a link, opens a named modal with data, or runs an action (a form post).
 */
export type AnalystOption = {
  readonly title: AnalystMessageKey;
  readonly type: 'hover' | 'button' | 'underline' | 'text';
  readonly icon: OptionIconKey;
  readonly data:
    | { readonly kind: 'path'; readonly path: string }
    | { readonly kind: 'action'; readonly action: 'logout' };
  readonly modal?: { readonly name: AnalystModalName; readonly data?: Readonly<Record<string, string>> };
  readonly rel?: string;
  readonly target?: '_blank';
};

/** The side navigation of the analyst area; with a company chosen, its management sections. */
export function analystNavigation(company: Pick<LinkedCompany, 'slug' | 'isPublic'> | null): MenuSection[] {
  const account: MenuSection = {
    title: 'nav.account',
    items: [
      { title: 'nav.companies', url: paths.analystArea(), icon: 'users' },
      ...(company?.isPublic
        ? [
            {
              title: 'nav.publicSite',
              url: paths.company(company.slug),
              icon: 'dashboard',
              useQueryString: false,
            } as const,
          ]
        : []),
    ],
  };
  const legal: MenuSection = {
    title: 'nav.legal',
    legal: true,
    items: [
      { title: 'nav.terms', url: paths.terms(), icon: 'userManual', useQueryString: false },
      { title: 'nav.siteDataPolicy', url: paths.dataPolicy(), icon: 'userManual', useQueryString: false },
    ],
  };
  if (!company) return [account, legal];
  const { slug } = company;
  return [
    {
      title: 'nav.management',
      items: [
        { title: 'nav.home', url: analystPaths.analystCompany(slug), icon: 'home' },
        {
          title: 'nav.receivedReferrals',
          url: analystPaths.analystReferrals(slug),
          icon: 'candidatesCatalogue',
        },
        {
          title: 'nav.vacancies',
          icon: 'vacancies',
          items: [
            { title: 'nav.allVacancies', url: analystPaths.analystVacancies(slug) },
            { title: 'nav.newVacancy', url: analystPaths.analystNewVacancy(slug) },
          ],
        },
        {
          title: 'nav.settings',
          icon: 'settings',
          items: [
            { title: 'nav.general', url: analystPaths.analystSettings(slug) },
            { title: 'nav.brands', url: analystPaths.analystBrands(slug) },
            { title: 'nav.team', url: analystPaths.analystTeam(slug) },
            { title: 'nav.jobSite', url: analystPaths.analystSettings(slug, 'sitio-de-empleo') },
            { title: 'nav.referrals', url: analystPaths.analystSettings(slug, 'referidos') },
            { title: 'nav.dataPolicy', url: analystPaths.analystSettings(slug, 'datos-personales') },
            { title: 'nav.stages', url: analystPaths.analystStageSettings(slug) },
          ],
        },
      ],
    },
    account,
    legal,
  ];
}

/** The analyst's user menu (spec §2): one option of each kind, each icon of the list. */
export const analystOptions: readonly AnalystOption[] = [
  { title: 'menu.manage', type: 'hover', icon: 'manage', data: { kind: 'path', path: paths.analystArea() } },
  {
    title: 'menu.add',
    type: 'hover',
    icon: 'add',
    data: { kind: 'path', path: paths.analystArea() },
    modal: { name: 'newCompany' },
  },
  {
    title: 'menu.support',
    type: 'button',
    icon: 'support',
    data: { kind: 'path', path: paths.analystArea() },
    modal: { name: 'support', data: { email: SUPPORT_CONTACT.email, phone: SUPPORT_CONTACT.phone } },
  },
  {
    title: 'menu.whatsApp',
    type: 'underline',
    icon: 'whatsApp',
    data: { kind: 'path', path: `https://wa.me/${SUPPORT_CONTACT.whatsApp}` },
    rel: 'noopener noreferrer',
    target: '_blank',
  },
  {
    title: 'menu.helpImprove',
    type: 'button',
    icon: 'helpImprove',
    data: { kind: 'path', path: paths.analystArea() },
    modal: { name: 'helpImprove', data: { email: SUPPORT_CONTACT.email } },
  },
  {
    title: 'menu.rateUsHelp',
    type: 'underline',
    icon: 'rateUsHelp',
    data: { kind: 'path', path: paths.analystArea() },
    modal: { name: 'rateUs', data: { email: SUPPORT_CONTACT.email } },
  },
  {
    title: 'menu.recoverPassword',
    type: 'text',
    icon: 'recoverPassword',
    data: { kind: 'path', path: paths.forgotPassword() },
  },
  { title: 'menu.redo', type: 'text', icon: 'redo', data: { kind: 'path', path: paths.jobs() } },
  { title: 'menu.logout', type: 'button', icon: 'logout', data: { kind: 'action', action: 'logout' } },
];

/** The modal a page's `?modal=` names, if it is one of the user menu's. */
export function openModalOf(search: URLSearchParams): AnalystModalName | null {
  const name = search.get('modal');
  return ANALYST_MODALS.find((each) => each === name) ?? null;
}

/** The query-string values every link of the analyst area carries: the chosen language, if any. */
export function sharedQueryOf(search: URLSearchParams): string {
  const lang = search.get('lang');
  return lang && /^[a-z]{2}-[A-Z]{2}$/.test(lang) ? `lang=${lang}` : '';
}
