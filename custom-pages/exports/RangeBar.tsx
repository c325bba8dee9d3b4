import Preview from '@mui/icons-material/Preview';
import { Button, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { presetRange, type RangePreset } from '../../schemas/datePresets';
import type { DateRange } from '../../schemas/entities/exports';

/**
 * The export pages' date range (spec part 2 §2): from and to, the quick buttons, Preview, and the
 * page's own inputs before the dates (company, branch, debnr).
 */
export function RangeBar({ range, setRange, presets, today, onPreview, loading, children }: {
  range: DateRange;
  setRange(range: DateRange): void;
  presets: readonly RangePreset[];
  today: string;
  onPreview?(): void;
  loading?: boolean;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
        {children}
        <TextField type="date" size="small" fullWidth={false} label={translate('exports.from')} value={range.fromdate} onChange={(e) => e.target.value && setRange({ ...range, fromdate: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" size="small" fullWidth={false} label={translate('exports.to')} value={range.todate} onChange={(e) => e.target.value && setRange({ ...range, todate: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        {onPreview && (
          <Button variant="contained" startIcon={<Preview />} onClick={onPreview} disabled={loading}>
            {translate('exports.preview')}
          </Button>
        )}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={translate('exports.quickDates')}>
        {presets.map((preset) => {
          const dates = presetRange(preset, today);
          const active = dates.start === range.fromdate && dates.end === range.todate;
          return (
            <Button key={preset} size="small" variant={active ? 'contained' : 'outlined'} aria-pressed={active} onClick={() => setRange({ fromdate: dates.start, todate: dates.end })}>
              {translate(`exports.presets.${preset}`)}
            </Button>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** The range of a preset, as the export calls name it. */
export function exportRange(preset: RangePreset, today: string): DateRange {
  const { start, end } = presetRange(preset, today);
  return { fromdate: start, todate: end };
}
