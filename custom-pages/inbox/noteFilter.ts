import { INBOX_MAX_NOTES } from '../../schemas/constants';
import type { Note } from '../../schemas/entities/note';
import { formatDate } from '../../ui/format/dates';

/** The inbox's four filter fields (spec part 1 §2). */
export const NOTE_FILTER_FIELDS = ['username', 'debnr', 'date', 'message'] as const;
export type NoteFilterField = (typeof NOTE_FILTER_FIELDS)[number];
export type NoteFilters = Record<NoteFilterField, string>;

export const NO_NOTE_FILTERS: NoteFilters = { username: '', debnr: '', date: '', message: '' };

/** How a note's date is shown on its card, and what the date filter searches. */
export const noteDate = (note: Pick<Note, 'placeDate'>) => formatDate(note.placeDate, 'dayFirstWithTime');

const FIELD_TEXT: Record<NoteFilterField, (note: Note) => string> = {
  username: (note) => note.username,
  debnr: (note) => note.debnr,
  date: noteDate,
  message: (note) => note.memo,
};

/** The notes whose every filled-in field contains its filter text (case-insensitive), at most 76. */
export function filterNotes(notes: readonly Note[], filters: NoteFilters): Note[] {
  const active = NOTE_FILTER_FIELDS.map((field) => [field, filters[field].trim().toLowerCase()] as const).filter(([, text]) => text !== '');
  return notes.filter((note) => active.every(([field, text]) => FIELD_TEXT[field](note).toLowerCase().includes(text))).slice(0, INBOX_MAX_NOTES);
}

/** The avatar's initial: the author's first letter, upper case. */
export const initialOf = (username: string) => username.trim().charAt(0).toUpperCase();
