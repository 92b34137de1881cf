import { paths } from '@camello/domain';
import { Link } from '../../../shared/ui/Link.tsx';
import { MailtoText } from '../MailtoText.tsx';
import { Prose, SitePage } from '../SitePage/SitePage.tsx';
import type { SitePageMessageKey, SiteTexts } from '../site-texts.ts';
import styles from './AboutCamello.module.css';

const principles: readonly Extract<SitePageMessageKey, `about.${string}`>[] = [
  'about.principleFree',
  'about.principleLocal',
  'about.principleAccessible',
  'about.principlePrivacy',
  'about.principleOpen',
];

/** What Camello is, for whom, how it works and how to reach it; no figures it cannot back. */
export function AboutCamello({ texts }: { texts: SiteTexts<'about'> }) {
  const t = (key: keyof SiteTexts<'about'>) => texts[key];
  return (
    <SitePage title={t('about.title')} subtitle={t('about.lead')}>
      <Prose>
        <h2>{t('about.whatTitle')}</h2>
        <p>{t('about.what')}</p>
        <h3>{t('about.forPeopleTitle')}</h3>
        <p>{t('about.forPeople')}</p>
        <h3>{t('about.forCompaniesTitle')}</h3>
        <p>{t('about.forCompanies')}</p>
        <h2>{t('about.principlesTitle')}</h2>
        <ul>
          {principles.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <h2>{t('about.contactTitle')}</h2>
        <p>
          <MailtoText text={t('about.contact')} />
        </p>
      </Prose>
      <p className={styles.actions}>
        <Link to={paths.jobs()} className={styles.primary}>
          {t('about.searchJobs')}
        </Link>
        <Link to={paths.companies()}>{t('about.companies')}</Link>
      </p>
    </SitePage>
  );
}
