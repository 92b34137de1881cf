import { CARDS_PER_LIST, DEFAULT_PAGE_SIZE, MAX_PAGE, TEXT_LIMITS } from '@camello/domain';

export type ListingParams = {
  readonly term: string;
  readonly page: number;
  readonly pageSize: number;
};

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/**
 * Reads `q`, `paginator[page]` and `paginator[pageSize]` from a listing URL. Values a person
 * could have typed wrong fall back to the defaults instead of failing the page.
 */
export function listingParams(search: URLSearchParams): ListingParams {
  const term = (search.get('q') ?? '').trim().slice(0, TEXT_LIMITS.input);
  const page = Math.min(positiveInteger(search.get('paginator[page]')) ?? 1, MAX_PAGE);
  const requestedSize = positiveInteger(search.get('paginator[pageSize]'));
  const pageSize =
    requestedSize !== undefined && requestedSize <= CARDS_PER_LIST.desktop
      ? requestedSize
      : DEFAULT_PAGE_SIZE;
  return { term, page, pageSize };
}
