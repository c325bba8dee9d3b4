-- What the French accounting, customs and click-and-collect exports call an article's kind.
ALTER TABLE articles ADD COLUMN export_category text NOT NULL DEFAULT 'divers'
  CHECK (export_category IN ('flowers', 'plants', 'deco', 'divers'));

-- Preparation costs charged on a click-and-collect order (the C&C export's 'Frais Prepa'), outside the invoice total.
ALTER TABLE invoices ADD COLUMN handling numeric(12,2) NOT NULL DEFAULT 0;

-- The stock of the Dexx branches: lots with their stock label (voortxt), quantity and value.
CREATE TABLE branch_stock (
  id bigserial PRIMARY KEY,
  branch_id integer NOT NULL,
  artnr text NOT NULL REFERENCES articles(artnr),
  voortxt text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 0),
  value numeric(12,2) NOT NULL
);
CREATE INDEX branch_stock_branch ON branch_stock(branch_id);
