import { paths } from '@camello/domain';
import type { ReferralSite } from '@camello/domain/contracts';
import { Link } from '../../shared/ui/Link.tsx';
import { referralMessages } from './messages.ts';
import styles from './Referrals.module.css';

/** `/referidos`: the companies that take referrals, each linking to its page. */
export function ReferralDirectory({ sites }: { readonly sites: readonly ReferralSite[] }) {
  const t = referralMessages.useMessages();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('directory.title')}</h1>
      <p className={styles.lead}>{t('directory.lead')}</p>
      {sites.length === 0 ? (
        <p>{t('directory.empty')}</p>
      ) : (
        <ul className={styles.sites}>
          {sites.map((site) => (
            <li key={site.companySlug}>
              <Link to={paths.referralCompany(site.companySlug)} className={styles.site}>
                {site.logoUrl ? <img src={site.logoUrl} alt="" className={styles.logo} /> : null}
                <span>
                  <span className={styles.siteName}>{site.companyName}</span>
                  {site.title}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
