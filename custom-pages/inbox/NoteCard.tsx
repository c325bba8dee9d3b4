import { Avatar, Card, CardContent, CardHeader, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { customerPath } from '../../ui/customerPath';
import type { Note } from '../../schemas/entities/note';
import { initialOf, noteDate } from './noteFilter';

/** One note of the inbox: author's initial, debnr chip to the customer, customer name, date, memo and author. */
export function NoteCard({ note }: { note: Note }) {
  const translate = useTranslate();
  return (
    <Card component="article" aria-label={`${note.debnr} ${note.debnaam}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        avatar={<Avatar sx={{ bgcolor: 'primary.main' }}>{initialOf(note.username)}</Avatar>}
        title={
          <>
            <Chip component={RouterLink} to={customerPath(note.debnr)} clickable size="small" color="primary" variant="outlined" label={note.debnr} sx={{ mr: 1 }} />
            <Typography component="span" variant="subtitle2">
              {note.debnaam}
            </Typography>
          </>
        }
        subheader={noteDate(note)}
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', flexGrow: 1 }}>
          {note.memo}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('inbox.author', { name: note.username })}
        </Typography>
      </CardContent>
    </Card>
  );
}
