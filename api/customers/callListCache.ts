import type { Queryable } from '../db/database';
import { readyAnswer, type ReadyAnswer } from '../http/readyAnswer';
import { jsonRows } from './jsonRows';

/**
 * A call-list block of `groupCode` on `today`, ready-made: `sql` runs only when the group's stamp
 * (migration 011) moved or the day changed since the kept answer; the stamp is written in the
 * transaction of every change to the group's customers or invoice summaries and read here before the
 * rows (as PostgreSQL writes them in JSON: dates stay 'YYYY-MM-DD'). A repeated request costs one primary-key read and sends the kept bytes; a held one gets 304.
 */
export async function callListBlock(db: Queryable, block: number, groupCode: string, today: string, sql: string, params: readonly unknown[]): Promise<ReadyAnswer> {
  const [current] = await db.query<{ stamp: string | number }>('SELECT coalesce((SELECT stamp FROM call_list_stamps WHERE group_code = $1), 0) AS stamp', [groupCode]);
  return readyAnswer(db, `callList${block}:${groupCode}`, `${today}:${current!.stamp}`, () => jsonRows(db, sql, params));
}
