import { useTheme } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { BAND, bandGeometry } from './bandGeometry';
import { BandTable } from './BandTable';
import { BandTooltip } from './BandTooltip';

export interface BandSeries<Row> {
  label: string;
  colour: string;
  value: (row: Row) => number;
}

export interface BandChartProps<Row> {
  /** The chart's name for assistive technology: the plot's label and the data table's caption. */
  label: string;
  rows: readonly Row[];
  /** A row's label on the category axis. */
  category: (row: Row) => string;
  /** A row's heading in the tooltip and the data table (its category label when not given). */
  heading?: (row: Row) => string;
  series: readonly BandSeries<Row>[];
  kind: 'bars' | 'lines';
  /** The whole chart's height: plot, category axis and legend. */
  height: number;
  /** A value axis label, and the axis's width in px. */
  axisLabel: (value: number) => string;
  axisWidth: number;
  /** A value in the tooltip and the data table. */
  valueLabel: (value: number) => string;
  legend?: boolean;
  /** Labels every n-th category only, where all of them would crowd the axis. */
  labelEvery?: number;
}

const AXIS_HEIGHT = 22;
const LEGEND_HEIGHT = 28;

/**
 * A bar or line chart over categories (months, weekdays, days) drawn in one render: plain SVG stretched to
 * the width it is given, axes, grid and legend in HTML, a tooltip on hover or on the arrow keys. Its
 * figures are also a table for screen readers. The customer page's charts: recharts, which measures its
 * container and every label and renders a chart several times over, took more of a cold load than all the
 * rest of the page's sections together.
 */
export function BandChart<Row>(props: BandChartProps<Row>) {
  const { label, rows, category, heading = category, series, kind, height, axisLabel, axisWidth, valueLabel, legend = false, labelEvery = 1 } = props;
  const theme = useTheme();
  const [active, setActive] = useState<number | undefined>(undefined);
  const plotHeight = height - AXIS_HEIGHT - (legend ? LEGEND_HEIGHT : 0);
  const geometry = bandGeometry(
    series.map((s) => rows.map(s.value)),
    plotHeight,
  );
  const line = theme.palette.text.secondary;
  const text = { fontSize: 12, color: theme.palette.text.secondary, lineHeight: 1 } as const;

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || rows.length === 0) return;
    event.preventDefault();
    setActive((current) => Math.min(rows.length - 1, Math.max(0, (current ?? -step) + step)));
  };

  return (
    <div style={{ height, userSelect: 'none' }}>
      <div style={{ display: 'grid', gridTemplateColumns: `${axisWidth}px 1fr`, gridTemplateRows: `${plotHeight}px ${AXIS_HEIGHT}px` }}>
        <div aria-hidden style={{ position: 'relative' }}>
          {geometry.ticks.map((tick) => (
            <span key={tick.value} style={{ ...text, position: 'absolute', right: 6, top: tick.y, transform: 'translateY(-50%)', whiteSpace: 'nowrap' }}>
              {axisLabel(tick.value)}
            </span>
          ))}
        </div>
        <div
          role="img"
          aria-label={label}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onBlur={() => setActive(undefined)}
          onMouseLeave={() => setActive(undefined)}
          style={{ position: 'relative', borderLeft: `1px solid ${line}`, borderBottom: `1px solid ${line}`, outlineOffset: 2 }}
        >
          {geometry.ticks.map((tick) => (
            <div key={tick.value} style={{ position: 'absolute', left: 0, right: 0, top: tick.y, borderTop: `1px dashed ${theme.palette.divider}` }} />
          ))}
          {active !== undefined && (
            <div style={{ position: 'absolute', top: 0, bottom: 0, left: `${(active / rows.length) * 100}%`, width: `${100 / rows.length}%`, background: theme.palette.action.hover }} />
          )}
          <svg width="100%" height={plotHeight} viewBox={`0 0 ${rows.length * BAND} ${plotHeight}`} preserveAspectRatio="none" style={{ position: 'absolute', inset: 0, overflow: 'visible' }}>
            {kind === 'bars'
              ? geometry.bars.map((bars, s) => bars.map((bar, i) => <rect key={`${s}-${i}`} {...bar} fill={series[s]!.colour} />))
              : geometry.lines.map((points, s) => <polyline key={s} points={points} fill="none" stroke={series[s]!.colour} strokeWidth={2} vectorEffect="non-scaling-stroke" />)}
          </svg>
          <div style={{ position: 'absolute', inset: 0, display: 'flex' }}>
            {rows.map((_, i) => (
              <div key={i} style={{ flex: 1 }} onMouseEnter={() => setActive(i)} />
            ))}
          </div>
          {active !== undefined && rows[active] !== undefined && (
            <BandTooltip index={active} count={rows.length} heading={heading(rows[active])} series={series} row={rows[active]} valueLabel={valueLabel} />
          )}
        </div>
        <div />
        <div aria-hidden data-axis="category" style={{ position: 'relative' }}>
          {rows.map((row, i) =>
            i % labelEvery === 0 ? (
              <span key={i} style={{ ...text, position: 'absolute', top: 6, left: `${((i + 0.5) / rows.length) * 100}%`, transform: 'translateX(-50%)', whiteSpace: 'nowrap' }}>
                {category(row)}
              </span>
            ) : null,
          )}
        </div>
      </div>
      {legend && (
        <div aria-hidden style={{ display: 'flex', justifyContent: 'center', gap: 16, height: LEGEND_HEIGHT, alignItems: 'flex-end' }}>
          {series.map((s) => (
            <span key={s.label} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, fontSize: 14, color: theme.palette.text.primary }}>
              <span style={{ width: 12, height: kind === 'bars' ? 12 : 3, background: s.colour }} />
              {s.label}
            </span>
          ))}
        </div>
      )}
      <BandTable caption={label} rows={rows} heading={heading} series={series} valueLabel={valueLabel} />
    </div>
  );
}
