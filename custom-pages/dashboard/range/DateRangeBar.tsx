import { Button, Paper, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dashboardDateLimits, DATE_PRESETS, presetRange, RANGE_MESSAGES, type DatePreset } from '../../../schemas/datePresets';
import { useDashboardRange } from './DashboardRange';

/** The message key of a range problem: the api answers the same English texts, the screen translates them. */
const problemKey = (problem: string) => Object.entries(RANGE_MESSAGES).find(([, text]) => text === problem)?.[0];

const sameRange = (a: { start: string; end: string }, b: { start: string; end: string }) => a.start === b.start && a.end === b.end;

/**
 * Start and end pickers and the quick buttons (spec part 1 §2, §5): the start reaches about two months
 * before the chosen start and up to the end; the end runs from the start to today, never the future.
 */
export function DateRangeBar() {
  const translate = useTranslate();
  const { today, range, setRange, problem } = useDashboardRange();
  const limits = dashboardDateLimits(range, today);
  const active = DATE_PRESETS.find((preset) => sameRange(presetRange(preset, today), range));
  const problemText = problem && translate(`dashboard.range.problems.${problemKey(problem)}`);
  return (
    <Paper component="form" aria-label={translate('dashboard.range.label')} onSubmit={(e) => e.preventDefault()} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={2}>
          <TextField
            type="date"
            size="small"
            label={translate('dashboard.range.start')}
            value={range.start}
            onChange={(e) => e.target.value && setRange({ ...range, start: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: limits.startMin, max: limits.startMax } }}
            error={Boolean(problem)}
          />
          <TextField
            type="date"
            size="small"
            label={translate('dashboard.range.end')}
            value={range.end}
            onChange={(e) => e.target.value && setRange({ ...range, end: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: limits.endMin, max: limits.endMax } }}
            error={Boolean(problem)}
            helperText={problemText}
          />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label={translate('dashboard.range.presets')}>
          {DATE_PRESETS.map((preset: DatePreset) => (
            <Button
              key={preset}
              size="small"
              variant={preset === active ? 'contained' : 'outlined'}
              aria-pressed={preset === active}
              onClick={() => setRange(presetRange(preset, today))}
            >
              {translate(`dashboard.range.preset.${preset}`)}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
