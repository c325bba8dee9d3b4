import type { Queryable } from '../db/database';

/** The tables whose triggers keep the sales and invoice summaries (migrations 005, 006, 008). */
const SUMMARISED = ['customers', 'invoices', 'invoice_lines', 'credits'] as const;

/**
 * Runs a bulk load with the summary triggers off and rebuilds every summary (and moves every
 * customer-list stamp) once at the end, in one grouped pass (summaries_rebuild, migration 009): per-batch deltas cost several times the inserts.
 * Call it inside a transaction, so nobody ever sees the summaries out of step.
 */
export async function withSummariesRebuilt<T>(db: Queryable, load: () => Promise<T>): Promise<T> {
  for (const table of SUMMARISED) await db.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  const result = await load();
  await db.query('SELECT summaries_rebuild()');
  // The customer-list stamps' triggers were off too: move every group's stamp, so no kept list outlives the load.
  await db.query(`SELECT list_stamp('customers', ARRAY(SELECT group_code FROM debtor_groups))`);
  for (const table of SUMMARISED) await db.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  return result;
}
