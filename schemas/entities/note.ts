import { z } from 'zod';
import { isoTimestamp } from './wireTypes';

/** customer/GetNotesbyUser (the inbox): the current group's notes, newest first, at most INBOX_MAX_NOTES. */
export const Note = z.object({
  id: z.number().int(),
  username: z.string(),
  debnr: z.string(),
  debnaam: z.string(),
  placeDate: isoTimestamp,
  memo: z.string(),
});
export type Note = z.infer<typeof Note>;
