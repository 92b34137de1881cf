import { describe, expect, it } from 'vitest';
import { apiQueryString } from './api-request.server.ts';
import { searchJobsQuery } from './search-jobs.server.ts';

describe('searchJobsQuery', () => {
  it('asks the API for one page of a free-text search in the qs style', () => {
    expect(apiQueryString(searchJobsQuery({ term: 'medico', page: 2, pageSize: 10 }))).toBe(
      'queries[0][field]=all&queries[0][term]=medico&paginator[page]=2&paginator[pageSize]=10',
    );
  });

  it('encodes the term and sends an empty one for the full listing', () => {
    expect(apiQueryString(searchJobsQuery({ term: 'auxiliar & cajero', page: 1, pageSize: 10 }))).toContain(
      'queries[0][term]=auxiliar%20%26%20cajero',
    );
    expect(apiQueryString(searchJobsQuery({ term: '', page: 1, pageSize: 10 }))).toContain(
      'queries[0][term]=&',
    );
  });
});
