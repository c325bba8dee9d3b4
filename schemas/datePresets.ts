import dayjs, { type Dayjs } from 'dayjs';

/**
 * Date ranges of the dashboards (spec part 1 §2 'Dashboard', §5, §9): the quick buttons, the default
 * range and the picker limits. Pure functions of "today" ('YYYY-MM-DD'); weeks start on Monday.
 * Every range is inclusive at both ends.
 */
export interface DateRange {
  start: string;
  end: string;
}

export const DATE_PRESETS = ['yesterday', 'thisWeek', 'thisMonth', 'thisYear', 'lastWeek', 'lastMonth', 'lastYear'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
/** The quick buttons of the export pages (spec part 2 §2), which also offer today. */
export const EXPORT_PRESETS = ['yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'today'] as const;
export type RangePreset = DatePreset | 'today';

/** Tenants whose dashboard opens on the current year instead of the last 365 days. */
export const YEAR_TO_DATE_DASHBOARD_COMPANIES: readonly number[] = [3, 4];
export const DASHBOARD_DEFAULT_DAYS = 365;
/** How far before the chosen start the start picker reaches ("about two months"). */
export const DASHBOARD_START_REACH_MONTHS = 2;

export const RANGE_MESSAGES = {
  startAfterEnd: 'The start date must be on or before the end date',
  endInFuture: 'The end date cannot be in the future',
} as const;

const ISO = 'YYYY-MM-DD';
const iso = (d: Dayjs) => d.format(ISO);
const range = (start: Dayjs, end: Dayjs): DateRange => ({ start: iso(start), end: iso(end) });

/** Monday of the week holding `d` (dayjs counts Sunday as 0). */
export function mondayOf(d: Dayjs): Dayjs {
  return d.subtract((d.day() + 6) % 7, 'day');
}

export function presetRange(preset: RangePreset, today: string): DateRange {
  const t = dayjs(today);
  switch (preset) {
    case 'today':
      return range(t, t);
    case 'yesterday':
      return range(t.subtract(1, 'day'), t.subtract(1, 'day'));
    case 'thisWeek':
      return range(mondayOf(t), t);
    case 'thisMonth':
      return range(t.startOf('month'), t);
    case 'thisYear':
      return range(t.startOf('year'), t);
    case 'lastWeek': {
      // Monday to Friday: the trade does not deliver at weekends.
      const monday = mondayOf(t).subtract(7, 'day');
      return range(monday, monday.add(4, 'day'));
    }
    case 'lastMonth': {
      const month = t.subtract(1, 'month');
      return range(month.startOf('month'), month.endOf('month'));
    }
    case 'lastYear': {
      const year = t.subtract(1, 'year');
      return range(year.startOf('year'), year.endOf('year'));
    }
  }
}

/** The range a dashboard opens with: the last 365 days (today included), or this year for tenants 3 and 4. */
export function defaultDashboardRange(today: string, companyId: number): DateRange {
  const t = dayjs(today);
  if (YEAR_TO_DATE_DASHBOARD_COMPANIES.includes(companyId)) return range(t.startOf('year'), t);
  return range(t.subtract(DASHBOARD_DEFAULT_DAYS - 1, 'day'), t);
}

/** What the pickers allow around the chosen range: the start two months back at most, the end up to today. */
export function dashboardDateLimits(chosen: DateRange, today: string): { startMin: string; startMax: string; endMin: string; endMax: string } {
  return {
    startMin: iso(dayjs(chosen.start).subtract(DASHBOARD_START_REACH_MONTHS, 'month')),
    startMax: chosen.end,
    endMin: chosen.start,
    endMax: today,
  };
}

/** Why a range cannot be asked for, or null: the start after the end, or an end in the future. */
export function dashboardRangeProblem(chosen: DateRange, today: string): string | null {
  if (chosen.start > chosen.end) return RANGE_MESSAGES.startAfterEnd;
  if (chosen.end > today) return RANGE_MESSAGES.endInFuture;
  return null;
}

/** Days in the range, both ends included. */
export function rangeDays(chosen: DateRange): number {
  return dayjs(chosen.end).diff(dayjs(chosen.start), 'day') + 1;
}

/** The same calendar dates one year earlier (29 February becomes 28 February): the "last year" of a range. */
export function sameRangeLastYear(chosen: DateRange): DateRange {
  return range(dayjs(chosen.start).subtract(1, 'year'), dayjs(chosen.end).subtract(1, 'year'));
}
