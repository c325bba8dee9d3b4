-- Record history: who changed what and when, one row per write, written in the write's own transaction.
-- Append-only: the trigger refuses updates and deletes whatever role the application connects with.
CREATE TABLE record_history (
  id bigserial PRIMARY KEY,
  entity text NOT NULL,
  record_id text NOT NULL,
  action text NOT NULL,
  azure_id uuid NOT NULL,
  user_name text NOT NULL,
  at timestamptz NOT NULL,
  changes jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX record_history_record ON record_history (entity, record_id, at DESC, id DESC);

CREATE FUNCTION record_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'record_history is append-only';
END $$;
CREATE TRIGGER record_history_append_only BEFORE UPDATE OR DELETE ON record_history
  FOR EACH ROW EXECUTE FUNCTION record_history_append_only();
CREATE TRIGGER record_history_no_truncate BEFORE TRUNCATE ON record_history
  FOR EACH STATEMENT EXECUTE FUNCTION record_history_append_only();

-- Idempotent creates: the first answer to (user, Idempotency-Key) is kept 24 hours and answered again.
-- status NULL: the first request is still running (a second one waits for it).
CREATE TABLE idempotent_requests (
  azure_id uuid NOT NULL,
  key text NOT NULL,
  endpoint text NOT NULL,
  fingerprint text NOT NULL,
  created_at timestamptz NOT NULL,
  status integer,
  content_type text,
  disposition text,
  body bytea,
  PRIMARY KEY (azure_id, key)
);

-- Versions of editable records: each edit adds one; a write carrying an older version is refused (409).
ALTER TABLE users ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE leads ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE tasks ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE showroom_visits ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE special_offers ADD COLUMN version integer NOT NULL DEFAULT 1;
