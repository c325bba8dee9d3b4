import type { Queryable } from '../db/database';

/**
 * Runs a bulk load the way pg_restore does with foreign keys: they are dropped first and added back
 * (so checked once, in one pass) at the end. Checking a key row by row costs more than the insert
 * itself. Indexes stay: the summary triggers on invoices look rows up through them. Call it inside a
 * transaction: if the data breaks a key, adding it back fails and nothing is kept.
 */
export async function bulkLoad<T>(db: Queryable, load: () => Promise<T>): Promise<T> {
  const foreignKeys = await db.query<{ name: string; table: string; definition: string }>(
    `SELECT k.conname AS name, k.conrelid::regclass::text AS table, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k
       JOIN pg_namespace n ON n.oid = k.connamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema()
      ORDER BY k.conrelid::regclass::text, k.conname`,
  );
  for (const key of foreignKeys) await db.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
  const result = await load();
  for (const key of foreignKeys) await db.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`);
  return result;
}
