import type { Queryable } from '../db/database';

/** The tables whose triggers keep the sales and invoice summaries (migrations 005, 006, 008). */
const SUMMARISED = ['customers', 'invoices', 'invoice_lines', 'credits'] as const;

/**
 * Runs a bulk load with the summary triggers off and rebuilds every summary (and moves every
 * customer-list stamp) once at the end, in one grouped pass (sales_rebuild, migration 006): per-batch
 * deltas cost several times the inserts. Call it inside a transaction, so nobody ever sees the
 * summaries out of step.
 */
export async function withSummariesRebuilt<T>(db: Queryable, load: () => Promise<T>): Promise<T> {
  for (const table of SUMMARISED) await db.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  const result = await load();
  await db.query('SELECT sales_rebuild()');
  await rebuildCustomerSummaries(db);
  // The customer-list stamps' triggers were off too: move every group's stamp, so no kept list outlives the load.
  await db.query(`SELECT list_stamp('customers', ARRAY(SELECT group_code FROM debtor_groups))`);
  for (const table of SUMMARISED) await db.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  return result;
}

/**
 * What summaries_rebuild() (migration 009) does for customer_invoice_summary, with the customer's
 * fields taken in the same join: its row trigger (migration 010) would look them up customer by
 * customer, about 70 µs a row on PGlite, half a minute at 500,000 customers.
 */
async function rebuildCustomerSummaries(db: Queryable): Promise<void> {
  await db.query('ALTER TABLE customer_invoice_summary DISABLE TRIGGER customer_invoice_summary_fields');
  await db.query('DELETE FROM customer_invoice_summary');
  await db.query(
    `INSERT INTO customer_invoice_summary (debnr, group_code, name, lev_stop, btw_ok, invoice_count, first_fctdat, last_fctdat)
     SELECT c.debnr, c.group_code, c.name, c.lev_stop, c.btw_ok, i.invoice_count, i.first_fctdat, i.last_fctdat
       FROM (SELECT debnr, count(*) AS invoice_count, min(fctdat) AS first_fctdat, max(fctdat) AS last_fctdat FROM invoices GROUP BY debnr) i
       JOIN customers c ON c.debnr = i.debnr`,
  );
  await db.query('ALTER TABLE customer_invoice_summary ENABLE TRIGGER customer_invoice_summary_fields');
}
