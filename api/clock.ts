import dayjs from 'dayjs';

/** Time as the api sees it; tests pass a manual clock to step through lockouts and expiries. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
}

/** The business day of a clock, 'YYYY-MM-DD' in the server's time zone. */
export function today(clock: Clock): string {
  return dayjs(clock.now()).format('YYYY-MM-DD');
}
