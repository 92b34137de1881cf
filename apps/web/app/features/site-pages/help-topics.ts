import { paths } from '@camello/domain';
import type { SitePageMessageKey } from './site-texts.ts';

type IdOf<Suffix extends string> = SitePageMessageKey extends infer Key
  ? Key extends `help.${infer Id}.${Suffix}`
    ? Id
    : never
  : never;

/** A question of the help center, named by its messages: `help.{id}.question` and `help.{id}.answer`. */
export type HelpTopic =
  | { readonly id: IdOf<'question'>; readonly href?: undefined }
  /** With the page that does what the answer says, labelled `help.{id}.link`. */
  | { readonly id: IdOf<'link'>; readonly href: string };

export type HelpSection = {
  readonly id: string;
  readonly title: Extract<SitePageMessageKey, `help.${string}`>;
  readonly topics: readonly HelpTopic[];
};

/** The help center's questions, candidates' first; links only to pages of the site. */
export const helpSections: readonly HelpSection[] = [
  {
    id: 'candidatos',
    title: 'help.candidatesTitle',
    topics: [
      { id: 'signUp', href: paths.signUp() },
      { id: 'confirmEmail' },
      { id: 'resetPassword', href: paths.forgotPassword() },
      { id: 'apply', href: paths.jobs() },
      { id: 'toAgree' },
      { id: 'alerts' },
      { id: 'fraud' },
      { id: 'free' },
      { id: 'myData', href: paths.dataPolicy() },
    ],
  },
  {
    id: 'empresas',
    title: 'help.companiesTitle',
    topics: [
      { id: 'publish', href: paths.signIn() },
      { id: 'jobSite', href: paths.companies() },
      { id: 'rules', href: paths.terms() },
      { id: 'applicants' },
    ],
  },
];
