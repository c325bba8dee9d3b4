import { axisScale } from '../axisTicks';

/** One band (category) of the plot is this many units wide; the plot stretches the bands to its width. */
export const BAND = 100;
/** Room above the highest tick, so its label is not cut in half. */
export const PLOT_TOP = 8;
/** The share of a band its bars take together, centred; the rest is the gap between categories. */
const BARS_SHARE = 0.8;

export interface BandRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BandGeometry {
  /** The value axis: each tick and its height in the plot (px from the top). */
  ticks: { value: number; y: number }[];
  /** Per series, per row: a bar (bar charts). */
  bars: BandRect[][];
  /** Per series: the polyline through the middle of each band (line charts). */
  lines: string[];
}

/**
 * Where a band chart draws: values on a 'nice' axis from zero (1, 2, 5 × 10ⁿ steps, at most `maxTicks`
 * ticks), the y of each value in a plot `height` px high, bars side by side within their band, line
 * points in the band's middle. Pure: the chart renders it as it is, with no measuring pass.
 */
export function bandGeometry(values: readonly (readonly number[])[], height: number, maxTicks = 6): BandGeometry {
  const { ticks, domain } = axisScale(values.flat(), 1, maxTicks);
  const [low, high] = domain;
  const y = (value: number) => PLOT_TOP + ((high - value) / (high - low)) * (height - PLOT_TOP);
  const zero = y(0);
  const barWidth = (BAND * BARS_SHARE) / Math.max(values.length, 1);
  const firstBar = (BAND * (1 - BARS_SHARE)) / 2;
  return {
    ticks: ticks.map((value) => ({ value, y: y(value) })),
    bars: values.map((series, s) =>
      series.map((value, i) => ({
        x: i * BAND + firstBar + s * barWidth,
        y: Math.min(y(value), zero),
        width: barWidth * 0.9,
        height: Math.abs(zero - y(value)),
      })),
    ),
    lines: values.map((series) => series.map((value, i) => `${i * BAND + BAND / 2},${y(value)}`).join(' ')),
  };
}
