import { withQuery } from '@camello/domain';

/** A landing's fixed search as listing URL parameters: `[['filters[city][]', 'medellin']]`. */
export function landingFilterParams(
  filters: Readonly<Record<string, readonly string[]>>,
): [string, string][] {
  return Object.entries(filters).flatMap(([field, values]) =>
    values.map((value): [string, string] => [`filters[${field}][]`, value]),
  );
}

/** The full listing of a landing's vacancies: `/empleos?filters%5Bcity%5D%5B%5D=medellin` (or `?q=` for a search hit). */
export function landingListingHref(
  search: { readonly text: string; readonly filters: Readonly<Record<string, readonly string[]>> },
  jobsPath: string,
): string {
  return withQuery(jobsPath, [...landingFilterParams(search.filters), ['q', search.text]]);
}
