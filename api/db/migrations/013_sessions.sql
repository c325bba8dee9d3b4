-- Sessions that can be withdrawn: one row per login (a refresh-token family). Its id travels in every
-- access token (claim sid) and each call checks it, so logout, a password change or a deletion ends
-- the access tokens at once instead of when they expire.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX sessions_user_open ON sessions(user_id) WHERE ended_at IS NULL;

INSERT INTO sessions (id, user_id, created_at, expires_at, ended_at)
SELECT family_id, min(user_id), min(issued_at), min(family_expires_at),
       CASE WHEN bool_or(revoked_at IS NOT NULL) THEN max(revoked_at) END
  FROM refresh_tokens GROUP BY family_id;

-- The session row is now the one truth for "ended" and for the absolute expiry.
ALTER TABLE refresh_tokens DROP COLUMN revoked_at;
ALTER TABLE refresh_tokens DROP COLUMN family_expires_at;
ALTER TABLE refresh_tokens ADD CONSTRAINT refresh_tokens_session FOREIGN KEY (family_id) REFERENCES sessions(id) ON DELETE CASCADE;

-- Failed logins per client address, for the flood limit (rows older than the window are pruned).
CREATE TABLE login_failures (
  address text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_address ON login_failures(address, failed_at);

-- Unknown emails keep a counter and a lock like real accounts, so the answers cannot tell them apart.
CREATE TABLE unknown_login_attempts (
  email text PRIMARY KEY,
  failed_attempts integer NOT NULL,
  locked_until timestamptz,
  last_failed_at timestamptz NOT NULL
);

-- When a reset link was asked for, to send at most a few per email per quarter of an hour.
ALTER TABLE password_reset_tokens ADD COLUMN created_at timestamptz;
CREATE INDEX password_reset_tokens_user ON password_reset_tokens(user_id, created_at);
