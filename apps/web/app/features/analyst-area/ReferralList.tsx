import { analystPaths, formatInstant } from '@camello/domain';
import type { AnalystReferral, LinkedCompany } from '@camello/domain/contracts';
import { useI18n } from '../../i18n/index.ts';
import styles from './analyst.module.css';
import { analystMessages } from './messages.ts';

/**
 * The referrals a company received through its referral page (issue #14), newest first: the
 * person's data, the vacancies, the comments, the date and the CV. Everything the referrer typed is
 * text, never markup.
 */
export function ReferralList({
  company,
  referrals,
}: {
  company: LinkedCompany;
  referrals: readonly AnalystReferral[];
}) {
  const t = analystMessages.useMessages();
  const { locale } = useI18n();
  const orMissing = (value: string | null) => value ?? t('referrals.missing');
  return (
    <section aria-labelledby="referrals-title">
      <h1 id="referrals-title" className={styles.pageTitle}>
        {t('referrals.heading', { company: company.name })}
      </h1>
      <p className={styles.muted}>
        {referrals.length === 0
          ? t('referrals.none')
          : `${t('referrals.intro')} ${t('referrals.count', { count: referrals.length })}`}
      </p>
      <ul className={styles.cards}>
        {referrals.map((referral) => {
          const name = `${referral.firstName} ${referral.lastName}`;
          return (
            <li key={referral.id} className={styles.card} data-referral={referral.id}>
              <h2 className={styles.cardTitle}>{name}</h2>
              <p className={styles.muted}>
                {t('referrals.receivedOn', { date: formatInstant(referral.createdAt, locale) })}
              </p>
              <dl className={styles.details}>
                <dt>{t('referrals.document')}</dt>
                <dd>
                  {referral.identificationNumber
                    ? `${referral.documentType ?? ''} ${referral.identificationNumber}`.trim()
                    : t('referrals.missing')}
                </dd>
                <dt>{t('referrals.email')}</dt>
                <dd>{referral.email}</dd>
                <dt>{t('referrals.phone')}</dt>
                <dd>{orMissing(referral.phone)}</dd>
                <dt>{t('referrals.cityBirth')}</dt>
                <dd>{orMissing(referral.cityBirth)}</dd>
                <dt>{t('referrals.vacancies')}</dt>
                <dd>
                  {referral.vacancies.length === 0
                    ? t('referrals.anyVacancy')
                    : referral.vacancies.map((vacancy) => vacancy.title).join(', ')}
                </dd>
                <dt>{t('referrals.comments')}</dt>
                <dd className={styles.prewrap}>{orMissing(referral.comments)}</dd>
              </dl>
              {referral.cvFileName ? (
                <a
                  className={styles.secondaryButton}
                  href={analystPaths.analystReferralCv(company.slug, referral.id)}
                  download={referral.cvFileName}
                >
                  {t('referrals.cv', { name })}
                </a>
              ) : (
                <p className={styles.muted}>{t('referrals.noCv')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
