-- The call-list blocks read one debtor group: keep each customer's group beside its invoice summary so
-- a block scans only that group's rows (at 50,000 customers, a date range across all groups is ~6x more).
ALTER TABLE customer_invoice_summary ADD COLUMN group_code text;
UPDATE customer_invoice_summary s SET group_code = c.group_code FROM customers c WHERE c.debnr = s.debnr;
ALTER TABLE customer_invoice_summary ALTER COLUMN group_code SET NOT NULL;

DROP INDEX customer_invoice_summary_last;
DROP INDEX customer_invoice_summary_single;
CREATE INDEX customer_invoice_summary_group_last ON customer_invoice_summary(group_code, last_fctdat);
CREATE INDEX customer_invoice_summary_group_single ON customer_invoice_summary(group_code, last_fctdat) WHERE invoice_count = 1;

CREATE OR REPLACE FUNCTION recount_customer_invoice_summary(debnrs text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM customer_invoice_summary s
   WHERE s.debnr = ANY(debnrs) AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.debnr = s.debnr);
  INSERT INTO customer_invoice_summary (debnr, group_code, invoice_count, first_fctdat, last_fctdat)
  SELECT i.debnr, c.group_code, count(*), min(i.fctdat), max(i.fctdat)
    FROM invoices i JOIN customers c ON c.debnr = i.debnr
   WHERE i.debnr = ANY(debnrs) GROUP BY i.debnr, c.group_code
  ON CONFLICT (debnr) DO UPDATE
    SET invoice_count = EXCLUDED.invoice_count, first_fctdat = EXCLUDED.first_fctdat, last_fctdat = EXCLUDED.last_fctdat;
$$;

CREATE OR REPLACE FUNCTION customer_invoice_summary_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_invoice_summary AS s (debnr, group_code, invoice_count, first_fctdat, last_fctdat)
  SELECT n.debnr, c.group_code, count(*), min(n.fctdat), max(n.fctdat)
    FROM inserted_invoices n JOIN customers c ON c.debnr = n.debnr
   GROUP BY n.debnr, c.group_code
  ON CONFLICT (debnr) DO UPDATE
    SET invoice_count = s.invoice_count + EXCLUDED.invoice_count,
        first_fctdat = least(s.first_fctdat, EXCLUDED.first_fctdat),
        last_fctdat = greatest(s.last_fctdat, EXCLUDED.last_fctdat);
  RETURN NULL;
END $$;

-- A customer moved to another debtor group takes its summary along.
CREATE FUNCTION customer_invoice_summary_regrouped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_invoice_summary s SET group_code = n.group_code
    FROM old_customers o JOIN new_customers n ON n.debnr = o.debnr
   WHERE s.debnr = n.debnr AND n.group_code <> o.group_code;
  RETURN NULL;
END $$;

CREATE TRIGGER customers_summary_regroup AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_customers NEW TABLE AS new_customers FOR EACH STATEMENT EXECUTE FUNCTION customer_invoice_summary_regrouped();
