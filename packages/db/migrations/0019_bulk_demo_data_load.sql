-- Searches run in the in-process index (packages/search), which reads search_vector as text and
-- never queries it with @@: the GIN index on it only cost every write of a vacancy (and most of a
-- bulk load's index building) without serving a query.
DROP INDEX vacancies_search_vector_idx;

-- The seed's demo data load: on PostgreSQL its vacancies go in through several connections, each
-- committing its batches, so the load is complete only once finished_at is set. A row left
-- without it marks a load that was interrupted; the next seed discards that data and starts over.
CREATE TABLE demo_data_loads (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  vacancies integer NOT NULL CHECK (vacancies > 0),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
