import { Checkbox, FormControlLabel, FormHelperText, Grid, Typography } from '@mui/material';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { MAX_RETENTION_REASONS, RETENTION_REASONS, TASK_MESSAGES } from '../../schemas/entities/task';

/** Retention reasons in two columns, at most 3: a fourth says so and stays unchecked (spec part 2 §9). */
export function ReasonsInput({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { field, fieldState } = useInput({ source: 'reasons' });
  const chosen: string[] = field.value ?? [];
  const toggle = (reason: string) => {
    if (chosen.includes(reason)) return field.onChange(chosen.filter((r) => r !== reason));
    if (chosen.length >= MAX_RETENTION_REASONS) return notify(TASK_MESSAGES.tooManyReasons, { type: 'warning' });
    return field.onChange([...chosen, reason]);
  };
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('tasks.reasons')}
      </Typography>
      <Grid container>
        {RETENTION_REASONS.map((reason) => (
          <Grid key={reason} size={{ xs: 12, sm: 6 }}>
            <FormControlLabel control={<Checkbox checked={chosen.includes(reason)} onChange={() => toggle(reason)} disabled={readOnly} />} label={reason} />
          </Grid>
        ))}
      </Grid>
      {fieldState.error?.message && <FormHelperText error>{String(fieldState.error.message)}</FormHelperText>}
    </fieldset>
  );
}
