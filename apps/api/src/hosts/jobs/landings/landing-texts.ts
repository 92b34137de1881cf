import type { LandingType } from '@camello/domain';
import type { EntityField } from '@camello/search';

const counts = new Intl.NumberFormat('es-CO');

/** "Auxiliares contables" → "auxiliares contables": names read as common nouns inside a sentence. */
function inSentence(name: string): string {
  return name.charAt(0).toLocaleLowerCase('es-CO') + name.slice(1);
}

type Names = Partial<Record<EntityField, string>> & { term?: string };

/** What a landing is about, as it follows "Empleos": "en Medellín", "de auxiliares contables en Cali". */
export function landingScope(type: LandingType, names: Names): string {
  const city = names.city ?? '';
  switch (type) {
    case 'by-location':
      return `en ${city}`;
    case 'by-location-state':
      return `en ${names.department ?? ''}`;
    case 'by-sector':
      return `en el sector ${inSentence(names.sector ?? '')}`;
    case 'by-occupation-category':
      return `de ${inSentence(names.category ?? '')}`;
    case 'by-location-ocupacol':
      return `de ${inSentence(names.category ?? '')} en ${city}`;
    case 'by-occupation':
      return `de ${inSentence(names.occupation ?? '')}`;
    case 'by-occupation-with-location':
      return `de ${inSentence(names.occupation ?? '')} en ${city}`;
    case 'by-company':
      return `en ${names.company ?? ''}`;
    case 'search-hit':
      return `de ${inSentence(names.term ?? '')}`;
  }
}

export function landingH1(type: LandingType, names: Names): string {
  return `Empleos ${landingScope(type, names)}`;
}

export type LandingCopy = { title: string; description: string; introduction: string };

/** Title, meta description and introduction, written from the live counts. */
export function landingCopy(
  type: LandingType,
  names: Names,
  vacancies: number,
  openings: number,
): LandingCopy {
  const scope = landingScope(type, names);
  const h1 = landingH1(type, names);
  if (vacancies === 0) {
    return {
      title: `${h1}: ofertas de trabajo`,
      description: `${h1}. Por ahora no hay ofertas vigentes; crea una alerta y te avisamos cuando se publiquen.`,
      introduction: `Por ahora no hay ofertas de trabajo ${scope}. Mira las búsquedas relacionadas o crea una alerta para enterarte primero.`,
    };
  }
  const offers = `${counts.format(vacancies)} ${vacancies === 1 ? 'oferta' : 'ofertas'}`;
  const places = `${counts.format(openings)} ${openings === 1 ? 'vacante' : 'vacantes'}`;
  return {
    title: `${h1}: ${offers} de trabajo`,
    description: `${h1}: ${offers} de trabajo vigentes con ${places}. Postúlate gratis en Camello.`,
    introduction:
      `Hay ${offers} de trabajo ${scope} con ${places} disponibles. ` +
      'Filtra por salario, tipo de contrato y experiencia, y postúlate gratis desde tu celular.',
  };
}
