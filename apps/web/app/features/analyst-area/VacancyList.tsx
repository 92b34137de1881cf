import {
  APPLICATION_STATUSES,
  analystPaths,
  paths,
  VACANCY_STATUSES,
  vacancyActionsFor,
} from '@camello/domain';
import type { AnalystVacancyList, LinkedCompany } from '@camello/domain/contracts';
import { Form } from 'react-router';
import { Link } from '../../shared/ui/Link.tsx';
import { AnalystIcon } from './AnalystIcon.tsx';
import styles from './analyst.module.css';
import { analystMessages } from './messages.ts';

/** Labels of enumerations, in the page's language (the loader translates them with the domain's catalogs). */
export type VacancyLabels = {
  readonly statuses: Readonly<Record<string, string>>;
  readonly stages: Readonly<Record<string, string>>;
};

export type VacancyListProps = {
  readonly company: LinkedCompany;
  readonly list: AnalystVacancyList;
  readonly query: { readonly q: string; readonly status: string };
  readonly labels: VacancyLabels;
};

/** The company's vacancies (issue #13): search, status filter, applicants by stage and the publication actions. */
export function VacancyList({ company, list, query, labels }: VacancyListProps) {
  const t = analystMessages.useMessages();
  const listUrl = analystPaths.analystVacancies(company.slug, query);
  return (
    <section aria-labelledby="vacancies-title">
      <h1 id="vacancies-title" className={styles.pageTitle}>
        {t('vacancies.heading', { company: company.name })}
      </h1>
      <Form
        method="get"
        action={analystPaths.analystVacancies(company.slug)}
        className={styles.inlineForm}
        role="search"
      >
        <label className={styles.field}>
          <span>{t('vacancies.searchLabel')}</span>
          <input type="search" name="q" defaultValue={query.q} maxLength={200} />
        </label>
        <label className={styles.field}>
          <span>{t('vacancies.statusLabel')}</span>
          <select name="estado" defaultValue={query.status}>
            <option value="">{t('vacancies.allStatuses')}</option>
            {VACANCY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {labels.statuses[status]} ({list.statusCounts[status]})
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.secondaryButton}>
          {t('vacancies.search')}
        </button>
        <Link to={analystPaths.analystNewVacancy(company.slug)} className={styles.primaryButton}>
          <AnalystIcon name="add" />
          <span>{t('vacancies.new')}</span>
        </Link>
      </Form>
      <p className={styles.muted} role="status">
        {t('vacancies.count', { count: list.vacancies.length })}
      </p>
      {list.vacancies.length === 0 ? (
        <p>{t('vacancies.none')}</p>
      ) : (
        <ul className={styles.cards}>
          {list.vacancies.map((vacancy) => (
            <li
              key={vacancy.id}
              className={styles.card}
              data-vacancy={vacancy.id}
              data-status={vacancy.status}
            >
              <h2 className={styles.cardTitle}>
                <Link to={analystPaths.analystVacancy(company.slug, vacancy.id)}>{vacancy.title}</Link>
              </h2>
              <p className={styles.muted}>
                <span className={styles.badge} data-status={vacancy.status}>
                  {labels.statuses[vacancy.status]}
                </span>
                {vacancy.isConfidential ? ` · ${t('vacancies.confidential')}` : ''}
                {vacancy.cities.length > 0 ? ` · ${vacancy.cities.join(', ')}` : ''}
                {' · '}
                <Link to={analystPaths.analystApplicants(company.slug, vacancy.id)}>
                  {t('vacancies.totalApplicants', { count: vacancy.applicants })}
                </Link>
              </p>
              {vacancy.applicants > 0 ? (
                <ul className={styles.stages} aria-label={t('vacancies.applicants')}>
                  {APPLICATION_STATUSES.map((stage) => (
                    <li key={stage}>
                      {labels.stages[stage]}: <strong>{vacancy.applicantsByStage[stage]}</strong>
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className={styles.actions}>
                {vacancyActionsFor(vacancy.status).map((action) => (
                  <Form key={action} method="post" action={listUrl}>
                    <input type="hidden" name="vacancyId" value={vacancy.id} />
                    <input type="hidden" name="title" value={vacancy.title} />
                    <button
                      type="submit"
                      name="intent"
                      value={action}
                      className={action === 'publish' ? styles.primaryButton : styles.secondaryButton}
                    >
                      {t(`vacancies.${action}`)}
                    </button>
                  </Form>
                ))}
                <Form method="post" action={listUrl}>
                  <input type="hidden" name="vacancyId" value={vacancy.id} />
                  <input type="hidden" name="title" value={vacancy.title} />
                  <button type="submit" name="intent" value="duplicate" className={styles.secondaryButton}>
                    <AnalystIcon name="redo" />
                    <span>{t('vacancies.duplicate')}</span>
                  </button>
                </Form>
                {vacancy.status === 'published' ? (
                  <Link to={paths.job(vacancy.slug)} className={styles.secondaryButton}>
                    {t('vacancies.viewPublic')}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
