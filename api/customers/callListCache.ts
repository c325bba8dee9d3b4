import type { Queryable } from '../db/database';
import { JSON_ROWS } from './jsonRows';

interface Kept {
  today: string;
  stamp: number;
  rows: unknown[];
}

/** Per database (each test api has its own), per block and group: the last rows and their stamp. */
const kept = new WeakMap<Queryable, Map<string, Kept>>();

/**
 * A call-list block of `groupCode` on `today`: `sql` (whose $1 is the group code) runs only when the
 * group's stamp (migration 011) moved since the kept copy; the stamp is written in the transaction of
 * every change to the group's customers or invoice summaries, and read here in the same snapshot as
 * the rows, so a kept copy is never older than the data. A check costs one primary-key read.
 */
export async function callListBlock<T>(db: Queryable, block: number, groupCode: string, today: string, sql: string, params: readonly unknown[]): Promise<T[]> {
  let byBlock = kept.get(db);
  if (!byBlock) kept.set(db, (byBlock = new Map()));
  const key = `${block}|${groupCode}`;
  const copy = byBlock.get(key);
  if (copy && copy.today === today) {
    const [current] = await db.query<{ stamp: number }>('SELECT coalesce((SELECT stamp FROM call_list_stamps WHERE group_code = $1), 0) AS stamp', [groupCode]);
    if (current!.stamp === copy.stamp) return copy.rows as T[];
  }
  const [fresh] = await db.query<{ stamp: number; rows: T[] }>(
    `SELECT coalesce((SELECT stamp FROM call_list_stamps WHERE group_code = $1), 0) AS stamp, ${JSON_ROWS} AS rows FROM (${sql}) q`,
    params,
  );
  byBlock.set(key, { today, stamp: fresh!.stamp, rows: fresh!.rows });
  return fresh!.rows;
}
