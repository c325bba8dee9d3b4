-- The markings a special offer's products carry in the billing system (getpartijmarkeringen): one
-- name, with its id among the stock lots (Voorraad offers) and among the order lists (Bestellijst).
CREATE TABLE offer_markings (
  name text PRIMARY KEY,
  voorraad_id integer NOT NULL UNIQUE,
  bestel_id integer NOT NULL UNIQUE
);
