import type { MetaDescriptor } from 'react-router';
import type { Translator } from '../../i18n/index.ts';
import { metaTranslator } from '../../shared/page-meta.ts';
import { seoMeta } from '../seo/index.ts';

type VacancyForMeta = { readonly title: string; readonly company: { readonly logoUrl?: string | null } };

type VacancyPageData<Vacancy extends VacancyForMeta> =
  | { readonly status: 'gone' }
  | { readonly status: 'open'; readonly job: Vacancy; readonly jobUrl: string; readonly indexable: boolean };

/**
 * The head of a vacancy page, on the site or on a company's job site: `describe` words its title
 * (without the site name) and description; a vacancy that is gone only says so in the title.
 */
export function vacancyPageMeta<Vacancy extends VacancyForMeta>(
  loaderData: VacancyPageData<Vacancy> | undefined,
  matches: Parameters<typeof metaTranslator>[0],
  describe: (job: Vacancy, t: Translator['t']) => { title: string; description: string },
): MetaDescriptor[] {
  if (!loaderData) return [];
  const { t } = metaTranslator(matches);
  if (loaderData.status === 'gone') return [{ title: t('site.pageTitle', { title: t('jobGone.title') }) }];
  const { job, jobUrl } = loaderData;
  const { title, description } = describe(job, t);
  return seoMeta({
    title: t('site.pageTitle', { title }),
    description,
    canonicalUrl: jobUrl,
    type: 'article',
    imageUrl: job.company.logoUrl,
    noindex: !loaderData.indexable,
  });
}
