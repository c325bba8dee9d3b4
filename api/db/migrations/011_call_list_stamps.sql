-- A group's call list changes only when its customers or their invoice summaries change (an import, a
-- delivery stop, a new customer). The api keeps each block per group and day and asks this stamp,
-- written in the same transaction as the change, whether its copy is still current.
CREATE SEQUENCE call_list_stamp_seq;
CREATE TABLE call_list_stamps (
  group_code text PRIMARY KEY,
  stamp bigint NOT NULL
);

-- Sorted, so two transactions stamping the same groups lock them in the same order.
CREATE FUNCTION call_list_stamp(groups text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO call_list_stamps (group_code, stamp)
  SELECT g, nextval('call_list_stamp_seq') FROM (SELECT DISTINCT g FROM unnest(groups) AS g WHERE g IS NOT NULL ORDER BY g) s
  ON CONFLICT (group_code) DO UPDATE SET stamp = EXCLUDED.stamp;
$$;

CREATE FUNCTION call_list_summary_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM call_list_stamp(ARRAY(SELECT group_code FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM call_list_stamp(ARRAY(SELECT group_code FROM old_rows));
  ELSE
    PERFORM call_list_stamp(ARRAY(SELECT group_code FROM old_rows UNION SELECT group_code FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER call_list_summary_insert AFTER INSERT ON customer_invoice_summary
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_list_summary_changed();
CREATE TRIGGER call_list_summary_update AFTER UPDATE ON customer_invoice_summary
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_list_summary_changed();
CREATE TRIGGER call_list_summary_delete AFTER DELETE ON customer_invoice_summary
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION call_list_summary_changed();

-- Block 1 (new customers) reads customers: their group, creation date, validation state and name.
CREATE FUNCTION call_list_customers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM call_list_stamp(ARRAY(SELECT group_code FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM call_list_stamp(ARRAY(SELECT group_code FROM old_rows));
  ELSE
    PERFORM call_list_stamp(ARRAY(
      SELECT unnest(ARRAY[o.group_code, n.group_code])
        FROM old_rows o JOIN new_rows n ON n.debnr = o.debnr
       WHERE (o.group_code, o.name, o.created, o.inactive) IS DISTINCT FROM (n.group_code, n.name, n.created, n.inactive)));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER call_list_customers_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_list_customers_changed();
CREATE TRIGGER call_list_customers_update AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_list_customers_changed();
CREATE TRIGGER call_list_customers_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION call_list_customers_changed();
