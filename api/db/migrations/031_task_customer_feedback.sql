-- The task conclusion form's customer-feedback section (spec part 2 §2, §5): the account manager it concerns,
-- the customer's score 1 to 10 and the reasons (required below 5), as { azureId, score, reasons }.
ALTER TABLE tasks ADD COLUMN customer_feedback jsonb;
