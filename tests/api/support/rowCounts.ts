import type { Queryable } from '../../../api/db/database';

/** Row counts of every table of the public schema, one query: "nothing was written" checks compare two of these. */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const sql = tables.map((t, i) => `SELECT ${i} AS i, count(*)::int AS n FROM public."${t.name}"`).join(' UNION ALL ');
  const rows = await db.query<{ i: number; n: number }>(sql);
  return Object.fromEntries(rows.map((r) => [(tables[r.i] as { name: string }).name, r.n]));
}
