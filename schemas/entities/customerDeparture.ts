import { z } from 'zod';
import { money } from './wireTypes';

/** Weekday names of the departure arrays: index 0 is Monday, 4 is Friday. */
export const DEPARTURE_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

/** Weeks of the 'previous days' and 'departure weeks' tables; the history chart covers 52 weeks. */
export const PREVIOUS_WEEKS = 10;
export const HISTORY_WEEKS = 52;

const weekdayFlags = z.object({
  monday: z.boolean(),
  tuesday: z.boolean(),
  wednesday: z.boolean(),
  thursday: z.boolean(),
  friday: z.boolean(),
});

/**
 * customer/getdeparturehistory/{debnr}. A departure is a day with an invoice.
 * - history: departures per weekday over the last 52 weeks (chartLabel[i] names timesOrdered[i]);
 * - previousDays: the last 10 ISO weeks (current week first), which weekdays had a departure;
 * - availableDays: the weekdays the customer's route serves (from its delivery days);
 * - departureWeeks: the same 10 weeks with the number of departures and the amount invoiced.
 */
export const Departure = z.object({
  history: z.object({
    chartLabel: z.array(z.enum(DEPARTURE_WEEKDAYS)).length(5),
    timesOrdered: z.array(z.number().int()).length(5),
  }),
  previousDays: z.array(weekdayFlags.extend({ week: z.number().int(), weekYear: z.number().int() })),
  availableDays: z.array(z.boolean()).length(5),
  departureWeeks: z.array(z.object({ week: z.number().int(), weekYear: z.number().int(), departures: z.number().int(), amount: money })),
});
export type Departure = z.infer<typeof Departure>;
