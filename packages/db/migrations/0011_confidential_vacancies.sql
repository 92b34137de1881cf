-- A vacancy whose employer hides its name ("Empresa confidencial", "Importante empresa del
-- sector"): feeds file it under a placeholder company, and this flag lets pages leave the
-- employer out.
ALTER TABLE vacancies ADD COLUMN is_confidential boolean NOT NULL DEFAULT false;
