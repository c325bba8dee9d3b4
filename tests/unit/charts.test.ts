import { describe, expect, it } from 'vitest';
import { axisLabel, axisWidth, figureLabel } from '../../custom-pages/charts/axisFormat';
import { axisScale, MAX_TICKS } from '../../custom-pages/charts/axisTicks';
import { comparisonRows, monthLabels, targetSeries } from '../../custom-pages/charts/comparisonRows';
import { AXIS_STEPS } from '../../schemas/constants';

/** Intl writes a no-break space in euro amounts; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('axis scale with a constant step', () => {
  it('puts the ticks on multiples of the step, from 0 to the first multiple at or above the largest value', () => {
    expect(axisScale([120_000, 87_500, 0], AXIS_STEPS.turnover)).toEqual({ ticks: [0, 50_000, 100_000, 150_000], domain: [0, 150_000] });
    expect(axisScale([40, 50], AXIS_STEPS.orders).ticks).toEqual([0, 50]);
    expect(axisScale([63_000], AXIS_STEPS.items).ticks).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000]);
  });

  it('keeps the same scale for the same values whatever else the series holds (a constant, comparable scale)', () => {
    expect(axisScale([80_000, 10], AXIS_STEPS.turnover)).toEqual(axisScale([99_999], AXIS_STEPS.turnover));
  });

  it('thins crowded axes to every 2nd, 5th, 10th... multiple of the step, never to a value off the step', () => {
    const { ticks } = axisScale([2_340_000], AXIS_STEPS.turnover);
    expect(ticks.length).toBeLessThanOrEqual(MAX_TICKS);
    expect(ticks.every((t) => t % AXIS_STEPS.turnover === 0)).toBe(true);
    expect(ticks).toEqual([0, 500_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000]);
    expect(axisScale([88.24], AXIS_STEPS.percentage).ticks).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('draws a readable axis for an empty or all-zero series: 0 to one step', () => {
    expect(axisScale([], AXIS_STEPS.customers).ticks).toEqual([0, 50]);
    expect(axisScale([0, 0, Number.NaN], AXIS_STEPS.turnover).ticks).toEqual([0, 50_000]);
  });

  it('reaches below zero on multiples of the step for negative values (credits)', () => {
    expect(axisScale([-30, 120], AXIS_STEPS.orders).ticks).toEqual([-50, 0, 50, 100, 150]);
  });

  it('refuses a step that is not positive', () => {
    expect(() => axisScale([1], 0)).toThrow();
  });
});

describe('axis and figure labels', () => {
  it('writes axis labels as whole numbers in the Dutch format', () => {
    expect(plain(axisLabel(150_000, 'money'))).toBe('€ 150.000');
    expect(axisLabel(10_000, 'count')).toBe('10.000');
    expect(plain(axisLabel(40, 'percent'))).toBe('40 %');
  });

  it('writes figures as money with 2 decimals, percentages with 2, counts as they are', () => {
    expect(plain(figureLabel(1234.5, 'money'))).toBe('€ 1.234,50');
    expect(plain(figureLabel(88.2, 'percent'))).toBe('88,20 %');
    expect(figureLabel(1615, 'count')).toBe('1.615');
  });

  it('makes the axis wide enough for its longest label', () => {
    expect(axisWidth([0, 2_500_000], 'money')).toBeGreaterThan(axisWidth([0, 50], 'count'));
  });
});

describe('this year, last year and the target line', () => {
  it('draws the target line at last year × (1 + target/100), in cents', () => {
    expect(targetSeries([100_000, 33.33, 0], 5)).toEqual([105_000, 35, 0]);
    expect(targetSeries([200], -10)).toEqual([180]);
  });

  it('has a row per month, this year only as far as it goes', () => {
    const rows = comparisonRows(['Jan', 'Feb', 'Mar'], [10, 20], [8, 9, 10], [8.4, 9.45, 10.5]);
    expect(rows).toEqual([
      { label: 'Jan', thisYear: 10, lastYear: 8, target: 8.4 },
      { label: 'Feb', thisYear: 20, lastYear: 9, target: 9.45 },
      { label: 'Mar', lastYear: 10, target: 10.5 },
    ]);
  });

  it('names the months in the user language', () => {
    expect(monthLabels('en')).toHaveLength(12);
    expect(monthLabels('en')[0]).toBe('Jan');
    expect(monthLabels('nl')[2]).toBe('mrt');
    expect(monthLabels('de')[11]).toBe('Dez');
  });
});
