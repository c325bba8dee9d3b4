-- A lead's suggesteD_DEBNR (the last customer number its company used, spec part 2 §3) is read per lead: one index step.
CREATE INDEX customers_company_debnr ON customers(company_id, debnr);
