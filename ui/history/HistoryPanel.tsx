import { Alert, Avatar, Box, List, ListItem, ListItemAvatar, ListItemText, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isNotOffered, useApiQuery } from '../../dataProvider';
import type { HistoryEntity, HistoryEntry } from '../../schemas/entities/history';
import { NotOffered } from '../extensions/NotOffered';
import { formatDate } from '../format/dates';
import { historyValue } from './historyValue';

/**
 * Who changed what and when on one record, newest first: the author, the time, the action and each
 * changed field from its old to its new value, in the user's language (the field named as the
 * history names it, else as the resource's form does). History is an extension: a back office without
 * it gets a quiet line instead.
 */
export function HistoryPanel({ entity, id, resource }: { entity: HistoryEntity; id: string; resource?: string }) {
  const translate = useTranslate();
  const { data, error } = useApiQuery('GET history/{entity}/{id}', { params: { entity, id } });
  if (isNotOffered(error)) return <NotOffered />;
  if (error) return <Alert severity="error">{translate('app.history.load_failed')}</Alert>;
  if (!data) return <Skeleton variant="rounded" height={120} />;
  if (data.length === 0) return <Typography variant="body2">{translate('app.history.empty')}</Typography>;
  return (
    <List dense disablePadding aria-label={translate('app.history.title')}>
      {data.map((entry, i) => (
        <HistoryItem key={`${entry.at}-${i}`} entry={entry} resource={resource} />
      ))}
    </List>
  );
}

function HistoryItem({ entry, resource }: { entry: HistoryEntry; resource?: string }) {
  const translate = useTranslate();
  const fieldLabel = (field: string) => translate(`app.history.fields.${field}`, { _: resource ? translate(`resources.${resource}.fields.${field}`, { _: field }) : field });
  const yesNo = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const action = translate(`app.history.actions.${entry.action.replace(/ /g, '_')}`, { _: entry.action });
  return (
    <ListItem alignItems="flex-start" disableGutters>
      <ListItemAvatar>
        <Avatar sx={{ bgcolor: 'primary.main', width: 32, height: 32, fontSize: 14 }}>{entry.userName.charAt(0).toUpperCase()}</Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={`${entry.userName} · ${action}`}
        secondary={
          <>
            <Typography component="span" variant="caption" sx={{ display: 'block' }}>
              {formatDate(entry.at, 'dayFirstWithTime')}
            </Typography>
            {Object.entries(entry.changes).map(([field, change]) => (
              <Box component="span" key={field} sx={{ display: 'block', wordBreak: 'break-word' }}>
                <strong>{fieldLabel(field)}</strong>: {historyValue(change.from, yesNo)} → {historyValue(change.to, yesNo)}
              </Box>
            ))}
          </>
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
    </ListItem>
  );
}
