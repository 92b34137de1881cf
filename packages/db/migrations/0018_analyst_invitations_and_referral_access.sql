-- Invitations of analysts to a company, and the record of who read a referral's CV (issue #13).

-- An analyst invites another by e-mail; the link carries a single-use token kept only as its hash.
-- One pending invitation per company and address: inviting again renews it instead of adding one.
CREATE TABLE analyst_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  email citext NOT NULL CHECK (email ~ '^[^@\s]+@[^@\s]+$' AND length(email) <= 254),
  token_hash text NOT NULL UNIQUE,
  invited_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX analyst_invitations_pending_idx ON analyst_invitations (company_id, email)
  WHERE accepted_at IS NULL;
CREATE INDEX analyst_invitations_invited_by_id_idx ON analyst_invitations (invited_by_id);
CREATE INDEX analyst_invitations_accepted_by_id_idx ON analyst_invitations (accepted_by_id);

-- Every download of a referral's CV by an analyst (Ley 1581: who saw a person's data, and when).
CREATE TABLE referral_access_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  referral_id uuid NOT NULL REFERENCES referrals (id) ON DELETE CASCADE,
  analyst_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referral_access_log_referral_id_idx ON referral_access_log (referral_id, created_at);
CREATE INDEX referral_access_log_analyst_user_id_idx ON referral_access_log (analyst_user_id);
