-- The search index polls for rows changed since its last look every few seconds, on every
-- instance: without these indexes each poll scans the whole table.
CREATE INDEX vacancies_updated_at_idx ON vacancies (updated_at);
CREATE INDEX companies_updated_at_idx ON companies (updated_at);
