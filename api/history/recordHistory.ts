import type { Queryable } from '../db/database';
import type { Changes, HistoryEntity, HistoryEntry } from '../../schemas/entities/history';
import { changesBetween } from './changes';

/** What a write did: 'create', 'update', 'delete' or a named action ('conclude', 'export', 'activate', ...). */
export interface HistoryWrite {
  entity: HistoryEntity;
  recordId: string | number;
  action: string;
  /** The record before and after the write (leave out for a create, or a delete); the changed fields are kept. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** Changes already known, for named actions on part of a record (a comment added, delivery closed). */
  changes?: Changes;
}

export interface HistoryAuthor {
  azureId: string;
  userName: string;
}

/** Writes one history entry; call it with the transaction of the write itself, so both land or neither. */
export async function recordHistory(q: Queryable, who: HistoryAuthor, at: Date, write: HistoryWrite): Promise<void> {
  const changes = write.changes ?? changesBetween(write.before, write.after);
  await q.query(
    `INSERT INTO record_history (entity, record_id, action, azure_id, user_name, at, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [write.entity, String(write.recordId), write.action, who.azureId, who.userName, at, JSON.stringify(changes)],
  );
}

/** A record's history, newest first (all of it, or the latest `limit` entries). */
export function readHistory(q: Queryable, entity: HistoryEntity, recordId: string, limit?: number): Promise<HistoryEntry[]> {
  return q.query<HistoryEntry>(
    `SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, azure_id::text AS "azureId",
            user_name AS "userName", action, changes
       FROM record_history WHERE entity = $1 AND record_id = $2 ORDER BY at DESC, id DESC LIMIT $3`,
    [entity, recordId, limit ?? null],
  );
}

/** Who wrote a record last, for the 409 of a stale edit. */
export async function lastChange(q: Queryable, entity: HistoryEntity, recordId: string): Promise<HistoryEntry | undefined> {
  return (await readHistory(q, entity, recordId, 1))[0];
}
