import Star from '@mui/icons-material/Star';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate, type HttpError } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { call, useApiQuery } from '../../dataProvider';
import { FAVOURITE_MATCHES } from '../../schemas/entities/favourites';

/** The star of the task overview: a dialog to search users (at most 5 matches) and add or remove favourites. */
export function FavouritesButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const { data } = useApiQuery('GET task/GetFavouriteUsers', { enabled: open });
  const change = async (endpoint: 'POST task/AddFavouriteUser' | 'POST task/RemoveFavouriteUser', favoriteAzureId: string) => {
    try {
      const next = await call(endpoint, { body: { favoriteAzureId } });
      queryClient.setQueriesData({ queryKey: ['api', 'GET task/GetFavouriteUsers'] }, next);
    } catch (error) {
      notify((error as HttpError).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  const needle = search.trim().toLowerCase();
  const matches = needle ? (data?.assignableUsers ?? []).filter((u) => `${u.userName} ${u.email}`.toLowerCase().includes(needle)).slice(0, FAVOURITE_MATCHES) : [];
  const title = translate('tasks.favourites');
  return (
    <>
      <Tooltip title={title}>
        <IconButton color="primary" aria-label={title} onClick={() => setOpen(true)}>
          <Star />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="favourites-title">
        <DialogTitle id="favourites-title">{title}</DialogTitle>
        <DialogContent>
          <List dense aria-label={title}>
            {(data?.assignedUsers ?? []).map((user) => (
              <ListItem key={user.userAzureId} secondaryAction={<Button size="small" onClick={() => change('POST task/RemoveFavouriteUser', user.userAzureId)}>{translate('ra.action.remove')}</Button>}>
                <ListItemText primary={user.assignedUserName} secondary={user.email} />
              </ListItem>
            ))}
            {data && data.assignedUsers.length === 0 && <Typography variant="body2">{translate('tasks.no_favourites')}</Typography>}
          </List>
          <TextField size="small" fullWidth label={translate('tasks.find_user')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ mt: 2 }} />
          <List dense>
            {matches.map((user) => (
              <ListItem key={user.userAzureId} secondaryAction={<Button size="small" onClick={() => change('POST task/AddFavouriteUser', user.userAzureId)}>{translate('ra.action.add')}</Button>}>
                <ListItemText primary={user.userName} secondary={user.email} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
