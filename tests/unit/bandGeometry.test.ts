import { describe, expect, it } from 'vitest';
import { BAND, bandGeometry, PLOT_TOP } from '../../custom-pages/charts/bands/bandGeometry';

describe('band chart geometry', () => {
  it('puts the value axis on nice steps from zero to the first tick at or above the largest value', () => {
    expect(bandGeometry([[5, 3, 10, 5, 5]], 300).ticks.map((t) => t.value)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(bandGeometry([[312.4, 110], [0, 340]], 250).ticks.map((t) => t.value)).toEqual([0, 100, 200, 300, 400]);
    // An empty or all-zero chart still has an axis.
    expect(bandGeometry([[0, 0]], 250).ticks.map((t) => t.value)).toEqual([0, 1]);
  });

  it('maps the top tick to the top of the plot and zero to its bottom', () => {
    const { ticks } = bandGeometry([[40, 100]], 300);
    expect(ticks[0]).toEqual({ value: 0, y: 300 });
    expect(ticks.at(-1)).toEqual({ value: 100, y: PLOT_TOP });
  });

  it('stands the bars of each category side by side inside its band, each as tall as its value', () => {
    const { bars } = bandGeometry([[100, 50], [50, 0]], 208);
    const [thisYear, lastYear] = bars as [typeof bars[0], typeof bars[0]];
    expect(thisYear[1]!.x).toBeGreaterThan(BAND);
    expect(lastYear[0]!.x).toBeGreaterThan(thisYear[0]!.x + thisYear[0]!.width);
    expect(lastYear[1]!.x + lastYear[1]!.width).toBeLessThan(2 * BAND);
    expect(thisYear[0]!.height).toBe(200);
    expect(thisYear[1]!.height).toBe(100);
    expect(lastYear[1]!.height).toBe(0);
    expect(thisYear[0]!.y + thisYear[0]!.height).toBe(208);
  });

  it('hangs a negative value (credits) below the zero line', () => {
    const { ticks, bars } = bandGeometry([[-50, 100]], 300);
    const zero = ticks.find((t) => t.value === 0)!.y;
    expect(ticks[0]!.value).toBeLessThan(0);
    expect(bars[0]![0]!.y).toBe(zero);
    expect(bars[0]![1]!.y + bars[0]![1]!.height).toBe(zero);
  });

  it('draws a line through the middle of each band', () => {
    expect(bandGeometry([[0, 10]], 300).lines[0]).toBe(`${BAND / 2},300 ${BAND * 1.5},${PLOT_TOP}`);
  });
});
