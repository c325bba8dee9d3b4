-- The unpaid list (GET unpaid/getunpaid) is a group's customers with their open invoices: it follows the
-- 'customers' stamp and this 'invoices' one, moved in the same transaction as any write to the group's
-- invoices (an import, a payment, a correction).
CREATE FUNCTION invoice_lists_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM list_stamp('invoices', ARRAY(SELECT DISTINCT c.group_code FROM new_rows n JOIN customers c ON c.debnr = n.debnr));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM list_stamp('invoices', ARRAY(SELECT DISTINCT c.group_code FROM old_rows o JOIN customers c ON c.debnr = o.debnr));
  ELSE
    PERFORM list_stamp('invoices', ARRAY(
      SELECT c.group_code FROM old_rows o JOIN customers c ON c.debnr = o.debnr
      UNION SELECT c.group_code FROM new_rows n JOIN customers c ON c.debnr = n.debnr));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER invoice_lists_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_lists_changed();
CREATE TRIGGER invoice_lists_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_lists_changed();
CREATE TRIGGER invoice_lists_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_lists_changed();
