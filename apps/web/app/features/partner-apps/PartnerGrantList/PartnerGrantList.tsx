import { paths } from '@camello/domain';
import { Form } from 'react-router';
import styles from '../card.module.css';
import { partnerAppMessages } from '../messages.ts';

export type GrantItem = { readonly clientId: string; readonly clientName: string; readonly since: string };

/** The apps that can act for the candidate, each with a form that takes its access away. */
export function PartnerGrantList({ grants }: { grants: readonly GrantItem[] }) {
  const t = partnerAppMessages.useMessages();
  return (
    <section className={styles.card} aria-labelledby="grants-title">
      <h1 id="grants-title" className={styles.title}>
        {t('grants.heading')}
      </h1>
      {grants.length === 0 ? (
        <p>{t('grants.none')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('grants.intro')}</p>
          <ul className={styles.grants}>
            {grants.map((grant) => (
              <li key={grant.clientId} className={styles.permission}>
                <h2 className={styles.permissionName}>{grant.clientName}</h2>
                <p className={styles.muted}>{t('grants.since', { date: grant.since })}</p>
                <Form method="post" action={paths.partnerGrants()}>
                  <input type="hidden" name="clientId" value={grant.clientId} />
                  <button type="submit" className={styles.deny}>
                    {t('grants.revoke', { app: grant.clientName })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
