-- Abuse limits (sign-in, sign-up, password reset, e-mail sending) counted here, so that every app
-- instance on this database sees the same counts. One row per rule and subject (account or IP),
-- a fixed window that restarts at the first hit after it expires.
CREATE UNLOGGED TABLE rate_limit_counters (
  key text PRIMARY KEY CHECK (length(key) <= 400),
  hits integer NOT NULL CHECK (hits > 0),
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_expires_at_idx ON rate_limit_counters (expires_at);
