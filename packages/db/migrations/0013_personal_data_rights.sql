-- Ley 1581 de 2012: a person withdraws consent or deletes their account. Both are recorded; a
-- deleted candidate's applications stay, anonymised, so a company can still count them.

-- A withdrawn acceptance leaves terms_acceptances (the person must accept again to apply) and is
-- kept here with when it was given and when it was taken back.
CREATE TABLE consent_withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  terms_version_id integer NOT NULL REFERENCES terms_versions (id),
  accepted_at timestamptz NOT NULL,
  withdrawn_at timestamptz NOT NULL DEFAULT now(),
  ip_address text,
  user_agent text
);
CREATE INDEX consent_withdrawals_user_id_idx ON consent_withdrawals (user_id, withdrawn_at);
CREATE INDEX consent_withdrawals_terms_version_id_idx ON consent_withdrawals (terms_version_id);

-- One row per deleted account, with nothing that names the person: the proof that a deletion
-- asked for was carried out, and what it left behind.
CREATE TABLE account_deletions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  role text NOT NULL CHECK (role IN ('candidate', 'analyst', 'admin')),
  applications_anonymised integer NOT NULL DEFAULT 0 CHECK (applications_anonymised >= 0),
  deleted_at timestamptz NOT NULL DEFAULT now()
);

-- An application outlives its candidate: the candidate goes (SET NULL), the application stays
-- marked anonymised, without answers, notes nor campaign data. UNIQUE (candidate_id, vacancy_id)
-- still holds for every live candidate (NULLs are distinct).
ALTER TABLE applications ADD COLUMN anonymised_at timestamptz;
ALTER TABLE applications ALTER COLUMN candidate_id DROP NOT NULL;
ALTER TABLE applications DROP CONSTRAINT applications_candidate_id_fkey;
ALTER TABLE applications ADD CONSTRAINT applications_candidate_id_fkey
  FOREIGN KEY (candidate_id) REFERENCES candidates (id) ON DELETE SET NULL;
ALTER TABLE applications ADD CONSTRAINT applications_candidate_or_anonymised
  CHECK (candidate_id IS NOT NULL OR anonymised_at IS NOT NULL);
