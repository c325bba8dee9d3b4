import { useTranslate } from 'react-admin';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisScale } from './axisTicks';
import { axisLabel, axisWidth, figureLabel, type ChartUnit } from './axisFormat';
import { dutchNumber } from '../../ui/format/dutchNumber';
import { CHART_COLOURS } from './chartColours';
import type { ComparisonRow } from './comparisonRows';
import { legendText } from './legendText';

const signed = dutchNumber({ signDisplay: 'exceptZero', maximumFractionDigits: 2 });

/**
 * This year against last year (bars) and the target line (last year × (1 + target/100)), one group
 * per period, on a value axis whose ticks sit on multiples of `step` (spec part 1 §4, §9). The one
 * chart of every this-year/last-year/target widget of the overview screens.
 */
export function YearComparisonChart({
  rows,
  unit,
  step,
  year,
  targetPercent,
  height = 280,
}: {
  rows: readonly ComparisonRow[];
  unit: ChartUnit;
  step: number;
  year: number;
  targetPercent: number;
  height?: number;
}) {
  const translate = useTranslate();
  const scale = axisScale(
    rows.flatMap((r) => [r.thisYear ?? 0, r.lastYear, r.target]),
    step,
  );
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={rows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} barGap={1}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} />
        <YAxis
          ticks={scale.ticks}
          domain={scale.domain}
          interval={0}
          allowDataOverflow
          tick={{ fontSize: 12 }}
          tickFormatter={(value: number) => axisLabel(value, unit)}
          width={axisWidth(scale.ticks, unit)}
        />
        <Tooltip formatter={(value) => figureLabel(Number(value), unit)} />
        <Legend itemSorter={null} formatter={legendText} />
        <Bar dataKey="lastYear" name={translate('charts.last_year', { year: year - 1 })} fill={CHART_COLOURS.lastYear} isAnimationActive={false} />
        <Bar dataKey="thisYear" name={translate('charts.this_year', { year })} fill={CHART_COLOURS.thisYear} isAnimationActive={false} />
        <Line
          dataKey="target"
          name={translate('charts.target', { percent: signed(targetPercent) })}
          type="linear"
          stroke={CHART_COLOURS.target}
          strokeWidth={2}
          strokeDasharray="6 3"
          dot={{ r: 2 }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
