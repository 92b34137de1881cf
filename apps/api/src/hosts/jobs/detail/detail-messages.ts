import { formatNumber, type Locale } from '@camello/domain';

type DetailMessages = { quotas: (count: number) => string; remote: string };

const catalogs: Record<Locale, DetailMessages> = {
  'es-CO': {
    quotas: (count) => (count === 1 ? '1 vacante' : `${formatNumber(count, 'es-CO')} vacantes`),
    remote: 'Trabajo remoto',
  },
  'es-MX': {
    quotas: (count) => (count === 1 ? '1 vacante' : `${formatNumber(count, 'es-MX')} vacantes`),
    remote: 'Home office',
  },
  'en-US': {
    quotas: (count) => (count === 1 ? '1 opening' : `${formatNumber(count, 'en-US')} openings`),
    remote: 'Remote work',
  },
};

/** Texts of the job detail that the domain catalogs do not have. */
export function detailMessages(locale: Locale): DetailMessages {
  return catalogs[locale];
}
