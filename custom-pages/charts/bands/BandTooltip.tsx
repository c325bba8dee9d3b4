import { Paper, Typography } from '@mui/material';
import type { BandSeries } from './BandChart';

/** The figures of the band under the pointer (or chosen with the arrow keys), beside that band. */
export function BandTooltip<Row>({
  index,
  count,
  heading,
  series,
  row,
  valueLabel,
}: {
  index: number;
  count: number;
  heading: string;
  series: readonly BandSeries<Row>[];
  row: Row;
  valueLabel: (value: number) => string;
}) {
  // Right of the band in the left half, left of it in the right half: it stays inside the chart.
  const leftHalf = index < count / 2;
  const edge = leftHalf ? { left: `${((index + 1) / count) * 100}%`, marginLeft: 8 } : { right: `${((count - index) / count) * 100}%`, marginRight: 8 };
  return (
    <Paper elevation={3} style={{ position: 'absolute', top: 8, ...edge, padding: '6px 10px', pointerEvents: 'none', whiteSpace: 'nowrap', zIndex: 1 }}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      {series.map((s) => (
        <Typography key={s.label} variant="body2" component="p" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span style={{ width: 10, height: 10, background: s.colour }} />
          {s.label}: {valueLabel(s.value(row))}
        </Typography>
      ))}
    </Paper>
  );
}
