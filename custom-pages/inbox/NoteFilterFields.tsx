import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NOTE_FILTER_FIELDS, type NoteFilters } from './noteFilter';

/** The inbox's filter fields: username, debnr, date and message. */
export function NoteFilterFields({ filters, onChange }: { filters: NoteFilters; onChange: (filters: NoteFilters) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="search">
      {NOTE_FILTER_FIELDS.map((field) => (
        <TextField
          key={field}
          size="small"
          label={translate(`inbox.filters.${field}`)}
          value={filters[field]}
          onChange={(event) => onChange({ ...filters, [field]: event.target.value })}
          sx={{ flex: field === 'message' ? 2 : 1 }}
        />
      ))}
    </Stack>
  );
}
