import type { Database } from '../db/database';
import { stampsOf } from '../db/stamps';
import { readyAnswer, type ReadyAnswer } from '../http/readyAnswer';
import { jsonRows } from './jsonRows';

/**
 * A call-list block of `groupCode` on `today`, ready-made: `sql` runs only when the group's stamp
 * (migration 011) moved or the day changed since the kept answer; the stamp is written in the
 * transaction of every change to the group's customers or invoice summaries and read here before the
 * rows (as PostgreSQL writes them in JSON: dates stay 'YYYY-MM-DD'). A repeated request sends the kept
 * bytes (the stamp held in memory, db/stamps.ts, or read by primary key); a held one gets 304.
 */
export async function callListBlock(db: Database, block: number, groupCode: string, today: string, sql: string, params: readonly unknown[]): Promise<ReadyAnswer> {
  const stamp = await stampsOf(db).of(['call-list'], groupCode);
  return readyAnswer(db, `callList${block}:${groupCode}`, `${today}:${stamp}`, () => jsonRows(db, sql, params));
}
