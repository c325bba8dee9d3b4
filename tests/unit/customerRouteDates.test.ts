import { describe, expect, it } from 'vitest';
import { isRouteDateAllowed, routeCalendarWeeks } from '../../custom-pages/customer/rules/routeDates';

// 2026-06-17 is a Wednesday.
const WEDNESDAY = '2026-06-17';

describe('route-open dates (spec part 1 §5: no past dates, at most 5 days ahead, no weekends)', () => {
  it('allows today and the weekdays up to 5 days ahead', () => {
    expect(isRouteDateAllowed('2026-06-17', WEDNESDAY)).toBe(true);
    expect(isRouteDateAllowed('2026-06-18', WEDNESDAY)).toBe(true);
    expect(isRouteDateAllowed('2026-06-19', WEDNESDAY)).toBe(true);
    expect(isRouteDateAllowed('2026-06-22', WEDNESDAY)).toBe(true);
  });

  it('refuses past dates', () => {
    expect(isRouteDateAllowed('2026-06-16', WEDNESDAY)).toBe(false);
    expect(isRouteDateAllowed('2025-06-17', WEDNESDAY)).toBe(false);
  });

  it('refuses Saturday and Sunday', () => {
    expect(isRouteDateAllowed('2026-06-20', WEDNESDAY)).toBe(false);
    expect(isRouteDateAllowed('2026-06-21', WEDNESDAY)).toBe(false);
  });

  it('refuses more than 5 days ahead, even on a weekday', () => {
    expect(isRouteDateAllowed('2026-06-23', WEDNESDAY)).toBe(false);
    expect(isRouteDateAllowed('2026-06-24', WEDNESDAY)).toBe(false);
  });

  it('from a Friday reaches the next Wednesday, skipping the weekend', () => {
    const friday = '2026-06-19';
    const allowed = routeCalendarWeeks(friday).flat().filter((day) => day.allowed).map((day) => day.date);
    expect(allowed).toEqual(['2026-06-19', '2026-06-22', '2026-06-23', '2026-06-24']);
  });

  it('from a Sunday offers the next five weekdays only', () => {
    const sunday = '2026-06-21';
    const allowed = routeCalendarWeeks(sunday).flat().filter((day) => day.allowed).map((day) => day.date);
    expect(allowed).toEqual(['2026-06-22', '2026-06-23', '2026-06-24', '2026-06-25', '2026-06-26']);
  });

  it('lays the calendar out in whole weeks from the Monday of this week, across a month end', () => {
    const weeks = routeCalendarWeeks('2026-06-26');
    expect(weeks).toHaveLength(2);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]![0]!.date).toBe('2026-06-22');
    expect(weeks[1]![6]!.date).toBe('2026-07-05');
    expect(weeks[1]!.map((day) => day.dayOfMonth)).toEqual([29, 30, 1, 2, 3, 4, 5]);
    expect(weeks.flat().filter((day) => day.allowed).map((day) => day.date)).toEqual(['2026-06-26', '2026-06-29', '2026-06-30', '2026-07-01']);
  });

  it('never allows a date the rule refuses, over a whole year of todays', () => {
    for (let d = 0; d < 366; d++) {
      const today = new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10);
      for (const day of routeCalendarWeeks(today).flat()) expect(day.allowed).toBe(isRouteDateAllowed(day.date, today));
      const allowed = routeCalendarWeeks(today).flat().filter((day) => day.allowed);
      expect(allowed.length).toBeGreaterThanOrEqual(3);
      expect(allowed.length).toBeLessThanOrEqual(5);
    }
  });
});
