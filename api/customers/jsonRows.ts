import type { Queryable } from '../db/database';

/** The rows of a subquery aliased `q` as one JSON array (empty: []). */
export const JSON_ROWS = "coalesce(json_agg(q), '[]'::json)";

/**
 * Runs `sql` and answers its rows, built as one JSON array by the database. For lists of a thousand
 * rows and more (the call-list blocks, a group's customers) this is 3-4x faster than decoding every
 * field of every row over the driver, and gives the same JSON (dates 'YYYY-MM-DD', numbers, booleans).
 * The rows keep the order of `sql`'s ORDER BY: json_agg reads the sorted subquery as it comes.
 */
export async function jsonRows<T>(db: Queryable, sql: string, params: readonly unknown[]): Promise<T[]> {
  // Both drivers (PGlite, node-postgres) parse json columns.
  const [result] = await db.query<{ rows: T[] }>(`SELECT ${JSON_ROWS} AS rows FROM (${sql}) q`, params);
  return result!.rows;
}
