-- Companies, debtor groups, users, roles, tokens, logs: what every screen needs.
CREATE TABLE companies (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE debtor_groups (
  group_code text PRIMARY KEY,
  group_name text NOT NULL,
  company_id integer NOT NULL REFERENCES companies(id)
);
CREATE INDEX debtor_groups_company ON debtor_groups(company_id);

CREATE TABLE roles (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  azure_id uuid NOT NULL UNIQUE,
  name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  company_id integer NOT NULL REFERENCES companies(id),
  group_code text NOT NULL REFERENCES debtor_groups(group_code),
  current_group_code text REFERENCES debtor_groups(group_code),
  target numeric(6,2) NOT NULL DEFAULT 5,
  language text NOT NULL DEFAULT 'en',
  tos_agreement boolean NOT NULL DEFAULT false,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX users_email_active ON users (lower(email)) WHERE deleted_at IS NULL;

CREATE TABLE user_roles (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_id integer NOT NULL REFERENCES roles(id),
  PRIMARY KEY (user_id, role_id)
);

-- Debtor groups a user may switch to.
CREATE TABLE user_groups (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  group_code text NOT NULL REFERENCES debtor_groups(group_code) ON DELETE CASCADE,
  PRIMARY KEY (user_id, group_code)
);

-- Account manager codes of a user, per company (shown joined with ' - ').
CREATE TABLE account_managers (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies(id),
  code text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (company_id, code)
);
CREATE INDEX account_managers_user ON account_managers(user_id);

-- Refresh tokens are stored hashed; a family shares one absolute expiry and is revoked as a whole on reuse.
CREATE TABLE refresh_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  family_id uuid NOT NULL,
  issued_at timestamptz NOT NULL,
  family_expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_user ON refresh_tokens(user_id);
CREATE INDEX refresh_tokens_family ON refresh_tokens(family_id);

CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE login_history (
  id bigserial PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  success boolean NOT NULL,
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  city text,
  zipcode text,
  region text,
  country text,
  gps_loc text
);
CREATE INDEX login_history_user ON login_history(user_id, created_at DESC);

-- Usage log: page visits (type page_visit) and actions (type button, search, ...).
CREATE TABLE user_logs (
  id bigserial PRIMARY KEY,
  azure_id uuid NOT NULL,
  type text NOT NULL,
  action_name text NOT NULL,
  extra_info text,
  device text NOT NULL,
  from_page text,
  time_on_page integer,
  start_date timestamptz,
  end_date timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX user_logs_user ON user_logs(azure_id, created_at);
CREATE INDEX user_logs_page ON user_logs(action_name) WHERE type = 'page_visit';

-- Mail that could not be handed to SMTP (or no SMTP configured) waits here: nothing is lost.
CREATE TABLE outbox_mails (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  attachments jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);

-- What was handed to the email-marketing provider (contacts imports, list updates, campaigns).
CREATE TABLE marketing_requests (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  status integer,
  created_at timestamptz NOT NULL
);

CREATE TABLE data_imports (
  id serial PRIMARY KEY,
  import_finished timestamptz NOT NULL
);
