import type { Locale } from '@camello/domain';
import type { ExperienceRangeId, FacetField, OrderField, PublishDateRangeId } from '@camello/search';

// Texts of the search filters. The domain catalogs have the enum labels (contract type,
// education level); what is particular to filtering lives here, in the three locales.

type FilterTexts = { label: string; searchPlaceholder: string; switchText: string };

export type FilterMessages = {
  filters: Record<FacetField | 'geo', FilterTexts>;
  experience: Record<ExperienceRangeId, string>;
  publishDate: Record<PublishDateRangeId, string>;
  remote: string;
  urgent: string;
  /** Label of an applied geographic filter; `{radius}` is replaced by the kilometres. */
  geoWithin: string;
  order: Record<OrderField, string>;
  companyNotFound: string;
};

const none = { searchPlaceholder: '', switchText: '' };

const esCO: FilterMessages = {
  filters: {
    department: { ...none, label: 'Departamento', searchPlaceholder: 'Busca un departamento' },
    city: { ...none, label: 'Ciudad', searchPlaceholder: 'Busca una ciudad' },
    sector: { ...none, label: 'Sector', searchPlaceholder: 'Busca un sector' },
    category: { ...none, label: 'Área', searchPlaceholder: 'Busca un área' },
    occupation: { ...none, label: 'Cargo', searchPlaceholder: 'Busca un cargo' },
    company: { ...none, label: 'Empresa', searchPlaceholder: 'Busca una empresa' },
    employmentType: { ...none, label: 'Tipo de contrato' },
    educationLevel: { ...none, label: 'Nivel de estudios' },
    experience: { ...none, label: 'Experiencia' },
    salary: { ...none, label: 'Salario' },
    remote: { ...none, label: 'Modalidad', switchText: 'Solo trabajo remoto' },
    urgent: { ...none, label: 'Contratación urgente', switchText: 'Solo vacantes urgentes' },
    publishDate: { ...none, label: 'Fecha de publicación' },
    geo: { ...none, label: 'Cerca de ti', searchPlaceholder: 'Distancia en kilómetros' },
  },
  experience: {
    'sin-experiencia': 'Sin experiencia',
    'menos-de-1-ano': 'Menos de 1 año',
    '1-a-2-anos': 'De 1 a 2 años',
    '3-a-5-anos': 'De 3 a 5 años',
    'mas-de-5-anos': 'Más de 5 años',
  },
  publishDate: {
    'ultimas-24-horas': 'Últimas 24 horas',
    'ultimos-3-dias': 'Últimos 3 días',
    'ultima-semana': 'Última semana',
    'ultimas-2-semanas': 'Últimas 2 semanas',
    'ultimo-mes': 'Último mes',
  },
  remote: 'Trabajo remoto',
  urgent: 'Urgente',
  geoWithin: 'A menos de {radius} km',
  order: { relevance: 'Relevancia', publishedAt: 'Fecha de publicación', salary: 'Salario' },
  companyNotFound: 'No encontramos esta empresa',
};

const esMX: FilterMessages = {
  ...esCO,
  filters: {
    ...esCO.filters,
    department: { ...none, label: 'Estado', searchPlaceholder: 'Busca un estado' },
    category: { ...none, label: 'Área', searchPlaceholder: 'Busca un área' },
    occupation: { ...none, label: 'Puesto', searchPlaceholder: 'Busca un puesto' },
    remote: { ...none, label: 'Modalidad', switchText: 'Solo home office' },
  },
  remote: 'Home office',
};

const enUS: FilterMessages = {
  filters: {
    department: { ...none, label: 'State', searchPlaceholder: 'Search a state' },
    city: { ...none, label: 'City', searchPlaceholder: 'Search a city' },
    sector: { ...none, label: 'Industry', searchPlaceholder: 'Search an industry' },
    category: { ...none, label: 'Field', searchPlaceholder: 'Search a field' },
    occupation: { ...none, label: 'Job title', searchPlaceholder: 'Search a job title' },
    company: { ...none, label: 'Company', searchPlaceholder: 'Search a company' },
    employmentType: { ...none, label: 'Contract type' },
    educationLevel: { ...none, label: 'Education' },
    experience: { ...none, label: 'Experience' },
    salary: { ...none, label: 'Salary' },
    remote: { ...none, label: 'Workplace', switchText: 'Remote only' },
    urgent: { ...none, label: 'Urgent hiring', switchText: 'Urgent jobs only' },
    publishDate: { ...none, label: 'Date posted' },
    geo: { ...none, label: 'Near you', searchPlaceholder: 'Distance in kilometers' },
  },
  experience: {
    'sin-experiencia': 'No experience',
    'menos-de-1-ano': 'Less than 1 year',
    '1-a-2-anos': '1 to 2 years',
    '3-a-5-anos': '3 to 5 years',
    'mas-de-5-anos': 'More than 5 years',
  },
  publishDate: {
    'ultimas-24-horas': 'Last 24 hours',
    'ultimos-3-dias': 'Last 3 days',
    'ultima-semana': 'Last week',
    'ultimas-2-semanas': 'Last 2 weeks',
    'ultimo-mes': 'Last month',
  },
  remote: 'Remote',
  urgent: 'Urgent',
  geoWithin: 'Within {radius} km',
  order: { relevance: 'Relevance', publishedAt: 'Date posted', salary: 'Salary' },
  companyNotFound: 'We could not find this company',
};

const catalogs: Record<Locale, FilterMessages> = { 'es-CO': esCO, 'es-MX': esMX, 'en-US': enUS };

export function filterMessages(locale: Locale): FilterMessages {
  return catalogs[locale];
}
