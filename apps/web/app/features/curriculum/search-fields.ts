/** The fields a candidate fills in by searching a long list: three of cities, one of occupations. */
export const SEARCH_FIELDS = ['cityId', 'cityBirthId', 'experienceCityId', 'occupationId'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
