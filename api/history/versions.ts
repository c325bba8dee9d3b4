import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import type { HistoryEntity, StaleVersionAnswer } from '../../schemas/entities/history';
import { lastChange } from './recordHistory';

/** The versioned tables, by entity: where the record's version lives. */
const VERSIONED: Partial<Record<HistoryEntity, { table: string; id: string }>> = {
  user: { table: 'users', id: 'id' },
  lead: { table: 'leads', id: 'id' },
  task: { table: 'tasks', id: 'id' },
  visit: { table: 'showroom_visits', id: 'visit_id' },
  specialoffer: { table: 'special_offers', id: 'id' },
};

export const STALE_VERSION_MESSAGE = 'Someone else changed this record since you opened it.';

export interface VersionCheck {
  entity: HistoryEntity;
  /** The row's key in its table (users.id, leads.id, ...). */
  rowId: number;
  /** The id the history knows the record by (azureId for users). */
  recordId: string | number;
  /** The version the client's edit started from; without one the write goes ahead (older clients). */
  version: number | undefined;
  /** The record as the client reads it (read with the transaction given), sent back with a 409 so the user can compare. */
  current: (tx: Queryable) => Promise<unknown>;
}

/**
 * Inside the write's transaction: locks the row and refuses (409, nothing written) an edit made
 * from an older version, answering the current record and who changed it last. Then the write
 * bumps the version with bumpVersion.
 */
export async function assertCurrentVersion(tx: Queryable, check: VersionCheck): Promise<void> {
  const place = VERSIONED[check.entity];
  if (!place) throw new Error(`No version kept for ${check.entity}`);
  const [row] = await tx.query<{ version: number }>(`SELECT version FROM ${place.table} WHERE ${place.id} = $1 FOR UPDATE`, [check.rowId]);
  if (check.version === undefined || !row || row.version === check.version) return;
  const changedBy = await lastChange(tx, check.entity, String(check.recordId));
  const answer: Omit<StaleVersionAnswer, 'message'> = {
    current: await check.current(tx),
    changedBy: changedBy ? { userName: changedBy.userName, azureId: changedBy.azureId, at: changedBy.at } : null,
  };
  throw new HttpError(409, STALE_VERSION_MESSAGE, undefined, { ...answer });
}

/** One more version for the record (every edit through the api calls this in its transaction). */
export async function bumpVersion(tx: Queryable, entity: HistoryEntity, rowId: number): Promise<void> {
  const place = VERSIONED[entity];
  if (!place) throw new Error(`No version kept for ${entity}`);
  await tx.query(`UPDATE ${place.table} SET version = version + 1 WHERE ${place.id} = $1`, [rowId]);
}
