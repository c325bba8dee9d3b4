import { describe, expect, it } from 'vitest';
import { filterNotes, initialOf, NO_NOTE_FILTERS, noteDate } from '../../custom-pages/inbox/noteFilter';
import type { Note } from '../../schemas/entities/note';

const note = (id: number, fields: Partial<Note> = {}): Note => ({
  id,
  username: 'Sam Sales',
  debnr: `10${String(id).padStart(4, '0')}`,
  debnaam: `Flowers ${id}`,
  placeDate: '2026-03-05T09:30:00+01:00',
  memo: `Called about order ${id}`,
  ...fields,
});

describe('inbox filters', () => {
  const notes = [
    note(1, { username: 'Sam Sales', memo: 'Wants more TULIPS next week' }),
    note(2, { username: 'Fiona Finance', debnr: '204711', memo: 'Payment promised' }),
    note(3, { username: 'sam sales', placeDate: '2026-04-17T14:05:00+02:00', memo: 'Visit planned' }),
  ];

  it('keeps every note while no filter is filled in', () => {
    expect(filterNotes(notes, NO_NOTE_FILTERS)).toEqual(notes);
  });

  it('matches username and message anywhere, whatever the case', () => {
    expect(filterNotes(notes, { ...NO_NOTE_FILTERS, username: 'SAM' }).map((n) => n.id)).toEqual([1, 3]);
    expect(filterNotes(notes, { ...NO_NOTE_FILTERS, message: 'tulips' }).map((n) => n.id)).toEqual([1]);
  });

  it('matches the debnr and the date as shown on the card, and needs every filled-in field', () => {
    expect(filterNotes(notes, { ...NO_NOTE_FILTERS, debnr: '4711' }).map((n) => n.id)).toEqual([2]);
    expect(noteDate(notes[2]!)).toMatch(/^17-04-2026 @ \d\d:05$/);
    expect(filterNotes(notes, { ...NO_NOTE_FILTERS, date: '17-04' }).map((n) => n.id)).toEqual([3]);
    expect(filterNotes(notes, { ...NO_NOTE_FILTERS, username: 'sam', message: 'payment' })).toEqual([]);
  });

  it('ignores blanks around a filter and shows at most 76 notes', () => {
    expect(filterNotes(notes, { ...NO_NOTE_FILTERS, username: '  fiona ' }).map((n) => n.id)).toEqual([2]);
    const many = Array.from({ length: 90 }, (_, i) => note(i + 1));
    expect(filterNotes(many, NO_NOTE_FILTERS)).toHaveLength(76);
    expect(filterNotes(many, NO_NOTE_FILTERS)[75]!.id).toBe(76);
  });

  it("shows the author's initial in upper case on the avatar", () => {
    expect(initialOf('sam sales')).toBe('S');
    expect(initialOf(' fiona')).toBe('F');
  });
});
