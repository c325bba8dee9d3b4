import type { Queryable } from '../db/database';

/**
 * Runs a bulk load the way pg_restore does with foreign keys: the keys pointing at `parents` (the
 * tables whose children arrive by the ten thousand) are dropped first and added back at the end, which
 * checks each once, in one pass; checked row by row they cost more than the inserts. Indexes stay: the
 * summary triggers on invoices look rows up through them. Call it inside a transaction: if the data
 * breaks a key, adding it back fails and nothing is kept.
 */
export async function bulkLoad<T>(db: Queryable, parents: readonly string[], load: () => Promise<T>): Promise<T> {
  const foreignKeys = await db.query<{ name: string; table: string; definition: string }>(
    `SELECT k.conname AS name, k.conrelid::regclass::text AS table, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k
      WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace AND k.confrelid::regclass::text = ANY($1)
      ORDER BY 2, 1`,
    [parents],
  );
  for (const key of foreignKeys) await db.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
  const result = await load();
  for (const key of foreignKeys) await db.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`);
  return result;
}
