import { describe, expect, it } from 'vitest';
import { weekOfVisits } from '../../resources/visits/visitWeek';
import type { ShowroomVisit } from '../../schemas/entities/visit';

const visit = (visitDate: string, timeOfArrival: string, amountOfPeople: number, arrangeLunch: boolean, arrangeStay: boolean) =>
  ({ visitId: Math.random(), visitDate, timeOfArrival, amountOfPeople, arrangeLunch, arrangeStay, debtorName: 'x' }) as ShowroomVisit;

describe('the showroom week', () => {
  it('lays the visits of the Monday-to-Sunday week out by day and arrival, with people, lunches and overnight stays', () => {
    const week = weekOfVisits(
      [visit('2026-11-26', '14:00', 2, true, false), visit('2026-11-26', '09:30', 3, true, true), visit('2026-11-30', '10:00', 5, false, false)],
      '2026-11-29', // a Sunday: its week starts Monday 2026-11-23
    );
    expect(week.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(week[3]).toMatchObject({ people: 5, lunch: 5, stay: 3 });
    expect(week[3]!.visits.map((v) => v.timeOfArrival)).toEqual(['09:30', '14:00']);
    expect(week.flatMap((d) => d.visits)).toHaveLength(2);
  });
});
