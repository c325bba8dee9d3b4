import dayjs from 'dayjs';

const DAY_MS = 86_400_000;

/**
 * Days as integers (days since 1970-01-01), so two years of invoices for 50,000 customers are
 * generated without date objects in the hot loops. Every date is relative to the seed's "today".
 */
export class Calendar {
  /** Today's day number: the business day of `today` in the server's time zone (as the api reads it). */
  readonly today: number;
  /** Weekdays (Mon-Fri) from `today - historyDays` up to and including today when it is a weekday. */
  readonly weekdays: number[];
  /** Index in `weekdays` of today (or of the next weekday when today falls in a weekend). */
  readonly todayIndex: number;
  private readonly isoCache = new Map<number, string>();
  private readonly nowMs: number;

  constructor(today: Date, historyDays: number) {
    this.nowMs = today.getTime();
    this.today = Math.floor(Date.parse(`${dayjs(today).format('YYYY-MM-DD')}T00:00:00Z`) / DAY_MS);
    this.weekdays = [];
    for (let day = this.today - historyDays; day <= this.today; day++) if (isoWeekday(day) <= 5) this.weekdays.push(day);
    this.todayIndex = this.weekdays.filter((d) => d < this.today).length;
  }

  /** The weekday `count` weekdays before today. */
  weekdaysAgo(count: number): number {
    return this.weekdays[this.todayIndex - count];
  }

  iso(day: number): string {
    let text = this.isoCache.get(day);
    if (text === undefined) {
      text = new Date(day * DAY_MS).toISOString().slice(0, 10);
      this.isoCache.set(day, text);
    }
    return text;
  }

  /** A UTC instant on `day` at the given minute of the day, as an ISO timestamp. */
  timestamp(day: number, minuteOfDay: number): string {
    return new Date(day * DAY_MS + minuteOfDay * 60_000).toISOString();
  }

  /** Like timestamp(), but never later than the seed's "now": events of today stop at this moment. */
  pastTimestamp(day: number, minuteOfDay: number): string {
    // The last whole minute before now, like every other seeded time: unix-seconds columns take no fractions.
    const lastMinute = Math.floor(this.nowMs / 60_000) * 60_000 - 60_000;
    return new Date(Math.min(day * DAY_MS + minuteOfDay * 60_000, lastMinute)).toISOString();
  }

  year(day: number): number {
    return new Date(day * DAY_MS).getUTCFullYear();
  }

  static dayOf(iso: string): number {
    return Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
  }
}

/** 1 = Monday .. 7 = Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(day: number): number {
  return ((day + 3) % 7 + 7) % 7 + 1;
}
