-- What candidates do with vacancies: saved/seen states, applications and their timeline, alerts.

-- Candidate-to-job states: 0 save, 1 apply, 2 discarded, 3 like, 4 dislike, 5 viewed.
CREATE TABLE candidate_job_states (
  candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  vacancy_id uuid NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
  state smallint NOT NULL CHECK (state BETWEEN 0 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, vacancy_id, state)
);
CREATE INDEX candidate_job_states_vacancy_id_idx ON candidate_job_states (vacancy_id);
CREATE INDEX candidate_job_states_candidate_state_idx ON candidate_job_states (candidate_id, state, created_at DESC);

CREATE TABLE applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  vacancy_id uuid NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'Pending'
    CHECK (status IN ('Sent', 'Hired', 'Pending', 'Finalists', 'Discarded', 'Validation')),
  -- utm_* and gclid parameters the candidate arrived with.
  utm_payload jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(utm_payload) = 'object'),
  suggested_by_matcher boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- A retried request can never create a second application.
  UNIQUE (candidate_id, vacancy_id)
);
CREATE INDEX applications_vacancy_id_idx ON applications (vacancy_id, status);
CREATE INDEX applications_candidate_created_at_idx ON applications (candidate_id, created_at DESC);
CREATE TRIGGER applications_touch_updated_at BEFORE UPDATE ON applications
  FOR EACH ROW EXECUTE FUNCTION camello_touch_updated_at();

CREATE TABLE application_answers (
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  question_id uuid NOT NULL REFERENCES vacancy_questions (id) ON DELETE CASCADE,
  -- Open questions fill answer_text; choice questions fill selected_options.
  answer_text text CHECK (length(answer_text) <= 2500),
  selected_options text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (application_id, question_id)
);
CREATE INDEX application_answers_question_id_idx ON application_answers (question_id);

-- Timeline of an application: submission, status changes and analyst notes.
CREATE TABLE application_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('submitted', 'status_changed', 'note')),
  from_status text CHECK (from_status IN ('Sent', 'Hired', 'Pending', 'Finalists', 'Discarded', 'Validation')),
  to_status text CHECK (to_status IN ('Sent', 'Hired', 'Pending', 'Finalists', 'Discarded', 'Validation')),
  note text CHECK (length(note) <= 2000),
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'status_changed' OR to_status IS NOT NULL),
  CHECK (kind <> 'note' OR note IS NOT NULL)
);
CREATE INDEX application_events_application_id_idx ON application_events (application_id, created_at);
CREATE INDEX application_events_actor_user_id_idx ON application_events (actor_user_id);

-- Job alerts of a signed-in candidate, or public ones identified by e-mail and phone.
CREATE TABLE job_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  candidate_id uuid REFERENCES candidates (id) ON DELETE CASCADE,
  email citext CHECK (email ~ '^[^@\s]+@[^@\s]+$'),
  phone text CHECK (length(phone) <= 30),
  query text NOT NULL DEFAULT '' CHECK (length(query) <= 200),
  filters jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(filters) = 'object'),
  frequency text NOT NULL DEFAULT 'daily' CHECK (frequency IN ('daily', 'weekly')),
  -- Hash of the secret in the unsubscribe link.
  unsubscribe_token_hash text UNIQUE,
  last_sent_at timestamptz,
  unsubscribed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (candidate_id IS NOT NULL OR email IS NOT NULL)
);
CREATE INDEX job_alerts_candidate_id_idx ON job_alerts (candidate_id);
CREATE INDEX job_alerts_email_idx ON job_alerts (email);
CREATE INDEX job_alerts_due_idx ON job_alerts (frequency, last_sent_at) WHERE unsubscribed_at IS NULL;
