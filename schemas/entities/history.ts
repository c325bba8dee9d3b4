import { z } from 'zod';
/** The records whose history is kept (GET history/{entity}/{id}). */
export const HISTORY_ENTITIES = ['customer', 'lead', 'task', 'visit', 'specialoffer', 'user'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** A field's value before and after a write (null where it did not exist). */
export const FieldChange = z.object({ from: z.unknown(), to: z.unknown() });
export type FieldChange = z.infer<typeof FieldChange>;

export const Changes = z.record(z.string(), FieldChange);
export type Changes = z.infer<typeof Changes>;

/** One write to a record: when, by whom, what ('create', 'update', 'delete' or a named action) and the changed fields. */
export const HistoryEntry = z.object({
  at: z.string(),
  azureId: z.string(),
  userName: z.string(),
  action: z.string(),
  changes: Changes,
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** The body of a 409 answer to an edit made from an older version of the record. */
export interface StaleVersionAnswer {
  message: string;
  current: unknown;
  changedBy: Pick<HistoryEntry, 'userName' | 'azureId' | 'at'> | null;
}
