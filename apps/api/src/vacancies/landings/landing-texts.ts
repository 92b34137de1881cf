import { type LandingType, type Locale, type MessageKey, translate } from '@camello/domain';
import type { EntityField } from '@camello/search';

/** "Auxiliares contables" → "auxiliares contables": names read as common nouns inside a sentence. */
function inSentence(name: string, locale: Locale): string {
  return name.charAt(0).toLocaleLowerCase(locale) + name.slice(1);
}

type Names = Partial<Record<EntityField, string>> & { term?: string };

/** What a landing is about, as it follows "Empleos": "en Medellín", "de auxiliares contables en Cali". */
export function landingScope(locale: Locale, type: LandingType, names: Names): string {
  return translate(locale, `landing.scope.${type}`, {
    city: names.city ?? '',
    department: names.department ?? '',
    sector: inSentence(names.sector ?? '', locale),
    category: inSentence(names.category ?? '', locale),
    occupation: inSentence(names.occupation ?? '', locale),
    company: names.company ?? '',
    term: inSentence(names.term ?? '', locale),
  });
}

export function landingH1(locale: Locale, type: LandingType, names: Names): string {
  return translate(locale, 'landing.h1', { scope: landingScope(locale, type, names) });
}

export type LandingCopy = { title: string; description: string; introduction: string };

/** Title, meta description and introduction, written from the live counts. */
export function landingCopy(
  locale: Locale,
  type: LandingType,
  names: Names,
  vacancies: number,
  openings: number,
): LandingCopy {
  const params = {
    h1: landingH1(locale, type, names),
    scope: landingScope(locale, type, names),
    vacancies,
    openings,
  };
  const text = (key: MessageKey) => translate(locale, key, params);
  return {
    title: text('landing.title'),
    description: text('landing.description'),
    introduction: text('landing.introduction'),
  };
}
