import Chat from '@mui/icons-material/Chat';
import CheckBox from '@mui/icons-material/CheckBox';
import Edit from '@mui/icons-material/Edit';
import Event from '@mui/icons-material/Event';
import { Avatar, List, ListItem, ListItemAvatar, ListItemText, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import { formatDate } from '../../ui/format/dates';

const ICONS: Record<string, typeof Event> = { Comment: Chat, Action: CheckBox, 'Task update': Edit };

/** The task's events, newest first: date, type, from and to, message; icons for comments, actions and updates. */
export function TaskTimeline({ taskId, refresh }: { taskId: number; refresh: number }) {
  const translate = useTranslate();
  // `refresh` changes after every change made on the page, so the events are fetched again.
  const { data } = useApiQuery('GET task/GetTaskEventsForTimeLine/{id}', { params: { id: taskId }, query: { refresh } });
  if (!data) return <Skeleton variant="rounded" height={200} />;
  return (
    <List dense aria-label={translate('tasks.timeline')}>
      {data.map((event) => {
        const Icon = ICONS[event.type] ?? Event;
        const people = [event.fromName, event.toName].filter(Boolean).join(' → ');
        return (
          <ListItem key={event.id} alignItems="flex-start" disableGutters>
            <ListItemAvatar>
              <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main' }}>
                <Icon fontSize="small" />
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={`${event.type}${event.message ? `: ${event.message}` : ''}`} secondary={`${formatDate(event.eventDate, 'dayFirstWithTime')}${people ? ` · ${people}` : ''}`} />
          </ListItem>
        );
      })}
    </List>
  );
}
