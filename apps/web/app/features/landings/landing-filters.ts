/** A landing's fixed search as listing URL parameters: `[['filters[city][]', 'medellin']]`. */
export function landingFilterParams(
  filters: Readonly<Record<string, readonly string[]>>,
): [string, string][] {
  return Object.entries(filters).flatMap(([field, values]) =>
    values.map((value): [string, string] => [`filters[${field}][]`, value]),
  );
}

/** The full listing of a landing's vacancies: `/empleos?filters[city][]=medellin` (or `?q=` for a search hit). */
export function landingListingHref(
  search: { readonly text: string; readonly filters: Readonly<Record<string, readonly string[]>> },
  jobsPath: string,
): string {
  const params = new URLSearchParams(landingFilterParams(search.filters));
  if (search.text) params.set('q', search.text);
  const query = params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']');
  return query ? `${jobsPath}?${query}` : jobsPath;
}
