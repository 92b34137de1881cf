import { APPLICATION_STATUSES, type QueryParam } from '@camello/domain';
import type { ApplicantsQuery } from '@camello/domain/contracts';
import type { ApplicantFiltersForm } from './ApplicantList/ApplicantList.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ANSWER_KEY = /^answers\[([^\]]+)\]$/;

const wholeNumber = (value: string | null, max: number) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 0 && number <= max ? number : undefined;
};

/**
 * The list's filters from the page's query string: what the API takes (values that cannot be
 * right are left out, so a hand-edited URL shows the list instead of an error), the form's
 * values, and the query parameters that keep them across tabs, pages and the export.
 */
export function applicantsQueryOf(url: URL): {
  query: ApplicantsQuery;
  form: ApplicantFiltersForm;
  params: QueryParam[];
} {
  const search = url.searchParams;
  const q = search.get('q')?.trim().slice(0, 120) || undefined;
  const stageValue = search.get('stage');
  const stage = APPLICATION_STATUSES.find((status) => status === stageValue);
  const cityId = wholeNumber(search.get('cityId'), 2_147_483_647) || undefined;
  const studyTypeId = wholeNumber(search.get('studyTypeId'), 32_767) || undefined;
  const minExperienceYears = wholeNumber(search.get('minExperienceYears'), 50) || undefined;
  const page = wholeNumber(search.get('page'), 10_000) || 1;
  const answers: Record<string, string> = {};
  for (const [key, value] of search) {
    const questionId = ANSWER_KEY.exec(key)?.[1];
    if (questionId && UUID.test(questionId) && value !== '' && value.length <= 500)
      answers[questionId] = value;
  }
  const params: QueryParam[] = [
    ['q', q],
    ['stage', stage],
    ['cityId', cityId],
    ['studyTypeId', studyTypeId],
    ['minExperienceYears', minExperienceYears],
    ...Object.entries(answers).map(([id, value]): QueryParam => [`answers[${id}]`, value]),
    ['page', page > 1 ? page : undefined],
  ];
  return {
    query: {
      q,
      stage,
      cityId,
      studyTypeId,
      minExperienceYears,
      answers: Object.keys(answers).length > 0 ? answers : undefined,
      page,
    },
    form: {
      q: q ?? '',
      stage: stage ?? '',
      cityId: cityId ? String(cityId) : '',
      studyTypeId: studyTypeId ? String(studyTypeId) : '',
      minExperienceYears: minExperienceYears ? String(minExperienceYears) : '',
      answers,
    },
    params,
  };
}
