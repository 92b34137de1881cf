-- The candidate's skills (from the catalogue vacancies use, with a score of 1 to 4) and their CV
-- file, kept in the database so that every instance of the app serves it.

CREATE TABLE candidate_skills (
  candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  skill_id integer NOT NULL REFERENCES skills (id),
  score smallint NOT NULL CHECK (score BETWEEN 1 AND 4),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, skill_id)
);
CREATE INDEX candidate_skills_skill_id_idx ON candidate_skills (skill_id);

-- One CV per candidate: a PDF or a DOCX of at most 5 MB, recognised by its content on upload.
CREATE TABLE candidate_cv_files (
  candidate_id uuid PRIMARY KEY REFERENCES candidates (id) ON DELETE CASCADE,
  file_name text NOT NULL CHECK (file_name <> '' AND length(file_name) <= 255),
  content_type text NOT NULL CHECK (content_type IN (
    'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 5242880),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea NOT NULL CHECK (octet_length(content) = size_bytes),
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
