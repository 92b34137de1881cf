-- Moving applicants through a company's selection process (issue #13): optimistic concurrency on
-- applications, discard reasons, the company's own names and order of the middle stages, and the
-- record of every read of a candidate's résumé or CV by an analyst.

-- Raised by every stage move: a move states the version it saw, so of two concurrent moves of the
-- same application the second finds another version and changes nothing.
ALTER TABLE applications ADD COLUMN version integer NOT NULL DEFAULT 0 CHECK (version >= 0);

-- Why an analyst discarded an applicant; internal to the company, never shown to the candidate.
ALTER TABLE application_events ADD COLUMN discard_reason text
  CHECK (discard_reason IN ('profileMismatch', 'salaryExpectation', 'noShow', 'candidateWithdrew',
                            'positionFilled', 'other'));
ALTER TABLE application_events ADD CONSTRAINT application_events_discard_reason_only_on_discard
  CHECK (discard_reason IS NULL OR (kind = 'status_changed' AND to_status = 'Discarded'));

-- A company's name and place for each middle stage (Pending, Validation, Finalists). Without rows
-- the company uses the default names and order; Sent, Hired and Discarded keep theirs.
CREATE TABLE company_stage_labels (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('Pending', 'Validation', 'Finalists')),
  -- NULL keeps the product's name: the row only gives the stage its place.
  label text CHECK (label = btrim(label) AND length(label) BETWEEN 1 AND 40),
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 2),
  PRIMARY KEY (company_id, status),
  -- Deferred, so a reorder can swap places within one transaction.
  CONSTRAINT company_stage_labels_position_key UNIQUE (company_id, position) DEFERRABLE INITIALLY DEFERRED
);

-- Every time an analyst opened a candidate's résumé or downloaded their CV (Ley 1581: who saw
-- a person's data, and when).
CREATE TABLE applicant_access_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  analyst_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  what text NOT NULL CHECK (what IN ('resume', 'cv')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX applicant_access_log_application_id_idx ON applicant_access_log (application_id, created_at);
CREATE INDEX applicant_access_log_analyst_user_id_idx ON applicant_access_log (analyst_user_id);
