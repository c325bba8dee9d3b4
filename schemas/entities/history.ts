/** The records whose history is kept (GET history/{entity}/{id}). */
export const HISTORY_ENTITIES = ['customer', 'lead', 'task', 'visit', 'specialoffer', 'user'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** A field's value before and after a write (null where it did not exist). */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

export type Changes = Record<string, FieldChange>;

/** One write to a record: when, by whom, what ('create', 'update', 'delete' or a named action) and the changed fields. */
export interface HistoryEntry {
  at: string;
  azureId: string;
  userName: string;
  action: string;
  changes: Changes;
}

/** The body of a 409 answer to an edit made from an older version of the record. */
export interface StaleVersionAnswer {
  message: string;
  current: unknown;
  changedBy: Pick<HistoryEntry, 'userName' | 'azureId' | 'at'> | null;
}
