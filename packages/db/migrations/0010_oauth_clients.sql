-- Partner apps that act for a candidate through the authorization-code flow (with PKCE): the
-- registered clients, each consent flow, and the single-use codes a flow ends in.

-- A registered partner app. Its secret is 256 random bits, stored as a SHA-256 hash.
CREATE TABLE oauth_clients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  secret_hash text NOT NULL UNIQUE CHECK (secret_hash <> ''),
  -- Shown to the candidate on the consent page.
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz
);

-- Where a client may send the candidate back: the flow's redirect URI must equal one of these.
CREATE TABLE oauth_client_redirect_uris (
  client_id uuid NOT NULL REFERENCES oauth_clients (id) ON DELETE CASCADE,
  redirect_uri text NOT NULL CHECK (redirect_uri ~ '^https?://' AND length(redirect_uri) <= 2000),
  PRIMARY KEY (client_id, redirect_uri)
);

-- One authorization request: started by the partner, approved by a signed-in candidate on the
-- consent page, then authorized (its code issued) once.
CREATE TABLE oauth_flows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  redirect_uri text NOT NULL,
  state text NOT NULL CHECK (length(state) BETWEEN 1 AND 500),
  scope text NOT NULL CHECK (scope IN ('ALL')),
  -- PKCE S256: base64url of the SHA-256 of the verifier the token request must show.
  code_challenge text NOT NULL CHECK (code_challenge ~ '^[A-Za-z0-9_-]{43}$'),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  approved_at timestamptz,
  authorized_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  FOREIGN KEY (client_id, redirect_uri) REFERENCES oauth_client_redirect_uris (client_id, redirect_uri)
    ON DELETE CASCADE,
  CHECK (expires_at > created_at),
  CHECK ((user_id IS NULL) = (approved_at IS NULL)),
  CHECK (authorized_at IS NULL OR approved_at IS NOT NULL)
);
CREATE INDEX oauth_flows_user_id_idx ON oauth_flows (user_id);
CREATE INDEX oauth_flows_expires_at_idx ON oauth_flows (expires_at);

-- The code a flow ends in, stored as a SHA-256 hash; one per flow, usable once and briefly. The
-- session family its exchange started is kept, so that a replayed code revokes it.
CREATE TABLE oauth_authorization_codes (
  code_hash text PRIMARY KEY CHECK (code_hash <> ''),
  flow_id uuid NOT NULL UNIQUE REFERENCES oauth_flows (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  session_family_id uuid,
  replayed_at timestamptz,
  CHECK (expires_at > created_at),
  CHECK (session_family_id IS NULL OR used_at IS NOT NULL)
);
