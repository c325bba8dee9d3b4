-- The dashboard's outstanding-weeks block adds up what a group's customers still owe: with amount and
-- paid in the index, that is one index-only probe per customer instead of a heap visit per unpaid
-- invoice (the index is only read where the visibility map is kept, as autovacuum does).
CREATE INDEX invoices_unpaid_amounts ON invoices (debnr) INCLUDE (amount, paid) WHERE paid < amount;
