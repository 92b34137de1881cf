-- Background work runs on pg-boss, which keeps its own tables in the schema `pgboss` (created and
-- upgraded by the process at start, docs/decisions/0010-background-jobs-on-pg-boss.md): the
-- hand-rolled queue table of 0006 was never used.
DROP TABLE job_queue;

-- E-mail the queue has handed to the SMTP server, by the key its sender gave it: a retried job
-- (a worker that died after sending, a job sent twice) finds its key and sends nothing.
CREATE TABLE mail_deliveries (
  key text PRIMARY KEY CHECK (key <> '' AND length(key) <= 200),
  sent_at timestamptz NOT NULL DEFAULT now()
);

-- Job alerts: a signed-in candidate's are live at once; a visitor's (e-mail and phone) once the
-- link of the confirmation e-mail is opened (double opt-in).
ALTER TABLE job_alerts
  ADD COLUMN title text NOT NULL DEFAULT '' CHECK (length(title) <= 200),
  ADD COLUMN locale text NOT NULL DEFAULT 'es-CO' CHECK (locale IN ('es-CO', 'es-MX', 'en-US')),
  -- Hash of the secret of the confirmation link; cleared once confirmed.
  ADD COLUMN confirm_token_hash text UNIQUE,
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN paused_at timestamptz,
  -- The secret of the unsubscribe link of every digest (RFC 8058 one-click): it can only
  -- unsubscribe this alert, and every e-mail of the alert carries it.
  ADD COLUMN unsubscribe_token text UNIQUE CHECK (length(unsubscribe_token) BETWEEN 32 AND 100),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  DROP COLUMN unsubscribe_token_hash;
-- A retried create finds the alert it made: one live alert per owner, search and frequency.
CREATE UNIQUE INDEX job_alerts_candidate_search_idx ON job_alerts (candidate_id, query, filters)
  WHERE candidate_id IS NOT NULL AND unsubscribed_at IS NULL;
CREATE UNIQUE INDEX job_alerts_email_search_idx ON job_alerts (email, query, filters)
  WHERE candidate_id IS NULL AND unsubscribed_at IS NULL;
DROP INDEX job_alerts_due_idx;
CREATE INDEX job_alerts_due_idx ON job_alerts (frequency, last_sent_at)
  WHERE unsubscribed_at IS NULL AND paused_at IS NULL AND confirmed_at IS NOT NULL;
CREATE TRIGGER job_alerts_touch_updated_at BEFORE UPDATE ON job_alerts
  FOR EACH ROW EXECUTE FUNCTION camello_touch_updated_at();

-- One digest per alert and period ('2026-11-24' for a daily alert, '2026-W48' for a weekly one):
-- the primary key is what makes a digest go out at most once, whatever runs it twice. A digest
-- is written with its vacancies before it is sent, so a retry sends the same ones.
CREATE TABLE job_alert_digests (
  alert_id uuid NOT NULL REFERENCES job_alerts (id) ON DELETE CASCADE,
  period text NOT NULL CHECK (period ~ '^\d{4}-(\d{2}-\d{2}|W\d{2})$'),
  vacancy_ids uuid[] NOT NULL DEFAULT '{}',
  -- Vacancies that matched, of which vacancy_ids are the first ten.
  matched integer NOT NULL DEFAULT 0 CHECK (matched >= 0),
  -- pending: chosen, not sent yet; sent: handed to the SMTP server; empty: nothing new matched.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'empty')),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  PRIMARY KEY (alert_id, period),
  CHECK (status <> 'sent' OR sent_at IS NOT NULL)
);
