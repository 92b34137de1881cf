import { formatInstant, type Locale } from '@camello/domain';
import type { CandidateApplications } from '@camello/domain/contracts';
import type { ProcessPage } from './ApplicationList/ApplicationList.tsx';

/**
 * What `/procesos` shows of a page of applications: dates written once on the server in the
 * page's language and Colombia's time zone, so the hydrated page reads the same.
 */
export function processPageOf(found: CandidateApplications, locale: Locale): ProcessPage {
  return {
    items: found.rows.map((application) => ({
      id: application.id,
      status: application.status,
      stageLabel: application.stageLabel,
      appliedOn: formatInstant(application.appliedAt, locale),
      vacancy: {
        title: application.vacancy.title,
        slug: application.vacancy.slug,
        companyName: application.vacancy.companyName,
        isLive: application.vacancy.isLive,
      },
      events: application.events.map((event) => ({
        kind: event.kind,
        toStatus: event.toStatus,
        at: event.at,
        date: formatInstant(event.at, locale, 'moment'),
      })),
    })),
    totalRows: found.totalRows,
    page: found.page,
    pageCount: Math.max(1, Math.ceil(found.totalRows / found.pageSize)),
  };
}
