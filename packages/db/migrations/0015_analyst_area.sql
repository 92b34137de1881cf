-- The analyst area (issue #13).

-- A vacancy an analyst marks confidential is filed under the placeholder company of confidential
-- employers, as feeds file theirs, so that no public page, search facet, keyword or JSON-LD names
-- its employer; hiring_company_id keeps the company whose analysts manage it (NULL otherwise).
ALTER TABLE vacancies ADD COLUMN hiring_company_id uuid REFERENCES companies (id) ON DELETE CASCADE;
CREATE INDEX vacancies_hiring_company_id_idx ON vacancies (hiring_company_id);

-- The company's own personal-data policy, linked from its job site.
ALTER TABLE companies ADD COLUMN data_policy_url text CHECK (data_policy_url ~ '^https?://' AND length(data_policy_url) <= 2000);
