import type { MetaDescriptor } from 'react-router';
import type { Translator } from '../../i18n/index.ts';
import { metaTranslator } from '../../shared/page-meta.ts';
import { seoMeta } from '../seo/index.ts';

type VacancyForMeta = {
  readonly title: string;
  readonly company: { readonly name: string; readonly logoUrl?: string | null };
  /** `textRemote`: how a remote vacancy says so ("Trabajo remoto"), empty for one that is not. */
  readonly offerDetail: { readonly cities: readonly string[]; readonly textRemote: string };
};

type VacancyPageData<Vacancy extends VacancyForMeta> =
  | { readonly status: 'gone' }
  | { readonly status: 'open'; readonly job: Vacancy; readonly jobUrl: string; readonly indexable: boolean };

/**
 * A vacancy's title and company, and where it is: its first city, else how a remote one says it is
 * remote; a vacancy with neither is worded without a place.
 */
function describeVacancy(job: VacancyForMeta, t: Translator['t']): { title: string; description: string } {
  const place = job.offerDetail.cities[0] ?? job.offerDetail.textRemote;
  const details = { title: job.title, company: job.company.name, place, hasPlace: place ? 'yes' : 'no' };
  return {
    title: t('vacancyPage.metaTitle', details),
    description: t('vacancyPage.metaDescription', details),
  };
}

/**
 * The head of a vacancy page, on the site or on a company's job site; a vacancy that is gone only
 * says so in the title.
 */
export function vacancyPageMeta<Vacancy extends VacancyForMeta>(
  loaderData: VacancyPageData<Vacancy> | undefined,
  matches: Parameters<typeof metaTranslator>[0],
): MetaDescriptor[] {
  if (!loaderData) return [];
  const { t } = metaTranslator(matches);
  if (loaderData.status === 'gone') return [{ title: t('site.pageTitle', { title: t('jobGone.title') }) }];
  const { job, jobUrl } = loaderData;
  const { title, description } = describeVacancy(job, t);
  return seoMeta({
    title: t('site.pageTitle', { title }),
    description,
    canonicalUrl: jobUrl,
    type: 'article',
    imageUrl: job.company.logoUrl,
    noindex: !loaderData.indexable,
  });
}
