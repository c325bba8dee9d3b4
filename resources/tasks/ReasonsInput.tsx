import { Checkbox, FormControlLabel, FormHelperText, Grid, Typography } from '@mui/material';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { MAX_RETENTION_REASONS, TASK_MESSAGES } from '../../schemas/entities/task';
import type { TaskFormValues } from './taskForm';

type Reason = TaskFormValues['actions'][number];

/**
 * A retention task's reasons: its actions as checkboxes in two columns, at most 3 checked; a fourth says
 * so and stays unchecked (spec part 2 §2, §9).
 */
export function ReasonsInput({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { field, fieldState } = useInput({ source: 'actions' });
  const reasons: Reason[] = field.value ?? [];
  const toggle = (index: number) => {
    const reason = reasons[index]!;
    if (!reason.checked && reasons.filter((r) => r.checked).length >= MAX_RETENTION_REASONS) return notify(TASK_MESSAGES.tooManyReasons, { type: 'warning' });
    return field.onChange(reasons.map((r, i) => (i === index ? { ...r, checked: !r.checked } : r)));
  };
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('tasks.reasons')}
      </Typography>
      <Grid container>
        {reasons.map((reason, index) => (
          <Grid key={reason.id ?? reason.title} size={{ xs: 12, sm: 6 }}>
            <FormControlLabel control={<Checkbox checked={reason.checked} onChange={() => toggle(index)} disabled={readOnly} />} label={reason.title} />
          </Grid>
        ))}
      </Grid>
      {fieldState.error?.message && <FormHelperText error>{String(fieldState.error.message)}</FormHelperText>}
    </fieldset>
  );
}
