-- Saved views of the generated lists (issue 39, extension calls view/{list}): a user's filters, sort, shown
-- columns and page size of one list under a name. Names are kept unique per user and list (case-insensitive)
-- and their number limited by the api, under an advisory lock per user and list; at most one default.
CREATE TABLE saved_views (
  id bigserial PRIMARY KEY,
  owner_azure_id uuid NOT NULL,
  list text NOT NULL,
  name text NOT NULL,
  state jsonb NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_views_owner_list ON saved_views (owner_azure_id, list);
CREATE UNIQUE INDEX saved_views_one_default ON saved_views (owner_azure_id, list) WHERE is_default;
