-- Blocks 2-6 of the call list show the name, delivery stop and VAT check of up to ~1,500 customers per
-- call; reading them from customers costs an index probe per row, which dominated the blocks at 50,000
-- customers. So the invoice summary carries those fields too, kept equal to customers by triggers.
ALTER TABLE customer_invoice_summary ADD COLUMN name text, ADD COLUMN lev_stop boolean, ADD COLUMN btw_ok boolean;
UPDATE customer_invoice_summary s SET name = c.name, lev_stop = c.lev_stop, btw_ok = c.btw_ok FROM customers c WHERE c.debnr = s.debnr;
ALTER TABLE customer_invoice_summary ALTER COLUMN name SET NOT NULL, ALTER COLUMN lev_stop SET NOT NULL, ALTER COLUMN btw_ok SET NOT NULL;

-- Whatever adds a summary row (the invoice triggers, summaries_rebuild) gets the customer's fields.
CREATE FUNCTION customer_invoice_summary_customer_fields() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.group_code, c.name, c.lev_stop, c.btw_ok INTO NEW.group_code, NEW.name, NEW.lev_stop, NEW.btw_ok
    FROM customers c WHERE c.debnr = NEW.debnr;
  RETURN NEW;
END $$;
CREATE TRIGGER customer_invoice_summary_fields BEFORE INSERT ON customer_invoice_summary
  FOR EACH ROW EXECUTE FUNCTION customer_invoice_summary_customer_fields();

-- A changed customer (group, name, delivery stop, VAT check) updates its summary row.
DROP TRIGGER customers_summary_regroup ON customers;
DROP FUNCTION customer_invoice_summary_regrouped();
CREATE FUNCTION customer_invoice_summary_customer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_invoice_summary s
     SET group_code = n.group_code, name = n.name, lev_stop = n.lev_stop, btw_ok = n.btw_ok
    FROM new_customers n
   WHERE s.debnr = n.debnr AND (s.group_code, s.name, s.lev_stop, s.btw_ok) IS DISTINCT FROM (n.group_code, n.name, n.lev_stop, n.btw_ok);
  RETURN NULL;
END $$;
CREATE TRIGGER customers_summary_fields AFTER UPDATE ON customers
  REFERENCING NEW TABLE AS new_customers FOR EACH STATEMENT EXECUTE FUNCTION customer_invoice_summary_customer_changed();
