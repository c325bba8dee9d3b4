import type { Queryable } from '../db/database';

export interface DeferredIndexes {
  /** Tables whose plain (non-unique) indexes are dropped during the load. */
  indexes: readonly string[];
  /** Tables whose primary key is dropped too: nothing may reference them or look rows up by the key meanwhile. */
  keys: readonly string[];
}

/**
 * Runs a bulk load with indexes dropped and builds each again at the end from one sort of the loaded
 * table, as pg_restore does: kept up row by row, in whatever order the rows come, they cost several
 * times the rows themselves (a summary table's key: 25 µs a row on PGlite, against 3 µs for the row).
 * Unique indexes stay, except the listed primary keys; adding them back checks them. Nothing may read
 * the tables through these indexes meanwhile (the summary triggers are off during the seed). Call it
 * inside a transaction, so no one sees the tables without them.
 */
export async function withIndexesDeferred<T>(db: Queryable, tables: DeferredIndexes, load: () => Promise<T>): Promise<T> {
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid::regclass::text = ANY($1) AND NOT i.indisunique
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY 1`,
    [tables.indexes],
  );
  const keys = await db.query<{ name: string; table: string; definition: string }>(
    `SELECT k.conname AS name, k.conrelid::regclass::text AS table, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k
      WHERE k.contype = 'p' AND k.conrelid::regclass::text = ANY($1)
      ORDER BY 2`,
    [tables.keys],
  );
  for (const index of indexes) await db.query(`DROP INDEX ${index.name}`);
  for (const key of keys) await db.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
  const result = await load();
  for (const key of keys) await db.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`);
  for (const index of indexes) await db.query(index.definition);
  return result;
}
