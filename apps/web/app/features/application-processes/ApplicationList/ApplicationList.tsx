import { type ApplicationStatus, paths } from '@camello/domain';
import { Form } from 'react-router';
import { Link } from '../../../shared/ui/Link.tsx';
import { processMessages } from '../messages.ts';
import styles from './ApplicationList.module.css';
import { StatusIcon } from './StatusIcon.tsx';

/** One step of the timeline, its date already written in the page's language. */
export type ProcessEvent = {
  readonly kind: 'submitted' | 'status_changed';
  readonly toStatus: ApplicationStatus | null;
  readonly at: string;
  readonly date: string;
};

/** An application as `/procesos` shows it (dates written by the loader, so both renders agree). */
export type ProcessItem = {
  readonly id: string;
  readonly status: ApplicationStatus;
  /** The company's own name for the stage; null: the site's wording. */
  readonly stageLabel: string | null;
  readonly appliedOn: string;
  readonly vacancy: {
    readonly title: string;
    readonly slug: string;
    readonly companyName: string;
    readonly isLive: boolean;
  };
  readonly events: readonly ProcessEvent[];
};

export type ProcessPage = {
  readonly items: readonly ProcessItem[];
  readonly totalRows: number;
  readonly page: number;
  readonly pageCount: number;
};

const statusClass: Record<ApplicationStatus, string | undefined> = {
  Sent: styles.sent,
  Pending: styles.pending,
  Validation: styles.validation,
  Finalists: styles.finalists,
  Hired: styles.hired,
  Discarded: styles.discarded,
};

/**
 * The candidate's applications ("Procesos"): a status card per application with its vacancy, the
 * date, the timeline and a two-step withdraw (a disclosure that opens the confirming form, so it
 * works without JavaScript).
 */
export function ApplicationList({
  items,
  totalRows,
  page,
  pageCount,
  withdrawn,
}: ProcessPage & { readonly withdrawn: boolean }) {
  const t = processMessages.useMessages();
  return (
    <section className={styles.page} aria-labelledby="processes-title">
      <h1 id="processes-title" className={styles.title}>
        {t('page.heading')}
      </h1>
      <p role="status" className={withdrawn ? styles.notice : 'visually-hidden'}>
        {withdrawn ? t('withdraw.done') : null}
      </p>
      {totalRows === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t('empty.title')}</h2>
          <p className={styles.muted}>{t('empty.text')}</p>
          <Link to={paths.jobs()} className={styles.primary}>
            {t('empty.link')}
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.muted}>{t('page.count', { count: totalRows })}</p>
          <ul className={styles.list} aria-label={t('page.listLabel')}>
            {items.map((item) => (
              <li key={item.id}>
                <ApplicationCard item={item} />
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <nav className={styles.pagination} aria-label={t('pagination.label')}>
              {page > 1 ? (
                <Link to={paths.applications(page - 1)} className={styles.secondary}>
                  {t('pagination.previous')}
                </Link>
              ) : null}
              {page < pageCount ? (
                <Link to={paths.applications(page + 1)} className={styles.secondary}>
                  {t('pagination.next')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function ApplicationCard({ item }: { item: ProcessItem }) {
  const t = processMessages.useMessages();
  const { vacancy } = item;
  const titleId = `application-${item.id}`;
  return (
    <article className={`${styles.card} ${statusClass[item.status] ?? ''}`} aria-labelledby={titleId}>
      <p className={styles.status}>
        <StatusIcon status={item.status} />
        <span className="visually-hidden">{t('card.status')} </span>
        <strong>{item.stageLabel ?? t(`status.${item.status}`)}</strong>
      </p>
      <p className={styles.statusHint}>{t(`statusHint.${item.status}`)}</p>
      <h2 id={titleId} className={styles.vacancy}>
        <Link to={paths.job(vacancy.slug)}>{vacancy.title}</Link>
      </h2>
      <p className={styles.muted}>{vacancy.companyName}</p>
      <p className={styles.muted}>{t('card.appliedOn', { date: item.appliedOn })}</p>
      {vacancy.isLive ? null : <p className={styles.closed}>{t('card.closed')}</p>}
      <ol className={styles.timeline} aria-label={t('timeline.label', { title: vacancy.title })}>
        {item.events.map((event) => (
          <li key={`${event.kind}-${event.toStatus}-${event.at}`} className={styles.step}>
            <span>{eventText(t, event)}</span>{' '}
            <time dateTime={event.at} className={styles.muted}>
              {event.date}
            </time>
          </li>
        ))}
      </ol>
      <details className={styles.withdraw}>
        <summary className={styles.secondary}>{t('withdraw.open')}</summary>
        <Form method="post" action={paths.applications()} className={styles.confirm}>
          <p>{t('withdraw.question', { title: vacancy.title })}</p>
          <input type="hidden" name="applicationId" value={item.id} />
          <button type="submit" className={styles.danger}>
            {t('withdraw.confirm')}
          </button>
        </Form>
      </details>
    </article>
  );
}

function eventText(t: ReturnType<typeof processMessages.useMessages>, event: ProcessEvent): string {
  if (event.kind === 'submitted' || !event.toStatus) return t('event.submitted');
  return t(`event.to.${event.toStatus}`);
}
