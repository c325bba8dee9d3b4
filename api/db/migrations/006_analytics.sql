-- Sales summaries for the dashboards, overview, turnover and deco screens.
-- A 365-day dashboard over a group of 8,000 customers would otherwise read ~250,000 invoices and a
-- million lines per call. These tables hold the same figures pre-added per customer and day, per
-- customer and month, per group and day, and per group, article and day/month; a date range is read
-- as its whole months plus the loose days at either end (see api/analytics/salesSource.ts).
-- Statement-level triggers on invoices, invoice_lines and credits keep them equal to the aggregate over
-- those tables at every commit; sales_summaries_drift() lists any difference (tests assert it is empty).

-- No foreign keys: a summary row only exists while its customer has invoices or credits, which already
-- hold on to the customer, group and articles; the checks would double the cost of every seeded batch.

-- Per customer: what the tier tables, top lists and active-customer counts add up.
CREATE TABLE sales_days (
  debnr text NOT NULL,
  day date NOT NULL,
  group_code text NOT NULL,
  turnover numeric(14,2) NOT NULL,
  invoices integer NOT NULL,
  credit_amount numeric(14,2) NOT NULL,
  credits integer NOT NULL,
  -- One index: a group's days in a range are one index range; (debnr, day) is unique as a customer is in one group.
  PRIMARY KEY (group_code, day, debnr)
);

CREATE TABLE sales_months (
  debnr text NOT NULL,
  month date NOT NULL,
  group_code text NOT NULL,
  turnover numeric(14,2) NOT NULL,
  invoices integer NOT NULL,
  credit_amount numeric(14,2) NOT NULL,
  credits integer NOT NULL,
  PRIMARY KEY (group_code, month, debnr)
) WITH (fillfactor = 80);

-- Per group and day: the additive totals behind the weekly and monthly series.
CREATE TABLE group_days (
  group_code text NOT NULL,
  day date NOT NULL,
  turnover numeric(14,2) NOT NULL,
  invoices integer NOT NULL,
  online_invoices integer NOT NULL,
  flowers_turnover numeric(14,2) NOT NULL,
  plants_turnover numeric(14,2) NOT NULL,
  other_turnover numeric(14,2) NOT NULL,
  flowers_items bigint NOT NULL,
  plants_items bigint NOT NULL,
  other_items bigint NOT NULL,
  cost numeric(14,2) NOT NULL,
  credit_amount numeric(14,2) NOT NULL,
  credits integer NOT NULL,
  PRIMARY KEY (group_code, day)
) WITH (fillfactor = 80);

-- Per group and article: the top-10 products, articles and article groups.
CREATE TABLE article_days (
  group_code text NOT NULL,
  day date NOT NULL,
  artnr text NOT NULL,
  turnover numeric(14,2) NOT NULL,
  quantity bigint NOT NULL,
  PRIMARY KEY (group_code, day, artnr)
);

CREATE TABLE article_months (
  group_code text NOT NULL,
  month date NOT NULL,
  artnr text NOT NULL,
  turnover numeric(14,2) NOT NULL,
  quantity bigint NOT NULL,
  PRIMARY KEY (group_code, month, artnr)
) WITH (fillfactor = 80);

-- Lookups the dashboards make on the raw tables.
CREATE INDEX reservations_reserved_on ON reservations(reserved_on);
CREATE INDEX reservations_delivery ON reservations(delivery_date);

-- One change to the summaries: an invoice (turnover, invoices, online_invoices set), a line (artnr,
-- art_group, line_amount, quantity, cost set) or a credit (credit_amount, credits set); negative to undo.
CREATE TYPE sales_delta AS (
  group_code text,
  debnr text,
  day date,
  turnover numeric,
  invoices integer,
  online_invoices integer,
  artnr text,
  art_group text,
  line_amount numeric,
  quantity bigint,
  cost numeric,
  credit_amount numeric,
  credits integer
);

-- Every invoice, line and credit as a delta: the source of truth the summaries add up.
CREATE VIEW sales_facts AS
  SELECT c.group_code, i.debnr, i.fctdat AS day, i.amount AS turnover, 1 AS invoices,
         (i.order_source = 'online')::integer AS online_invoices,
         NULL::text AS artnr, NULL::text AS art_group, 0::numeric AS line_amount, 0::bigint AS quantity, 0::numeric AS cost,
         0::numeric AS credit_amount, 0 AS credits
    FROM invoices i JOIN customers c ON c.debnr = i.debnr
  UNION ALL
  SELECT c.group_code, i.debnr, i.fctdat, 0, 0, 0, l.artnr, l.art_group, l.amount, l.quantity, l.cost, 0, 0
    FROM invoice_lines l JOIN invoices i ON i.factnr = l.factnr JOIN customers c ON c.debnr = i.debnr
  UNION ALL
  SELECT c.group_code, cr.debnr, cr.credit_date, 0, 0, 0, NULL, NULL, 0, 0, 0, cr.amount, 1
    FROM credits cr JOIN customers c ON c.debnr = cr.debnr;

-- Adds deltas to every summary, one statement so the array is unpacked once. Monthly and group rows are
-- updated over and over: their fill factor leaves room for HOT updates (no index change).
CREATE FUNCTION sales_apply(deltas sales_delta[]) RETURNS void LANGUAGE sql AS $$
  WITH d AS MATERIALIZED (SELECT * FROM unnest(deltas)),
  days AS (
    INSERT INTO sales_days AS s (group_code, day, debnr, turnover, invoices, credit_amount, credits)
    SELECT group_code, day, debnr, sum(turnover), sum(invoices), sum(credit_amount), sum(credits)
      FROM d WHERE artnr IS NULL GROUP BY group_code, day, debnr
    ON CONFLICT (group_code, day, debnr) DO UPDATE SET
      turnover = s.turnover + EXCLUDED.turnover, invoices = s.invoices + EXCLUDED.invoices,
      credit_amount = s.credit_amount + EXCLUDED.credit_amount, credits = s.credits + EXCLUDED.credits),
  months AS (
    INSERT INTO sales_months AS s (group_code, month, debnr, turnover, invoices, credit_amount, credits)
    SELECT group_code, date_trunc('month', day::timestamp)::date, debnr, sum(turnover), sum(invoices), sum(credit_amount), sum(credits)
      FROM d WHERE artnr IS NULL GROUP BY group_code, date_trunc('month', day::timestamp)::date, debnr
    ON CONFLICT (group_code, month, debnr) DO UPDATE SET
      turnover = s.turnover + EXCLUDED.turnover, invoices = s.invoices + EXCLUDED.invoices,
      credit_amount = s.credit_amount + EXCLUDED.credit_amount, credits = s.credits + EXCLUDED.credits),
  groups AS (
    INSERT INTO group_days AS g (group_code, day, turnover, invoices, online_invoices, flowers_turnover, plants_turnover,
                                 other_turnover, flowers_items, plants_items, other_items, cost, credit_amount, credits)
    SELECT group_code, day, sum(turnover), sum(invoices), sum(online_invoices),
           coalesce(sum(line_amount) FILTER (WHERE art_group = 'FLOWERS'), 0),
           coalesce(sum(line_amount) FILTER (WHERE art_group = 'PLANTS'), 0),
           coalesce(sum(line_amount) FILTER (WHERE art_group NOT IN ('FLOWERS', 'PLANTS')), 0),
           coalesce(sum(quantity) FILTER (WHERE art_group = 'FLOWERS'), 0),
           coalesce(sum(quantity) FILTER (WHERE art_group = 'PLANTS'), 0),
           coalesce(sum(quantity) FILTER (WHERE art_group NOT IN ('FLOWERS', 'PLANTS')), 0),
           sum(cost), sum(credit_amount), sum(credits)
      FROM d GROUP BY group_code, day
    ON CONFLICT (group_code, day) DO UPDATE SET
      turnover = g.turnover + EXCLUDED.turnover, invoices = g.invoices + EXCLUDED.invoices,
      online_invoices = g.online_invoices + EXCLUDED.online_invoices,
      flowers_turnover = g.flowers_turnover + EXCLUDED.flowers_turnover, plants_turnover = g.plants_turnover + EXCLUDED.plants_turnover,
      other_turnover = g.other_turnover + EXCLUDED.other_turnover, flowers_items = g.flowers_items + EXCLUDED.flowers_items,
      plants_items = g.plants_items + EXCLUDED.plants_items, other_items = g.other_items + EXCLUDED.other_items,
      cost = g.cost + EXCLUDED.cost, credit_amount = g.credit_amount + EXCLUDED.credit_amount, credits = g.credits + EXCLUDED.credits),
  article_day AS (
    INSERT INTO article_days AS a (group_code, day, artnr, turnover, quantity)
    SELECT group_code, day, artnr, sum(line_amount), sum(quantity) FROM d WHERE artnr IS NOT NULL GROUP BY group_code, day, artnr
    ON CONFLICT (group_code, day, artnr) DO UPDATE SET turnover = a.turnover + EXCLUDED.turnover, quantity = a.quantity + EXCLUDED.quantity)
  INSERT INTO article_months AS a (group_code, month, artnr, turnover, quantity)
  SELECT group_code, date_trunc('month', day::timestamp)::date, artnr, sum(line_amount), sum(quantity)
    FROM d WHERE artnr IS NOT NULL GROUP BY group_code, date_trunc('month', day::timestamp)::date, artnr
  ON CONFLICT (group_code, month, artnr) DO UPDATE SET turnover = a.turnover + EXCLUDED.turnover, quantity = a.quantity + EXCLUDED.quantity;
$$;

-- Every fact of the given customers, as deltas with a sign and a group code.
CREATE FUNCTION sales_facts_of(debnrs text[], sign integer, as_group text) RETURNS sales_delta[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(ROW(coalesce(as_group, f.group_code), f.debnr, f.day, sign * f.turnover, sign * f.invoices,
                                sign * f.online_invoices, f.artnr, f.art_group, sign * f.line_amount, sign * f.quantity,
                                sign * f.cost, sign * f.credit_amount, sign * f.credits)::sales_delta), '{}')
    FROM sales_facts f WHERE f.debnr = ANY(debnrs);
$$;

-- Recomputes every summary from the facts, 2,000 customers at a time so the delta arrays stay small.
CREATE FUNCTION sales_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  chunk text[];
BEGIN
  DELETE FROM sales_days;
  DELETE FROM sales_months;
  DELETE FROM group_days;
  DELETE FROM article_days;
  DELETE FROM article_months;
  FOR chunk IN
    SELECT array_agg(debnr) FROM (SELECT debnr, (row_number() OVER (ORDER BY debnr) - 1) / 2000 AS n FROM customers) c GROUP BY n
  LOOP
    PERFORM sales_apply(sales_facts_of(chunk, 1, NULL));
  END LOOP;
END $$;

-- Invoices: inserts and updates as statement triggers (the seed writes 5,000 rows per statement).
-- An update moves the invoice and its lines from the old customer/day to the new one.
CREATE FUNCTION sales_invoices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM sales_apply(ARRAY(
      SELECT ROW(c.group_code, o.debnr, o.fctdat, -o.amount, -1, -(o.order_source = 'online')::integer,
                 NULL, NULL, 0, 0, 0, 0, 0)::sales_delta
        FROM old_invoices o JOIN customers c ON c.debnr = o.debnr
      UNION ALL
      SELECT ROW(c.group_code, o.debnr, o.fctdat, 0, 0, 0, l.artnr, l.art_group, -l.amount, -l.quantity, -l.cost, 0, 0)::sales_delta
        FROM old_invoices o JOIN invoice_lines l ON l.factnr = o.factnr JOIN customers c ON c.debnr = o.debnr));
  END IF;
  PERFORM sales_apply(ARRAY(
    SELECT ROW(c.group_code, n.debnr, n.fctdat, n.amount, 1, (n.order_source = 'online')::integer,
               NULL, NULL, 0, 0, 0, 0, 0)::sales_delta
      FROM new_invoices n JOIN customers c ON c.debnr = n.debnr
    UNION ALL
    SELECT ROW(c.group_code, n.debnr, n.fctdat, 0, 0, 0, l.artnr, l.art_group, l.amount, l.quantity, l.cost, 0, 0)::sales_delta
      FROM new_invoices n JOIN invoice_lines l ON l.factnr = n.factnr JOIN customers c ON c.debnr = n.debnr));
  RETURN NULL;
END $$;

-- Deleting an invoice cascades to its lines after the invoice row is gone, when the lines can no longer
-- be placed on a customer and day; so the invoice takes its lines out of the summaries before it goes.
CREATE FUNCTION sales_invoice_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_apply(ARRAY(
    SELECT ROW(c.group_code, OLD.debnr, OLD.fctdat, -OLD.amount, -1, -(OLD.order_source = 'online')::integer,
               NULL, NULL, 0, 0, 0, 0, 0)::sales_delta
      FROM customers c WHERE c.debnr = OLD.debnr
    UNION ALL
    SELECT ROW(c.group_code, OLD.debnr, OLD.fctdat, 0, 0, 0, l.artnr, l.art_group, -l.amount, -l.quantity, -l.cost, 0, 0)::sales_delta
      FROM invoice_lines l JOIN customers c ON c.debnr = OLD.debnr WHERE l.factnr = OLD.factnr));
  RETURN OLD;
END $$;

-- Lines of invoices that still exist (a cascaded delete finds none: its invoice already took them out).
CREATE FUNCTION sales_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM sales_apply(ARRAY(
      SELECT ROW(c.group_code, i.debnr, i.fctdat, 0, 0, 0, o.artnr, o.art_group, -o.amount, -o.quantity, -o.cost, 0, 0)::sales_delta
        FROM old_lines o JOIN invoices i ON i.factnr = o.factnr JOIN customers c ON c.debnr = i.debnr));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM sales_apply(ARRAY(
      SELECT ROW(c.group_code, i.debnr, i.fctdat, 0, 0, 0, n.artnr, n.art_group, n.amount, n.quantity, n.cost, 0, 0)::sales_delta
        FROM new_lines n JOIN invoices i ON i.factnr = n.factnr JOIN customers c ON c.debnr = i.debnr));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION sales_credits_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM sales_apply(ARRAY(
      SELECT ROW(c.group_code, o.debnr, o.credit_date, 0, 0, 0, NULL, NULL, 0, 0, 0, -o.amount, -1)::sales_delta
        FROM old_credits o JOIN customers c ON c.debnr = o.debnr));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM sales_apply(ARRAY(
      SELECT ROW(c.group_code, n.debnr, n.credit_date, 0, 0, 0, NULL, NULL, 0, 0, 0, n.amount, 1)::sales_delta
        FROM new_credits n JOIN customers c ON c.debnr = n.debnr));
  END IF;
  RETURN NULL;
END $$;

-- A customer moved to another debtor group takes its history along: out of the old group's summaries
-- (leaving its own rows there at zero, which are dropped) and into the new group's.
CREATE FUNCTION sales_customer_regrouped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_apply(sales_facts_of(ARRAY[NEW.debnr], -1, OLD.group_code));
  PERFORM sales_apply(sales_facts_of(ARRAY[NEW.debnr], 1, NEW.group_code));
  DELETE FROM sales_days WHERE group_code = OLD.group_code AND debnr = NEW.debnr;
  DELETE FROM sales_months WHERE group_code = OLD.group_code AND debnr = NEW.debnr;
  RETURN NULL;
END $$;

CREATE FUNCTION sales_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rebuild();
  RETURN NULL;
END $$;

CREATE TRIGGER sales_invoices_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_invoices FOR EACH STATEMENT EXECUTE FUNCTION sales_invoices_changed();
CREATE TRIGGER sales_invoices_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_invoices NEW TABLE AS new_invoices FOR EACH STATEMENT EXECUTE FUNCTION sales_invoices_changed();
CREATE TRIGGER sales_invoices_delete BEFORE DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION sales_invoice_deleting();
CREATE TRIGGER sales_invoices_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION sales_truncated();

CREATE TRIGGER sales_lines_insert AFTER INSERT ON invoice_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION sales_lines_changed();
CREATE TRIGGER sales_lines_update AFTER UPDATE ON invoice_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION sales_lines_changed();
CREATE TRIGGER sales_lines_delete AFTER DELETE ON invoice_lines
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION sales_lines_changed();
CREATE TRIGGER sales_lines_truncate AFTER TRUNCATE ON invoice_lines
  FOR EACH STATEMENT EXECUTE FUNCTION sales_truncated();

CREATE TRIGGER sales_credits_insert AFTER INSERT ON credits
  REFERENCING NEW TABLE AS new_credits FOR EACH STATEMENT EXECUTE FUNCTION sales_credits_changed();
CREATE TRIGGER sales_credits_update AFTER UPDATE ON credits
  REFERENCING OLD TABLE AS old_credits NEW TABLE AS new_credits FOR EACH STATEMENT EXECUTE FUNCTION sales_credits_changed();
CREATE TRIGGER sales_credits_delete AFTER DELETE ON credits
  REFERENCING OLD TABLE AS old_credits FOR EACH STATEMENT EXECUTE FUNCTION sales_credits_changed();
CREATE TRIGGER sales_credits_truncate AFTER TRUNCATE ON credits
  FOR EACH STATEMENT EXECUTE FUNCTION sales_truncated();

CREATE TRIGGER sales_customers_regroup AFTER UPDATE OF group_code ON customers
  FOR EACH ROW WHEN (OLD.group_code IS DISTINCT FROM NEW.group_code) EXECUTE FUNCTION sales_customer_regrouped();

-- The summaries recomputed from the facts, minus what is stored: empty when they agree.
CREATE FUNCTION sales_summaries_drift() RETURNS TABLE (summary text, key text) LANGUAGE sql STABLE AS $$
  WITH facts AS (SELECT * FROM sales_facts),
  days AS (
    SELECT group_code, debnr, day, sum(turnover) turnover, sum(invoices) invoices, sum(credit_amount) credit_amount, sum(credits) credits
      FROM facts WHERE artnr IS NULL GROUP BY 1, 2, 3),
  groups AS (
    SELECT group_code, day, sum(turnover) turnover, sum(invoices) invoices, sum(online_invoices) online_invoices,
           sum(line_amount) line_amount, sum(quantity) quantity, sum(cost) cost, sum(credit_amount) credit_amount, sum(credits) credits
      FROM facts GROUP BY 1, 2),
  articles AS (
    SELECT group_code, day, artnr, sum(line_amount) turnover, sum(quantity) quantity FROM facts WHERE artnr IS NOT NULL GROUP BY 1, 2, 3)
  SELECT 'sales_days', coalesce(d.debnr, s.debnr) || ' ' || coalesce(d.day, s.day)
    FROM days d FULL JOIN (SELECT * FROM sales_days WHERE (turnover, invoices, credit_amount, credits) <> (0, 0, 0, 0)) s ON s.debnr = d.debnr AND s.day = d.day
   WHERE (d.group_code, d.turnover, d.invoices, d.credit_amount, d.credits) IS DISTINCT FROM (s.group_code, s.turnover, s.invoices, s.credit_amount, s.credits)
  UNION ALL
  SELECT 'sales_months', coalesce(d.debnr, s.debnr) || ' ' || coalesce(d.month, s.month)
    FROM (SELECT group_code, debnr, date_trunc('month', day::timestamp)::date AS month, sum(turnover) turnover, sum(invoices) invoices,
                 sum(credit_amount) credit_amount, sum(credits) credits FROM days GROUP BY 1, 2, 3) d
    FULL JOIN (SELECT * FROM sales_months WHERE (turnover, invoices, credit_amount, credits) <> (0, 0, 0, 0)) s ON s.debnr = d.debnr AND s.month = d.month
   WHERE (d.group_code, d.turnover, d.invoices, d.credit_amount, d.credits) IS DISTINCT FROM (s.group_code, s.turnover, s.invoices, s.credit_amount, s.credits)
  UNION ALL
  SELECT 'group_days', coalesce(d.group_code, s.group_code) || ' ' || coalesce(d.day, s.day)
    FROM groups d
    FULL JOIN (SELECT group_code, day, turnover, invoices, online_invoices, flowers_turnover + plants_turnover + other_turnover AS line_amount,
                      flowers_items + plants_items + other_items AS quantity, cost, credit_amount, credits
                 FROM group_days WHERE (turnover, invoices, cost, credit_amount, credits) <> (0, 0, 0, 0, 0)) s ON s.group_code = d.group_code AND s.day = d.day
   WHERE (d.turnover, d.invoices, d.online_invoices, d.line_amount, d.quantity, d.cost, d.credit_amount, d.credits)
         IS DISTINCT FROM (s.turnover, s.invoices, s.online_invoices, s.line_amount, s.quantity, s.cost, s.credit_amount, s.credits)
  UNION ALL
  SELECT 'article_days', coalesce(d.group_code, s.group_code) || ' ' || coalesce(d.day, s.day) || ' ' || coalesce(d.artnr, s.artnr)
    FROM articles d FULL JOIN (SELECT * FROM article_days WHERE (turnover, quantity) <> (0, 0)) s
      ON s.group_code = d.group_code AND s.day = d.day AND s.artnr = d.artnr
   WHERE (d.turnover, d.quantity) IS DISTINCT FROM (s.turnover, s.quantity)
  UNION ALL
  SELECT 'article_months', coalesce(d.group_code, s.group_code) || ' ' || coalesce(d.month, s.month) || ' ' || coalesce(d.artnr, s.artnr)
    FROM (SELECT group_code, date_trunc('month', day::timestamp)::date AS month, artnr, sum(turnover) turnover, sum(quantity) quantity FROM articles GROUP BY 1, 2, 3) d
    FULL JOIN (SELECT * FROM article_months WHERE (turnover, quantity) <> (0, 0)) s ON s.group_code = d.group_code AND s.month = d.month AND s.artnr = d.artnr
   WHERE (d.turnover, d.quantity) IS DISTINCT FROM (s.turnover, s.quantity);
$$;

SELECT sales_rebuild();
