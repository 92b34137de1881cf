import { analystPaths, type QueryParam } from '@camello/domain';
import type { VacancyApplicants } from '@camello/domain/contracts';
import { Form } from 'react-router';
import { Link } from '../../../shared/ui/Link.tsx';
import styles from '../applicants.module.css';
import { DiscardReasonOptions } from '../discard-reasons.tsx';
import { applicantMessages } from '../messages.ts';
import { stageNameOf } from '../stage-names.ts';

/** The filters of the list as the page's query string holds them. */
export type ApplicantFiltersForm = {
  readonly q: string;
  readonly stage: string;
  readonly cityId: string;
  readonly studyTypeId: string;
  readonly minExperienceYears: string;
  /** Question id → option chosen in the filter. */
  readonly answers: Readonly<Record<string, string>>;
};

/** What a bulk move did, for the notice above the list. */
export type BulkMoveNotice = {
  readonly moved: number;
  readonly conflicts: number;
  readonly refused: number;
  readonly noneSelected?: boolean;
  readonly error?: string;
};

export type ApplicantListProps = {
  readonly companySlug: string;
  readonly found: VacancyApplicants;
  readonly filters: ApplicantFiltersForm;
  /** The filters as query parameters, for stage tabs, pages and the export link. */
  readonly query: readonly QueryParam[];
  /** Application date of each row, written on the server. */
  readonly appliedOn: Readonly<Record<string, string>>;
  readonly notice: BulkMoveNotice | null;
};

type FacetOption = VacancyApplicants['filters']['cities'][number];

/** A filter of the list over one facet: any, or one of its values with how many applicants have it. */
function FacetSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly FacetOption[];
}) {
  const t = applicantMessages.useMessages();
  return (
    <label className={styles.field}>
      {label}
      <select name={name} defaultValue={value}>
        <option value="">{t('list.any')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name} ({option.total})
          </option>
        ))}
      </select>
    </label>
  );
}

const without = (query: readonly QueryParam[], key: string) => query.filter(([name]) => name !== key);

/**
 * A vacancy's applicants: stage tabs with counts, a filter form (a GET form that works without
 * JavaScript), the list with a checkbox per applicant, and a bulk move of the selection (a POST).
 */
export function ApplicantList({ companySlug, found, filters, query, appliedOn, notice }: ApplicantListProps) {
  const t = applicantMessages.useMessages();
  const vacancyId = found.vacancy.id;
  const listUrl = (params: readonly QueryParam[]) =>
    analystPaths.analystApplicants(companySlug, vacancyId, params);
  const pages = Math.max(1, Math.ceil(found.totalRows / found.pageSize));
  const baseQuery = without(query, 'page');
  const stageQuery = without(baseQuery, 'stage');
  const name = (row: VacancyApplicants['rows'][number]) =>
    [row.firstName, row.lastName].filter(Boolean).join(' ') || t('list.unnamed');

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('list.heading', { vacancy: found.vacancy.title })}</h1>
      <p className={styles.muted}>{t('list.total', { count: found.totalRows })}</p>

      <nav aria-label={t('list.stages')}>
        <ul className={styles.tabs}>
          <li>
            <Link
              className={styles.tab}
              to={listUrl(stageQuery)}
              aria-current={filters.stage === '' ? 'page' : undefined}
            >
              {t('list.allStages')}
            </Link>
          </li>
          {found.stages.map((stage) => (
            <li key={stage.status}>
              <Link
                className={styles.tab}
                to={listUrl([...stageQuery, ['stage', stage.status]])}
                aria-current={filters.stage === stage.status ? 'page' : undefined}
              >
                {stageNameOf(found.stages, stage.status, t)} ({stage.total})
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Form method="get" className={styles.panel} aria-label={t('list.filters')}>
        <div className={styles.fields}>
          <label className={styles.field}>
            {t('list.search')}
            <input type="search" name="q" defaultValue={filters.q} maxLength={120} />
          </label>
          <label className={styles.field}>
            {t('list.stage')}
            <select name="stage" defaultValue={filters.stage}>
              <option value="">{t('list.any')}</option>
              {found.stages.map((stage) => (
                <option key={stage.status} value={stage.status}>
                  {stageNameOf(found.stages, stage.status, t)}
                </option>
              ))}
            </select>
          </label>
          <FacetSelect
            label={t('list.city')}
            name="cityId"
            value={filters.cityId}
            options={found.filters.cities}
          />
          <FacetSelect
            label={t('list.studies')}
            name="studyTypeId"
            value={filters.studyTypeId}
            options={found.filters.studyTypes}
          />
          <label className={styles.field}>
            {t('list.minExperience')}
            <input
              type="number"
              name="minExperienceYears"
              min={0}
              max={50}
              inputMode="numeric"
              defaultValue={filters.minExperienceYears}
            />
          </label>
          {found.filters.questions.map((question) => (
            <label key={question.id} className={styles.field}>
              {question.text}
              <select name={`answers[${question.id}]`} defaultValue={filters.answers[question.id] ?? ''}>
                <option value="">{t('list.any')}</option>
                {question.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <button type="submit" className={styles.button}>
            {t('list.apply')}
          </button>
          <Link className={styles.secondary} to={listUrl([])}>
            {t('list.clear')}
          </Link>
          <a
            className={styles.secondary}
            href={analystPaths.analystApplicantsExport(companySlug, vacancyId, baseQuery)}
            download
          >
            {t('list.export')}
          </a>
        </div>
      </Form>

      {notice && <BulkNotice notice={notice} />}

      <Form method="post" className={styles.panel}>
        {found.rows.length === 0 ? (
          <p>{t('list.empty')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('move.selected')}</span>
                </th>
                <th scope="col">{t('list.name')}</th>
                <th scope="col">{t('list.stage')}</th>
                <th scope="col">{t('list.city')}</th>
                <th scope="col">{t('list.experience')}</th>
                <th scope="col">{t('list.appliedOn')}</th>
              </tr>
            </thead>
            <tbody>
              {found.rows.map((row) => (
                <tr key={row.applicationId}>
                  <td>
                    <input
                      type="checkbox"
                      name="selected"
                      value={`${row.applicationId}:${row.version}`}
                      aria-label={t('list.select', { name: name(row) })}
                    />
                  </td>
                  <td>
                    <Link to={analystPaths.analystApplicant(companySlug, row.applicationId)}>
                      {name(row)}
                    </Link>
                    {row.title && <div className={styles.muted}>{row.title}</div>}
                    {row.noteCount > 0 && (
                      <div className={styles.muted}>{t('list.notes', { count: row.noteCount })}</div>
                    )}
                  </td>
                  <td>{stageNameOf(found.stages, row.status, t)}</td>
                  <td>{row.cityName ?? ''}</td>
                  <td>
                    {t('list.years', { years: row.experienceYears })}
                    {row.studyTypeName && <div className={styles.muted}>{row.studyTypeName}</div>}
                  </td>
                  <td>{appliedOn[row.applicationId]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {found.rows.length > 0 && (
          <fieldset className={styles.fields}>
            <legend>{t('move.bulkLegend')}</legend>
            <label className={styles.field}>
              {t('move.to')}
              <select name="to" required defaultValue="">
                <option value="" disabled>
                  {t('move.to')}
                </option>
                {found.stages
                  .filter((stage) => stage.status !== 'Sent')
                  .map((stage) => (
                    <option key={stage.status} value={stage.status}>
                      {stageNameOf(found.stages, stage.status, t)}
                    </option>
                  ))}
              </select>
            </label>
            <label className={styles.field}>
              {t('move.reason')} <span className={styles.muted}>({t('move.reasonHint')})</span>
              <select name="reason" defaultValue="">
                <option value="">{t('move.noReason')}</option>
                <DiscardReasonOptions />
              </select>
            </label>
            <button type="submit" className={styles.button}>
              {t('move.selected')}
            </button>
          </fieldset>
        )}
      </Form>

      {pages > 1 && (
        <nav className={styles.pagination} aria-label={t('list.pagination')}>
          {found.page > 1 && (
            <Link to={listUrl([...baseQuery, ['page', found.page - 1]])}>{t('list.previous')}</Link>
          )}
          <span>{t('list.pageOf', { page: found.page, pages })}</span>
          {found.page < pages && (
            <Link to={listUrl([...baseQuery, ['page', found.page + 1]])}>{t('list.next')}</Link>
          )}
        </nav>
      )}
    </div>
  );
}

function BulkNotice({ notice }: { notice: BulkMoveNotice }) {
  const t = applicantMessages.useMessages();
  if (notice.error)
    return (
      <p className={styles.error} role="alert">
        {notice.error}
      </p>
    );
  if (notice.noneSelected)
    return (
      <p className={styles.error} role="alert">
        {t('move.noneSelected')}
      </p>
    );
  return (
    <div className={notice.conflicts + notice.refused > 0 ? styles.error : styles.notice} role="status">
      <p>{t('move.moved', { count: notice.moved })}</p>
      {notice.conflicts > 0 && <p>{t('move.conflicts', { count: notice.conflicts })}</p>}
      {notice.refused > 0 && <p>{t('move.refused', { count: notice.refused })}</p>}
    </div>
  );
}
