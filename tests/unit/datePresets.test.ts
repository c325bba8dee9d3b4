import { describe, expect, it } from 'vitest';
import {
  DATE_PRESETS,
  RANGE_MESSAGES,
  dashboardDateLimits,
  dashboardRangeProblem,
  defaultDashboardRange,
  presetRange,
  rangeDays,
  sameRangeLastYear,
  type DatePreset,
} from '../../schemas/datePresets';

const all = (today: string) => Object.fromEntries(DATE_PRESETS.map((p) => [p, presetRange(p, today)])) as Record<DatePreset, { start: string; end: string }>;

describe('date presets', () => {
  it('on a Wednesday in June', () => {
    expect(all('2026-06-17')).toEqual({
      yesterday: { start: '2026-06-16', end: '2026-06-16' },
      thisWeek: { start: '2026-06-15', end: '2026-06-17' },
      thisMonth: { start: '2026-06-01', end: '2026-06-17' },
      thisYear: { start: '2026-01-01', end: '2026-06-17' },
      lastWeek: { start: '2026-06-08', end: '2026-06-12' },
      lastMonth: { start: '2026-05-01', end: '2026-05-31' },
      lastYear: { start: '2025-01-01', end: '2025-12-31' },
    });
  });

  it('on 1 January: yesterday, last week, last month and last year fall in the previous year', () => {
    // 2026-01-01 is a Thursday.
    expect(all('2026-01-01')).toEqual({
      yesterday: { start: '2025-12-31', end: '2025-12-31' },
      thisWeek: { start: '2025-12-29', end: '2026-01-01' },
      thisMonth: { start: '2026-01-01', end: '2026-01-01' },
      thisYear: { start: '2026-01-01', end: '2026-01-01' },
      lastWeek: { start: '2025-12-22', end: '2025-12-26' },
      lastMonth: { start: '2025-12-01', end: '2025-12-31' },
      lastYear: { start: '2025-01-01', end: '2025-12-31' },
    });
  });

  it('on 29 February 2028 (a Tuesday, leap year)', () => {
    const presets = all('2028-02-29');
    expect(presets.thisMonth).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(presets.thisWeek).toEqual({ start: '2028-02-28', end: '2028-02-29' });
    expect(presets.lastMonth).toEqual({ start: '2028-01-01', end: '2028-01-31' });
    expect(presets.yesterday).toEqual({ start: '2028-02-28', end: '2028-02-28' });
  });

  it('in March of a leap year, last month ends on 29 February', () => {
    expect(presetRange('lastMonth', '2028-03-01')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(presetRange('lastMonth', '2027-03-31')).toEqual({ start: '2027-02-01', end: '2027-02-28' });
  });

  it('on a Sunday the week started the Monday before; last week is the Monday to Friday before that', () => {
    // 2026-06-21 is a Sunday.
    expect(presetRange('thisWeek', '2026-06-21')).toEqual({ start: '2026-06-15', end: '2026-06-21' });
    expect(presetRange('lastWeek', '2026-06-21')).toEqual({ start: '2026-06-08', end: '2026-06-12' });
  });

  it('on a Monday this week is that day alone and yesterday is the Sunday', () => {
    expect(presetRange('thisWeek', '2026-06-22')).toEqual({ start: '2026-06-22', end: '2026-06-22' });
    expect(presetRange('lastWeek', '2026-06-22')).toEqual({ start: '2026-06-15', end: '2026-06-19' });
    expect(presetRange('yesterday', '2026-06-22')).toEqual({ start: '2026-06-21', end: '2026-06-21' });
  });

  it('at a month end, last month is the whole previous month whatever its length', () => {
    expect(presetRange('lastMonth', '2026-05-31')).toEqual({ start: '2026-04-01', end: '2026-04-30' });
    expect(presetRange('lastMonth', '2026-07-31')).toEqual({ start: '2026-06-01', end: '2026-06-30' });
    expect(presetRange('thisMonth', '2026-04-30')).toEqual({ start: '2026-04-01', end: '2026-04-30' });
  });

  it('never ends in the future and never starts after its end', () => {
    for (const today of ['2026-01-01', '2026-06-17', '2026-06-21', '2026-06-22', '2028-02-29', '2026-12-31']) {
      for (const range of Object.values(all(today))) {
        expect(range.start <= range.end).toBe(true);
        expect(range.end <= today).toBe(true);
        expect(dashboardRangeProblem(range, today)).toBeNull();
      }
    }
  });
});

describe('dashboard default range', () => {
  it('is the last 365 days, today included', () => {
    const range = defaultDashboardRange('2026-06-17', 1);
    expect(range).toEqual({ start: '2025-06-18', end: '2026-06-17' });
    expect(rangeDays(range)).toBe(365);
  });

  it('is this year for tenants 3 and 4', () => {
    expect(defaultDashboardRange('2026-06-17', 3)).toEqual({ start: '2026-01-01', end: '2026-06-17' });
    expect(defaultDashboardRange('2026-06-17', 4)).toEqual({ start: '2026-01-01', end: '2026-06-17' });
    expect(defaultDashboardRange('2026-01-01', 4)).toEqual({ start: '2026-01-01', end: '2026-01-01' });
  });

  it('counts 365 days across a leap day too', () => {
    const range = defaultDashboardRange('2028-03-01', 2);
    expect(range).toEqual({ start: '2027-03-03', end: '2028-03-01' });
    expect(rangeDays(range)).toBe(365);
  });
});

describe('dashboard date limits', () => {
  it('let the start reach about two months before the chosen start and no later than the end; the end no later than today', () => {
    expect(dashboardDateLimits({ start: '2026-04-30', end: '2026-06-10' }, '2026-06-17')).toEqual({
      startMin: '2026-02-28',
      startMax: '2026-06-10',
      endMin: '2026-04-30',
      endMax: '2026-06-17',
    });
  });

  it('refuse a start after the end and an end in the future', () => {
    expect(dashboardRangeProblem({ start: '2026-06-11', end: '2026-06-10' }, '2026-06-17')).toBe(RANGE_MESSAGES.startAfterEnd);
    expect(dashboardRangeProblem({ start: '2026-06-01', end: '2026-06-18' }, '2026-06-17')).toBe(RANGE_MESSAGES.endInFuture);
    expect(dashboardRangeProblem({ start: '2026-06-17', end: '2026-06-17' }, '2026-06-17')).toBeNull();
  });
});

describe('the same range last year', () => {
  it('shifts by calendar year, 29 February becoming 28 February', () => {
    expect(sameRangeLastYear({ start: '2026-01-01', end: '2026-06-17' })).toEqual({ start: '2025-01-01', end: '2025-06-17' });
    expect(sameRangeLastYear({ start: '2028-02-01', end: '2028-02-29' })).toEqual({ start: '2027-02-01', end: '2027-02-28' });
  });
});
