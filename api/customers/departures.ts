import { DEPARTURE_WEEKDAYS, HISTORY_WEEKS, PREVIOUS_WEEKS, type Departure } from '../../schemas/entities/customerDeparture';
import type { Queryable } from '../db/database';

/** A departure is a day with an invoice; per ISO weekday 1-5 over the last 52 weeks, and the route's days. */
const WEEKDAYS_SQL = `
WITH days AS (
  SELECT DISTINCT fctdat FROM invoices
   WHERE debnr = $1 AND fctdat > $2::date - 7 * $3::int AND fctdat <= $2::date)
SELECT d AS weekday, count(days.fctdat)::int AS "timesOrdered", d = ANY(c.delivery_days) AS available
  FROM customers c
 CROSS JOIN generate_series(1, 5) AS d
  LEFT JOIN days ON extract(isodow FROM days.fctdat) = d
 WHERE c.debnr = $1
 GROUP BY d, c.delivery_days ORDER BY d`;

/** The last N ISO weeks (this week first): which weekdays had a departure, how many, for how much. */
const WEEKS_SQL = `
WITH weeks AS (
  SELECT k, date_trunc('week', $2::timestamp)::date - 7 * k AS monday FROM generate_series(0, $3::int - 1) AS k),
days AS (
  SELECT fctdat, sum(amount) AS amount FROM invoices
   WHERE debnr = $1 AND fctdat >= (SELECT min(monday) FROM weeks) AND fctdat <= $2::date
   GROUP BY fctdat)
SELECT extract(week FROM w.monday)::int AS week, extract(isoyear FROM w.monday)::int AS "weekYear",
       coalesce(bool_or(extract(isodow FROM d.fctdat) = 1), false) AS monday,
       coalesce(bool_or(extract(isodow FROM d.fctdat) = 2), false) AS tuesday,
       coalesce(bool_or(extract(isodow FROM d.fctdat) = 3), false) AS wednesday,
       coalesce(bool_or(extract(isodow FROM d.fctdat) = 4), false) AS thursday,
       coalesce(bool_or(extract(isodow FROM d.fctdat) = 5), false) AS friday,
       count(d.fctdat)::int AS departures, round(coalesce(sum(d.amount), 0), 2) AS amount
  FROM weeks w
  LEFT JOIN days d ON d.fctdat >= w.monday AND d.fctdat < w.monday + 7
 GROUP BY w.k, w.monday ORDER BY w.k`;

interface WeekdayRow {
  weekday: number;
  timesOrdered: number;
  available: boolean;
}

type WeekRow = Departure['previousDays'][number] & { departures: number; amount: number };

async function weekdays(db: Queryable, debnr: string, today: string): Promise<WeekdayRow[]> {
  return db.query<WeekdayRow>(WEEKDAYS_SQL, [debnr, today, HISTORY_WEEKS]);
}

function historyOf(rows: readonly WeekdayRow[]): Departure['history'] {
  return { chartLabel: [...DEPARTURE_WEEKDAYS], timesOrdered: rows.map((r) => r.timesOrdered) };
}

/** Departures per weekday over the last 52 weeks (the order-day history chart). */
export async function orderDayHistory(db: Queryable, debnr: string, today: string): Promise<Departure['history']> {
  return historyOf(await weekdays(db, debnr, today));
}

/** customer/getdeparturehistory/{debnr} (schemas/entities/customerDeparture.ts). */
export async function departureHistory(db: Queryable, debnr: string, today: string): Promise<Departure> {
  const days = await weekdays(db, debnr, today);
  const weeks = await db.query<WeekRow>(WEEKS_SQL, [debnr, today, PREVIOUS_WEEKS]);
  return {
    history: historyOf(days),
    previousDays: weeks.map(({ week, weekYear, monday, tuesday, wednesday, thursday, friday }) => ({ week, weekYear, monday, tuesday, wednesday, thursday, friday })),
    availableDays: days.map((r) => r.available),
    departureWeeks: weeks.map(({ week, weekYear, departures, amount }) => ({ week, weekYear, departures, amount })),
  };
}
