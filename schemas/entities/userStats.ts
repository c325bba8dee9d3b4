import { z } from 'zod';
import dayjs from 'dayjs';

/** GET monitor/GetUserStatsByUser and GetAverageUserStats: one user's (or the average user's) figures over a range (spec part 2 §3 "Statistics"). */
export const UserStats = z.object({
  name: z.string(),
  pagesVisited: z.number(),
  customersOpened: z.number(),
  customersClosed: z.number(),
  generatedIncassos: z.number(),
  mailedOpenPosten: z.number(),
  routesOpened: z.number(),
  customersSearched: z.number(),
  /** seconds */
  avgTimeOnPage: z.number(),
  newCustomersActivated: z.number(),
  amountOfTasksFinished: z.number(),
  amountOfTasksOpen: z.number(),
  daysBetweenTaskCreationAndFinish: z.number(),
  commentsSubmitted: z.number(),
  specialOffersSent: z.number(),
  newLeadsCreated: z.number(),
  newLeadsValidated: z.number(),
  newLeadsExported: z.number(),
  daysBetweenNewLeadsCreatedAndExported: z.number(),
});
export type UserStats = z.infer<typeof UserStats>;

export type UserStatField = Exclude<keyof UserStats, 'name'>;

/**
 * The two stat lists of the profile: usage, and work done. Each figure says whether less is better
 * (durations), which turns its comparison card into a speed ratio.
 */
export const STAT_LISTS: readonly (readonly UserStatField[])[] = [
  ['pagesVisited', 'avgTimeOnPage', 'customersSearched', 'customersOpened', 'customersClosed', 'routesOpened', 'mailedOpenPosten', 'generatedIncassos', 'commentsSubmitted'],
  ['newCustomersActivated', 'amountOfTasksFinished', 'amountOfTasksOpen', 'daysBetweenTaskCreationAndFinish', 'specialOffersSent', 'newLeadsCreated', 'newLeadsValidated', 'newLeadsExported', 'daysBetweenNewLeadsCreatedAndExported'],
];

/** Figures that are durations: a comparison shows how many times faster than the average (average/own). */
export const SPEED_FIELDS: ReadonlySet<UserStatField> = new Set(['daysBetweenTaskCreationAndFinish', 'daysBetweenNewLeadsCreatedAndExported']);

/** Figures shown to everyone only above 0 (always to managers): the ones most users never do (spec part 2 §6). */
export const WHEN_ABOVE_ZERO: ReadonlySet<UserStatField> = new Set([
  'customersOpened',
  'customersClosed',
  'routesOpened',
  'mailedOpenPosten',
  'generatedIncassos',
  'newCustomersActivated',
  'specialOffersSent',
  'newLeadsCreated',
  'newLeadsValidated',
  'newLeadsExported',
  'daysBetweenNewLeadsCreatedAndExported',
]);

/** The comparison cards: these figures, in this order, at most COMPARISON_CARDS of them (spec part 2 §9). */
export const COMPARISON_FIELDS: readonly UserStatField[] = ['pagesVisited', 'customersSearched', 'amountOfTasksFinished', 'daysBetweenTaskCreationAndFinish', 'commentsSubmitted', 'newLeadsCreated'];
export const COMPARISON_CARDS = 4;

/** Own against the average as a percentage difference, 0 decimals (spec part 2 §9); null when there is no average. */
export function percentVersusAverage(own: number, average: number): number | null {
  if (!average) return null;
  return Math.round((own / average) * 100 - 100);
}

/** How many times faster than the average, 1 decimal (spec part 2 §9); null when either side is 0. */
export function speedRatio(own: number, average: number): number | null {
  if (!own || !average) return null;
  return Math.round((average / own) * 10) / 10;
}

/** GET monitor/GetUserVisitsPerDay: visits per calendar day. */
export const DailyVisits = z.object({
  visitDate: z.string(),
  visits: z.number(),
});
export type DailyVisits = z.infer<typeof DailyVisits>;
/** GET monitor/GetUserDeviceDistribution. */
export const DeviceVisits = z.object({
  device: z.string(),
  amountOfVisits: z.number(),
});
export type DeviceVisits = z.infer<typeof DeviceVisits>;
/** GET monitor/GetUserPageVisits: the user's visits per page. */
export const UserPageVisits = z.object({
  pageName: z.string(),
  amountOfVisits: z.number(),
  avgTimeOnPage: z.number(),
});
export type UserPageVisits = z.infer<typeof UserPageVisits>;
/** GET monitor/GetUserVisitsPerHour: the heatmap cell of a weekday (1 Monday .. 7 Sunday) and hour. */
export const HourlyVisits = z.object({
  hour: z.number(),
  day: z.number(),
  amountOfVisits: z.number(),
});
export type HourlyVisits = z.infer<typeof HourlyVisits>;
/** GET monitor/GetUserVisitsAveragePerHour: visits in that hour of the day, averaged over the days the user was active. */
export const AverageHourVisits = z.object({
  hour: z.number(),
  amountOfVisits: z.number(),
});
export type AverageHourVisits = z.infer<typeof AverageHourVisits>;
/** GET monitor/GetUserCustomerSearches and GetUserCustomerClicks: a customer and how often the user searched or opened it. */
export const CustomerTouches = z.object({
  debnr: z.string(),
  name: z.string(),
  amount: z.number(),
});
export type CustomerTouches = z.infer<typeof CustomerTouches>;

/** The heatmap bands of spec part 2 §9: 0–1 and 2–10 low, 11–30 medium, 31–100 high. */
export type HeatBand = 'none' | 'low' | 'medium' | 'high';
export function heatBand(visits: number): HeatBand {
  if (visits <= 1) return 'none';
  if (visits <= 10) return 'low';
  if (visits <= 30) return 'medium';
  return 'high';
}

/** The range select of the profile (spec part 2 §2); the default is the last 30 days. */
export const STAT_RANGES = ['last30', 'last60', 'last90', 'lastMonth', 'thisMonth', 'thisYear', 'lastYear'] as const;
export type StatRange = (typeof STAT_RANGES)[number];
export const DEFAULT_STAT_RANGE: StatRange = 'last30';

/** The from and to dates (YYYY-MM-DD, inclusive) of a range on the given day. */
export function statRangeDates(range: StatRange, today: string): { fromdate: string; todate: string } {
  const day = dayjs(today);
  const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  switch (range) {
    case 'last30':
    case 'last60':
    case 'last90':
      return { fromdate: iso(day.subtract(Number(range.slice(4)) - 1, 'day')), todate: today };
    case 'lastMonth': {
      const month = day.subtract(1, 'month');
      return { fromdate: iso(month.startOf('month')), todate: iso(month.endOf('month')) };
    }
    case 'thisMonth':
      return { fromdate: iso(day.startOf('month')), todate: today };
    case 'thisYear':
      return { fromdate: iso(day.startOf('year')), todate: today };
    case 'lastYear': {
      const year = day.subtract(1, 'year');
      return { fromdate: iso(year.startOf('year')), todate: iso(year.endOf('year')) };
    }
  }
}
