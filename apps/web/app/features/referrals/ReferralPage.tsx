import type {
  ActiveCountry,
  DocumentTypeOption,
  ReferralSettings,
  ReferralVacancy,
} from '@camello/domain/contracts';
import { referralMessages } from './messages.ts';
import { ReferralForm, type ReferralFormState } from './ReferralForm.tsx';
import styles from './Referrals.module.css';

/** Only web links and site paths: an analyst's link never runs script. */
const SAFE_LINK = /^(https:\/\/|\/(?!\/))/;

type ReferralPageProps = {
  readonly settings: ReferralSettings;
  readonly vacancies: readonly ReferralVacancy[];
  readonly documentTypes: readonly DocumentTypeOption[];
  readonly countries: readonly ActiveCountry[];
  readonly sent: boolean;
  readonly state: ReferralFormState | null;
};

/** `/referidos/{companySlug}`: the company's words on referrals, its open vacancies and the form. */
export function ReferralPage({
  settings,
  vacancies,
  documentTypes,
  countries,
  sent,
  state,
}: ReferralPageProps) {
  const t = referralMessages.useMessages();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{settings.title}</h1>
      {sent ? (
        <p role="status" className={styles.notice}>
          {t('page.sent', { company: settings.companyName })}
        </p>
      ) : null}
      {settings.introHtml ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes referral texts when analysts save them
        <div className={styles.intro} dangerouslySetInnerHTML={{ __html: settings.introHtml }} />
      ) : null}
      {vacancies.length === 0 ? <p className={styles.lead}>{t('page.noVacancies')}</p> : null}
      {settings.termsUrl && SAFE_LINK.test(settings.termsUrl) ? (
        <p>
          <a href={settings.termsUrl}>{t('page.terms')}</a>
        </p>
      ) : null}
      <ReferralForm
        vacancies={vacancies}
        documentTypes={documentTypes}
        countries={countries}
        allowsUpload={settings.allowsUpload}
        state={state}
      />
    </article>
  );
}
