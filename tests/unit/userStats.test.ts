import { describe, expect, it } from 'vitest';
import { heatBand, percentVersusAverage, speedRatio, statRangeDates, STAT_RANGES } from '../../schemas/entities/userStats';

describe('the profile statistics rules (spec part 2 §9)', () => {
  it('compares with the average as own/average×100−100 to 0 decimals, and durations as average/own to 1 decimal', () => {
    expect([percentVersusAverage(150, 100), percentVersusAverage(97, 100), percentVersusAverage(1, 3), percentVersusAverage(5, 0)]).toEqual([50, -3, -67, null]);
    expect([speedRatio(2, 7), speedRatio(7, 7), speedRatio(10, 3), speedRatio(0, 3), speedRatio(3, 0)]).toEqual([3.5, 1, 0.3, null, null]);
  });

  it('colours the heatmap in the bands 0–1, 2–10, 11–30 and 31 and up', () => {
    expect([0, 1, 2, 10, 11, 30, 31, 100, 250].map(heatBand)).toEqual(['none', 'none', 'low', 'low', 'medium', 'medium', 'high', 'high', 'high']);
  });

  it('turns each period of the select into inclusive from and to dates', () => {
    const today = '2026-03-10';
    expect(Object.fromEntries(STAT_RANGES.map((range) => [range, statRangeDates(range, today)]))).toEqual({
      last30: { fromdate: '2026-02-09', todate: today },
      last60: { fromdate: '2026-01-10', todate: today },
      last90: { fromdate: '2025-12-11', todate: today },
      lastMonth: { fromdate: '2026-02-01', todate: '2026-02-28' },
      thisMonth: { fromdate: '2026-03-01', todate: today },
      thisYear: { fromdate: '2026-01-01', todate: today },
      lastYear: { fromdate: '2025-01-01', todate: '2025-12-31' },
    });
  });
});
