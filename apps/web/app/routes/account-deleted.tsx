import { AccountDeleted, personalDataMessages } from '../features/personal-data/index.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import type { Route } from './+types/account-deleted.ts';

/** `/mi-cuenta/eliminada`: the account is gone. Kept by no cache: it follows a personal action. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: personalDataMessages.of(locale)('deleted.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function AccountDeletedPage() {
  return <AccountDeleted />;
}
