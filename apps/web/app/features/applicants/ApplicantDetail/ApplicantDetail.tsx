import { analystPaths, type MiddleStage, nextStageOf, stagesReachableFrom } from '@camello/domain';
import type { ApplicantDetail as Detail } from '@camello/domain/contracts';
import { Form } from 'react-router';
import { Link } from '../../../shared/ui/Link.tsx';
import styles from '../applicants.module.css';
import { DiscardReasonOptions } from '../discard-reasons.tsx';
import { applicantMessages } from '../messages.ts';
import { stageNameOf } from '../stage-names.ts';

/** What the last post on the page did: a move, a note, or why it was refused. */
export type ApplicantNotice =
  | { readonly kind: 'moved'; readonly status: Detail['status'] }
  | { readonly kind: 'noted' }
  | { readonly kind: 'error'; readonly message: string };

export type ApplicantDetailProps = {
  readonly companySlug: string;
  readonly detail: Detail;
  /** Dates written on the server: each event's, and the study and job periods. */
  readonly dates: { readonly events: Readonly<Record<number, string>>; readonly appliedOn: string };
  readonly notice: ApplicantNotice | null;
};

const fullName = (candidate: Detail['candidate']) =>
  [candidate.firstName, candidate.lastName].filter(Boolean).join(' ');

/**
 * One applicant: the stage actions (next stage, a chosen one, hired, discard with a reason), the
 * résumé, the answers, the CV link, the company's notes and the timeline. Every action is a form
 * post that states the version it saw.
 */
export function ApplicantDetail({ companySlug, detail, dates, notice }: ApplicantDetailProps) {
  const t = applicantMessages.useMessages();
  const stageName = (status: Detail['status']) => stageNameOf(detail.stages, status, t);
  const middleOrder = detail.stages
    .map((stage) => stage.status)
    .filter((status): status is MiddleStage => ['Pending', 'Validation', 'Finalists'].includes(status));
  const next = nextStageOf(detail.status, middleOrder);
  const reachable = stagesReachableFrom(detail.status, middleOrder).filter(
    (status) => status !== 'Discarded',
  );
  const { candidate } = detail;
  const name = fullName(candidate) || t('list.unnamed');

  return (
    <div className={styles.page}>
      <p>
        <Link to={analystPaths.analystApplicants(companySlug, detail.vacancy.id)}>
          {t('detail.backToList', { vacancy: detail.vacancy.title })}
        </Link>
      </p>
      <h1 className={styles.title}>{name}</h1>
      <p>
        <strong>{t('detail.currentStage', { stage: stageName(detail.status) })}</strong>
        <span className={styles.muted}> · {dates.appliedOn}</span>
      </p>

      {notice?.kind === 'error' && (
        <p className={styles.error} role="alert">
          {notice.message}
        </p>
      )}
      {notice?.kind === 'moved' && (
        <p className={styles.notice} role="status">
          {t('detail.moved', { stage: stageName(notice.status) })}
        </p>
      )}
      {notice?.kind === 'noted' && (
        <p className={styles.notice} role="status">
          {t('detail.noteSaved')}
        </p>
      )}

      <section className={styles.panel} aria-labelledby="stage-actions">
        <h2 id="stage-actions">{t('detail.actions')}</h2>
        <div className={styles.actions}>
          {next && next !== 'Hired' && (
            <Form method="post">
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="expectedVersion" value={detail.version} />
              <input type="hidden" name="to" value="next" />
              <button type="submit" className={styles.button}>
                {t('detail.next', { stage: stageName(next) })}
              </button>
            </Form>
          )}
          {reachable.includes('Hired') && (
            <Form method="post">
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="expectedVersion" value={detail.version} />
              <input type="hidden" name="to" value="Hired" />
              <button type="submit" className={styles.secondary}>
                {t('detail.hire')}
              </button>
            </Form>
          )}
          {reachable.length > 0 && (
            <Form method="post" className={styles.fields}>
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="expectedVersion" value={detail.version} />
              <label className={styles.field}>
                {t('detail.choose')}
                <select name="to" defaultValue={reachable[0]}>
                  {reachable.map((status) => (
                    <option key={status} value={status}>
                      {stageName(status)}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className={styles.secondary}>
                {t('detail.move')}
              </button>
            </Form>
          )}
          {detail.status !== 'Discarded' && (
            <Form method="post">
              <fieldset className={styles.fields}>
                <legend>{t('detail.discardLegend')}</legend>
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="expectedVersion" value={detail.version} />
                <input type="hidden" name="to" value="Discarded" />
                <label className={styles.field}>
                  {t('move.reason')}
                  <select name="reason" required defaultValue="">
                    <option value="" disabled>
                      {t('move.noReason')}
                    </option>
                    <DiscardReasonOptions />
                  </select>
                </label>
                <button type="submit" className={styles.secondary}>
                  {t('detail.discard')}
                </button>
              </fieldset>
            </Form>
          )}
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="contact">
        <h2 id="contact">{t('detail.contact')}</h2>
        {candidate.title && <p>{candidate.title}</p>}
        <dl>
          <dt>{t('detail.email')}</dt>
          <dd>
            <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
          </dd>
          {candidate.phone && (
            <>
              <dt>{t('detail.phone')}</dt>
              <dd>{candidate.phone}</dd>
            </>
          )}
          {candidate.cityName && (
            <>
              <dt>{t('detail.city')}</dt>
              <dd>{candidate.cityName}</dd>
            </>
          )}
          {candidate.salary !== null && (
            <>
              <dt>{t('detail.salary')}</dt>
              <dd>
                {candidate.salary.toLocaleString('es-CO')} {candidate.salaryCurrency ?? ''}
              </dd>
            </>
          )}
        </dl>
        {detail.hasCv ? (
          <a
            className={styles.secondary}
            href={analystPaths.analystApplicantCv(companySlug, detail.applicationId)}
          >
            {t('detail.cv')}
          </a>
        ) : (
          <p className={styles.muted}>{t('detail.noCv')}</p>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="experiences">
        <h2 id="experiences">{t('detail.experiences')}</h2>
        {candidate.experiences.length === 0 ? (
          <p className={styles.muted}>{t('detail.noExperiences')}</p>
        ) : (
          <ul className={styles.list}>
            {candidate.experiences.map((experience) => (
              <li key={`${experience.company}-${experience.startDate}`}>
                <strong>{experience.position}</strong> · {experience.company}
                <div className={styles.muted}>
                  {experience.startDate} – {experience.endDate ?? t('detail.present')}
                  {experience.cityName && ` · ${experience.cityName}`}
                </div>
                {experience.description && <p>{experience.description}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="studies">
        <h2 id="studies">{t('detail.studies')}</h2>
        {candidate.studies.length === 0 ? (
          <p className={styles.muted}>{t('detail.noStudies')}</p>
        ) : (
          <ul className={styles.list}>
            {candidate.studies.map((study) => (
              <li key={`${study.institute}-${study.startDate}`}>
                <strong>{study.title}</strong> · {study.institute}
                <div className={styles.muted}>
                  {study.studyTypeName} · {study.startDate} – {study.endDate ?? t('detail.inProgress')}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="answers">
        <h2 id="answers">{t('detail.answers')}</h2>
        {detail.answers.length === 0 ? (
          <p className={styles.muted}>{t('detail.noAnswers')}</p>
        ) : (
          <dl>
            {detail.answers.map((answer) => (
              <div key={answer.questionId}>
                <dt>
                  <strong>{answer.question}</strong>
                </dt>
                <dd>{answer.text ?? answer.selectedOptions.join(', ')}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="notes">
        <h2 id="notes">{t('detail.notes')}</h2>
        <p className={styles.muted}>{t('detail.notesHint')}</p>
        <Form method="post" className={styles.fields}>
          <input type="hidden" name="intent" value="note" />
          <label className={styles.field}>
            {t('detail.note')}
            <textarea name="note" required maxLength={2000} rows={3} />
          </label>
          <button type="submit" className={styles.button}>
            {t('detail.addNote')}
          </button>
        </Form>
        <h3>{t('detail.history')}</h3>
        <ol className={styles.list}>
          {detail.events.map((event) => (
            <li key={event.id}>
              <span className={styles.muted}>{dates.events[event.id]}</span>{' '}
              {event.kind === 'status_changed'
                ? t('event.status_changed', {
                    from: event.fromStatus ? stageName(event.fromStatus) : '',
                    to: event.toStatus ? stageName(event.toStatus) : '',
                  })
                : t(`event.${event.kind}`)}
              {event.actorName && (
                <span className={styles.muted}> · {t('event.by', { actor: event.actorName })}</span>
              )}
              {event.discardReason && (
                <div>{t('event.reason', { reason: t(`discardReason.${event.discardReason}`) })}</div>
              )}
              {event.note && <p>{event.note}</p>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
