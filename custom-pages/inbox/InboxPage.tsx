import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import { NoData } from '../../ui/NoData';
import { NoteCard } from './NoteCard';
import { NoteFilterFields } from './NoteFilterFields';
import { filterNotes, NO_NOTE_FILTERS } from './noteFilter';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } } as const;

/** /icrm/inbox: the current group's latest notes as cards, filtered by author, debnr, date and message. */
export function InboxPage() {
  const translate = useTranslate();
  const [filters, setFilters] = useState(NO_NOTE_FILTERS);
  const { data, error } = useApiQuery('GET customer/GetNotesbyUser');
  const notes = useMemo(() => filterNotes(data ?? [], filters), [data, filters]);

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('inbox.title')} />
      <Typography variant="h5" component="h1">
        {translate('inbox.title')}
      </Typography>
      <NoteFilterFields filters={filters} onChange={setFilters} />
      {error ? (
        <Alert severity="error">{translate('inbox.load_failed')}</Alert>
      ) : !data ? (
        <Box sx={GRID}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={160} />
          ))}
        </Box>
      ) : notes.length === 0 ? (
        <NoData />
      ) : (
        <Box sx={GRID} role="feed" aria-label={translate('inbox.title')}>
          {notes.map((note) => (
            <NoteCard key={note.id} note={note} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
