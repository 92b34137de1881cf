-- Referral CVs, one referral per person and company, and the feedback button's answers.

-- The CV a referral carries, kept in the database so that every instance serves it; the referral's
-- upload_key names the row. Content checks (PDF or DOCX, at most 5 MB) run before the insert.
CREATE TABLE referral_uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  file_name text NOT NULL CHECK (file_name <> '' AND length(file_name) <= 255),
  media_type text NOT NULL CHECK (media_type IN (
    'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 5242880),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A retried or repeated referral of the same person to the same company adds its vacancies to the
-- first one instead of making a second.
CREATE UNIQUE INDEX referrals_company_email_idx ON referrals (company_id, email);

CREATE TABLE feedback (
  -- Made by the browser, so that a retried post stores one answer.
  id uuid PRIMARY KEY,
  page_url text NOT NULL CHECK (page_url ~ '^/' AND length(page_url) <= 2000),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text CHECK (length(comment) <= 2000),
  locale text NOT NULL CHECK (locale ~ '^[a-z]{2}-[A-Z]{2}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_created_at_idx ON feedback (created_at DESC);
