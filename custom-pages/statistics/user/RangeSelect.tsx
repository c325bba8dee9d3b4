import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STAT_RANGES, type StatRange } from '../../../schemas/entities/userStats';

/** The period of the profile: last 30, 60 or 90 days, last or this month, this or last year. */
export function RangeSelect({ value, onChange }: { value: StatRange; onChange(range: StatRange): void }) {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={translate('statistics.profile.range')} value={value} onChange={(e) => onChange(e.target.value as StatRange)} sx={{ width: 220 }}>
      {STAT_RANGES.map((range) => (
        <MenuItem key={range} value={range}>
          {translate(`statistics.profile.ranges.${range}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
