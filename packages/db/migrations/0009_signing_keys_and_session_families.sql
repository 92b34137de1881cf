-- Keys that sign access tokens, shared by every instance. The newest active key signs; a retired
-- key only verifies, until the tokens it signed have expired, so rotating signs nobody out.
CREATE TABLE signing_keys (
  kid text PRIMARY KEY CHECK (kid <> ''),
  algorithm text NOT NULL CHECK (algorithm IN ('EdDSA')),
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);

-- A family is one sign-in and every refresh token rotated from it: replaying a rotated token
-- revokes the whole family.
ALTER TABLE sessions ADD COLUMN family_id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE INDEX sessions_family_id_idx ON sessions (family_id);
