import Star from '@mui/icons-material/Star';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText, TablePagination, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate, type HttpError } from 'react-admin';
import { FAVOURITE_MATCHES, type FavouriteUsers } from '../../schemas/entities/favourites';
import { usePhone } from '../phone/usePhone';

/**
 * Where a favourites list lives: a hook reading the favourites and the candidates (while `enabled`),
 * and the calls that add or remove one user. Those are api writes: every query refetches after them,
 * the dialog's list included.
 */
export interface FavouriteUsersSource {
  useUsers(enabled: boolean): FavouriteUsers | undefined;
  add(favoriteAzureId: string): Promise<unknown>;
  remove(favoriteAzureId: string): Promise<unknown>;
}

/** The translation keys of the dialog's title, its empty text and the search field. */
export interface FavouriteUsersLabels {
  title: string;
  empty: string;
  find: string;
}

/** Favourites shown a page at a time (spec part 2 §9: favourite users page size 5). */
export const FAVOURITES_PAGE_SIZE = 5;

/** A star opening the favourite-users dialog: search users (at most 5 matches), add or remove favourites (5 a page). */
export function FavouriteUsersButton({ source, labels }: { source: FavouriteUsersSource; labels: FavouriteUsersLabels }) {
  const translate = useTranslate();
  const fullScreen = usePhone();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const data = source.useUsers(open);
  const favourites = data?.assignedUsers ?? [];
  // Removing the last favourite of the last page shows the page before it.
  const shownPage = Math.min(page, Math.max(0, Math.ceil(favourites.length / FAVOURITES_PAGE_SIZE) - 1));
  const change = async (write: (id: string) => Promise<unknown>, favoriteAzureId: string) => {
    try {
      await write(favoriteAzureId);
    } catch (error) {
      notify((error as HttpError).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  const needle = search.trim().toLowerCase();
  const matches = needle ? (data?.assignableUsers ?? []).filter((u) => `${u.userName} ${u.email}`.toLowerCase().includes(needle)).slice(0, FAVOURITE_MATCHES) : [];
  const title = translate(labels.title);
  return (
    <>
      <Tooltip title={title}>
        <IconButton color="primary" aria-label={title} onClick={() => setOpen(true)}>
          <Star />
        </IconButton>
      </Tooltip>
      <Dialog fullScreen={fullScreen} open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="favourites-title">
        <DialogTitle id="favourites-title">{title}</DialogTitle>
        <DialogContent>
          <List dense aria-label={title}>
            {favourites.slice(shownPage * FAVOURITES_PAGE_SIZE, (shownPage + 1) * FAVOURITES_PAGE_SIZE).map((user) => (
              <ListItem key={user.userAzureId} secondaryAction={<Button size="small" onClick={() => change(source.remove, user.userAzureId)}>{translate('ra.action.remove')}</Button>}>
                <ListItemText primary={user.assignedUserName} secondary={user.email} />
              </ListItem>
            ))}
            {data && data.assignedUsers.length === 0 && (
              <ListItem>
                <ListItemText secondary={translate(labels.empty)} />
              </ListItem>
            )}
          </List>
          {favourites.length > FAVOURITES_PAGE_SIZE && (
            <TablePagination
              component="div"
              count={favourites.length}
              page={shownPage}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={FAVOURITES_PAGE_SIZE}
              rowsPerPageOptions={[]}
              labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
              getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
            />
          )}
          <TextField size="small" fullWidth label={translate(labels.find)} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ mt: 2 }} />
          <List dense>
            {matches.map((user) => (
              <ListItem key={user.userAzureId} secondaryAction={<Button size="small" onClick={() => change(source.add, user.userAzureId)}>{translate('ra.action.add')}</Button>}>
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
