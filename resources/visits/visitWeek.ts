import dayjs from 'dayjs';
import type { ShowroomVisit } from '../../schemas/entities/visit';

export interface VisitDay {
  date: string;
  visits: ShowroomVisit[];
  people: number;
  lunch: number;
  stay: number;
}

/** The Monday-to-Sunday week holding `day`, each day with its visits by arrival and its people, lunches and overnight stays. */
export function weekOfVisits(visits: readonly ShowroomVisit[], day: string): VisitDay[] {
  const d = dayjs(day);
  const monday = d.subtract((d.day() + 6) % 7, 'day');
  return Array.from({ length: 7 }, (_, i) => {
    const date = monday.add(i, 'day').format('YYYY-MM-DD');
    const ofDay = visits.filter((v) => v.visitDate === date).sort((a, b) => a.timeOfArrival.localeCompare(b.timeOfArrival));
    return {
      date,
      visits: ofDay,
      people: ofDay.reduce((sum, v) => sum + v.amountOfPeople, 0),
      lunch: ofDay.filter((v) => v.arrangeLunch).reduce((sum, v) => sum + v.amountOfPeople, 0),
      stay: ofDay.filter((v) => v.arrangeStay).reduce((sum, v) => sum + v.amountOfPeople, 0),
    };
  });
}
