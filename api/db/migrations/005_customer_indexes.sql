-- Indexes for the customer screens and the call list at 50,000 customers.

-- Call list block 1 (customers created in the last 7 days) per group.
CREATE INDEX customers_group_created ON customers(group_code, created);
-- Closed customers: the few with a delivery stop, by the day it started.
CREATE INDEX customers_group_closed ON customers(group_code, lev_stop_since) WHERE lev_stop;

-- Each customer's invoice count and first and last invoice date, kept by triggers on invoices.
-- The call list asks "whose last invoice was 5-7 (10-14, 20-30) weekdays ago" and "who has exactly one
-- invoice" over a whole group; a max() over every customer's invoices is too slow for that, so this
-- table acts as an index on those per-customer figures (always equal to the aggregate over invoices).
CREATE TABLE customer_invoice_summary (
  debnr text PRIMARY KEY REFERENCES customers(debnr) ON DELETE CASCADE,
  invoice_count integer NOT NULL,
  first_fctdat date NOT NULL,
  last_fctdat date NOT NULL
);
CREATE INDEX customer_invoice_summary_last ON customer_invoice_summary(last_fctdat);
CREATE INDEX customer_invoice_summary_single ON customer_invoice_summary(debnr) WHERE invoice_count = 1;

INSERT INTO customer_invoice_summary (debnr, invoice_count, first_fctdat, last_fctdat)
SELECT debnr, count(*), min(fctdat), max(fctdat) FROM invoices GROUP BY debnr;

-- Recomputes the summary of the given customers from their invoices (after updates and deletes).
CREATE FUNCTION recount_customer_invoice_summary(debnrs text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM customer_invoice_summary s
   WHERE s.debnr = ANY(debnrs) AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.debnr = s.debnr);
  INSERT INTO customer_invoice_summary (debnr, invoice_count, first_fctdat, last_fctdat)
  SELECT debnr, count(*), min(fctdat), max(fctdat) FROM invoices WHERE debnr = ANY(debnrs) GROUP BY debnr
  ON CONFLICT (debnr) DO UPDATE
    SET invoice_count = EXCLUDED.invoice_count, first_fctdat = EXCLUDED.first_fctdat, last_fctdat = EXCLUDED.last_fctdat;
$$;

-- Inserts (the seed writes 5,000 rows per statement) add to the summary without rereading invoices.
CREATE FUNCTION customer_invoice_summary_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_invoice_summary AS s (debnr, invoice_count, first_fctdat, last_fctdat)
  SELECT debnr, count(*), min(fctdat), max(fctdat) FROM inserted_invoices GROUP BY debnr
  ON CONFLICT (debnr) DO UPDATE
    SET invoice_count = s.invoice_count + EXCLUDED.invoice_count,
        first_fctdat = least(s.first_fctdat, EXCLUDED.first_fctdat),
        last_fctdat = greatest(s.last_fctdat, EXCLUDED.last_fctdat);
  RETURN NULL;
END $$;

-- Updates matter only when an invoice moves to another customer or date (payments do not).
CREATE FUNCTION customer_invoice_summary_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_customer_invoice_summary(ARRAY(
    SELECT unnest(ARRAY[o.debnr, n.debnr])
      FROM old_invoices o JOIN new_invoices n ON n.factnr = o.factnr
     WHERE o.debnr <> n.debnr OR o.fctdat <> n.fctdat));
  RETURN NULL;
END $$;

CREATE FUNCTION customer_invoice_summary_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_customer_invoice_summary(ARRAY(SELECT DISTINCT debnr FROM old_invoices));
  RETURN NULL;
END $$;

CREATE FUNCTION customer_invoice_summary_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM customer_invoice_summary;
  RETURN NULL;
END $$;

CREATE TRIGGER invoices_summary_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS inserted_invoices FOR EACH STATEMENT EXECUTE FUNCTION customer_invoice_summary_inserted();
CREATE TRIGGER invoices_summary_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_invoices NEW TABLE AS new_invoices FOR EACH STATEMENT EXECUTE FUNCTION customer_invoice_summary_updated();
CREATE TRIGGER invoices_summary_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_invoices FOR EACH STATEMENT EXECUTE FUNCTION customer_invoice_summary_deleted();
CREATE TRIGGER invoices_summary_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION customer_invoice_summary_truncated();
