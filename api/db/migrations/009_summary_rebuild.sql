-- Bulk loads (the seed, an import) write with the summary triggers off and rebuild every summary once,
-- set-based: one grouped pass over invoices, lines and credits instead of per-statement deltas, which
-- made each 5,000-row seed batch several times slower as the summaries grew.

CREATE OR REPLACE FUNCTION sales_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM sales_days;
  DELETE FROM sales_months;
  DELETE FROM group_days;
  DELETE FROM article_days;
  DELETE FROM article_months;

  INSERT INTO sales_days (group_code, day, debnr, turnover, invoices, credit_amount, credits)
  SELECT group_code, day, debnr, sum(turnover), sum(invoices), sum(credit_amount), sum(credits)
    FROM sales_facts WHERE artnr IS NULL GROUP BY group_code, day, debnr;

  INSERT INTO sales_months (group_code, month, debnr, turnover, invoices, credit_amount, credits)
  SELECT group_code, date_trunc('month', day::timestamp)::date, debnr, sum(turnover), sum(invoices), sum(credit_amount), sum(credits)
    FROM sales_days GROUP BY 1, 2, 3;

  INSERT INTO article_days (group_code, day, artnr, turnover, quantity)
  SELECT c.group_code, i.fctdat, l.artnr, sum(l.amount), sum(l.quantity)
    FROM invoice_lines l JOIN invoices i ON i.factnr = l.factnr JOIN customers c ON c.debnr = i.debnr
   GROUP BY 1, 2, 3;

  INSERT INTO article_months (group_code, month, artnr, turnover, quantity)
  SELECT group_code, date_trunc('month', day::timestamp)::date, artnr, sum(turnover), sum(quantity)
    FROM article_days GROUP BY 1, 2, 3;

  INSERT INTO group_days (group_code, day, turnover, invoices, online_invoices, flowers_turnover, plants_turnover,
                          other_turnover, flowers_items, plants_items, other_items, cost, credit_amount, credits)
  SELECT group_code, day, sum(turnover), sum(invoices), sum(online_invoices),
         coalesce(sum(line_amount) FILTER (WHERE art_group = 'FLOWERS'), 0),
         coalesce(sum(line_amount) FILTER (WHERE art_group = 'PLANTS'), 0),
         coalesce(sum(line_amount) FILTER (WHERE art_group NOT IN ('FLOWERS', 'PLANTS')), 0),
         coalesce(sum(quantity) FILTER (WHERE art_group = 'FLOWERS'), 0),
         coalesce(sum(quantity) FILTER (WHERE art_group = 'PLANTS'), 0),
         coalesce(sum(quantity) FILTER (WHERE art_group NOT IN ('FLOWERS', 'PLANTS')), 0),
         sum(cost), sum(credit_amount), sum(credits)
    FROM sales_facts GROUP BY group_code, day;
$$;

-- Every summary kept by triggers, recomputed from the raw tables.
CREATE FUNCTION summaries_rebuild() RETURNS void LANGUAGE sql AS $$
  SELECT sales_rebuild();
  DELETE FROM customer_invoice_summary;
  INSERT INTO customer_invoice_summary (debnr, group_code, invoice_count, first_fctdat, last_fctdat)
  SELECT i.debnr, c.group_code, count(*), min(i.fctdat), max(i.fctdat)
    FROM invoices i JOIN customers c ON c.debnr = i.debnr GROUP BY i.debnr, c.group_code;
$$;
