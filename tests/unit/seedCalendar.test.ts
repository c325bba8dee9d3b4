import { describe, expect, it } from 'vitest';
import { Calendar } from '../../api/seed/calendar';

describe("seed calendar: events of today stop before the seed's now", () => {
  // A real clock has milliseconds; comment times are stored as whole unix seconds.
  const calendar = new Calendar(new Date('2026-06-17T06:30:12.345Z'), 10);

  it('clamps a later time of today to the last whole minute before now', () => {
    expect(calendar.pastTimestamp(calendar.today, 20 * 60)).toBe('2026-06-17T06:29:00.000Z');
    expect(Date.parse(calendar.pastTimestamp(calendar.today, 20 * 60)) % 1000).toBe(0);
  });

  it('keeps earlier times as they are', () => {
    expect(calendar.pastTimestamp(calendar.today, 6 * 60)).toBe('2026-06-17T06:00:00.000Z');
    expect(calendar.pastTimestamp(calendar.today - 1, 20 * 60)).toBe('2026-06-16T20:00:00.000Z');
  });
});
