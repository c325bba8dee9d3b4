-- Ready-made list answers: a stamp per list and debtor group, moved on in the same transaction as any
-- write to the rows the list shows. The api keeps each group's finished answer (JSON, gzip, brotli)
-- under its stamp and sends it again, or 304, while the stamp stands.
CREATE SEQUENCE list_stamp_seq;
CREATE TABLE list_stamps (
  list text NOT NULL,
  group_code text NOT NULL,
  stamp bigint NOT NULL,
  PRIMARY KEY (list, group_code)
);

-- Sorted, so two transactions stamping the same groups lock them in the same order.
CREATE FUNCTION list_stamp(list_name text, groups text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO list_stamps (list, group_code, stamp)
  SELECT list_name, g, nextval('list_stamp_seq') FROM (SELECT DISTINCT g FROM unnest(groups) AS g WHERE g IS NOT NULL ORDER BY g) s
  ON CONFLICT (list, group_code) DO UPDATE SET stamp = EXCLUDED.stamp;
$$;

-- The customer lists (the search list first): any write to a group's customers.
CREATE FUNCTION customer_lists_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM list_stamp('customers', ARRAY(SELECT group_code FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM list_stamp('customers', ARRAY(SELECT group_code FROM old_rows));
  ELSE
    PERFORM list_stamp('customers', ARRAY(SELECT group_code FROM old_rows UNION SELECT group_code FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER customer_lists_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_lists_changed();
CREATE TRIGGER customer_lists_update AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_lists_changed();
CREATE TRIGGER customer_lists_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_lists_changed();
