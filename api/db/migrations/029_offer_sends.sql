-- A send of a special offer in progress (list sync or campaign): one row per offer while it runs, so a
-- second send of the same offer is refused, from any api instance on this database. A holder that dies
-- leaves its row behind; expires_at lets the next send take it over.
CREATE TABLE special_offer_sends (
  special_offer_id bigint PRIMARY KEY REFERENCES special_offers(id) ON DELETE CASCADE,
  token uuid NOT NULL,
  azure_id uuid NOT NULL,
  expires_at timestamptz NOT NULL
);
