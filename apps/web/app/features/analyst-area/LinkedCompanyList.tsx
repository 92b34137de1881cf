import { analystPaths, paths } from '@camello/domain';
import type { LinkedCompany } from '@camello/domain/contracts';
import { Form } from 'react-router';
import { Link } from '../../shared/ui/Link.tsx';
import { AnalystIcon } from './AnalystIcon.tsx';
import { NewCompanyForm } from './AnalystShell.tsx';
import styles from './analyst.module.css';
import { analystMessages } from './messages.ts';

export type LinkedCompanyListProps = {
  readonly companies: readonly LinkedCompany[];
};

/**
 * The companies the analyst works for (spec §2), each to manage, to invite another analyst to or to
 * leave, and "Invitar una empresa".
 */
export function LinkedCompanyList({ companies }: LinkedCompanyListProps) {
  const t = analystMessages.useMessages();
  return (
    <section aria-labelledby="companies-title">
      <h1 id="companies-title" className={styles.pageTitle}>
        {t('companies.heading')}
      </h1>
      <p className={styles.muted}>{companies.length === 0 ? t('companies.none') : t('companies.intro')}</p>
      <ul className={styles.cards}>
        {companies.map((company) => (
          <li key={company.id} className={styles.card} data-company={company.slug}>
            <h2 className={styles.cardTitle}>{company.name}</h2>
            <p className={styles.muted}>
              {t('companies.vacancies', {
                published: company.publishedVacancies,
                total: company.totalVacancies,
              })}
              {' · '}
              {t('companies.analysts', { count: company.analystCount })}
              {' · '}
              {company.isPublic ? t('companies.public') : t('companies.private')}
              {company.role === 'owner' ? ` · ${t('companies.owner')}` : ''}
            </p>
            <div className={styles.actions}>
              <Link to={analystPaths.analystCompany(company.slug)} className={styles.primaryButton}>
                <AnalystIcon name="manage" />
                <span>{t('companies.manage', { company: company.name })}</span>
              </Link>
              <Link to={analystPaths.analystTeam(company.slug)} className={styles.secondaryButton}>
                <AnalystIcon name="add" />
                <span>{t('companies.inviteAnalyst', { company: company.name })}</span>
              </Link>
              <Form method="post" action={paths.analystArea()}>
                <input type="hidden" name="intent" value="unlink" />
                <input type="hidden" name="companyId" value={company.id} />
                <button type="submit" className={styles.secondaryButton}>
                  <AnalystIcon name="unlink" />
                  <span>{t('companies.unlink', { company: company.name })}</span>
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
      <section className={styles.card} aria-labelledby="new-company-title">
        <h2 id="new-company-title" className={styles.cardTitle}>
          <AnalystIcon name="add" /> {t('modal.newCompany.title')}
        </h2>
        <p className={styles.muted}>{t('modal.newCompany.text')}</p>
        <NewCompanyForm />
      </section>
    </section>
  );
}

/** A company's home in the analyst area: its figures and the way to its vacancies. */
export function CompanyHome({ company }: { company: LinkedCompany }) {
  const t = analystMessages.useMessages();
  return (
    <section aria-labelledby="company-title">
      <h1 id="company-title" className={styles.pageTitle}>
        {t('company.heading', { company: company.name })}
      </h1>
      <p className={styles.muted}>{t('company.intro')}</p>
      <ul className={styles.figures}>
        <li className={styles.card}>{t('company.published', { count: company.publishedVacancies })}</li>
        <li className={styles.card}>{t('company.total', { count: company.totalVacancies })}</li>
        <li className={styles.card}>{t('companies.analysts', { count: company.analystCount })}</li>
      </ul>
      <div className={styles.actions}>
        <Link to={analystPaths.analystVacancies(company.slug)} className={styles.secondaryButton}>
          <AnalystIcon name="vacancies" />
          <span>{t('nav.allVacancies')}</span>
        </Link>
        <Link to={analystPaths.analystNewVacancy(company.slug)} className={styles.primaryButton}>
          <AnalystIcon name="add" />
          <span>{t('nav.newVacancy')}</span>
        </Link>
      </div>
    </section>
  );
}
