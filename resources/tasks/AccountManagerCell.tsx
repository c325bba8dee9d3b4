import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useStore, useTranslate, type HttpError } from 'react-admin';
import { call, useApiQuery } from '../../dataProvider';
import type { Task } from '../../schemas/entities/task';
import { useFavoriteUsers } from './FavouritesDialog';
import { reassignment } from './taskRequests';

/** The task list's account-manager-assignment flag (spec part 2 §2): the dropdowns are enabled only while it is on. */
export const ASSIGNMENT_FLAG = 'tasks.assignAccountManagers';

/** The task's account manager; a manager reassigns it here, inline (spec part 2 §2). */
export function AccountManagerCell({ record }: { record: Task }) {
  return <AccountManagerSelect record={record} enabled />;
}

/** In the task list: the same, enabled only while the assignment flag is on. */
export function FlaggedAccountManagerCell({ record }: { record: Task }) {
  const [on] = useStore(ASSIGNMENT_FLAG, false);
  return <AccountManagerSelect record={record} enabled={on} />;
}

function AccountManagerSelect({ record, enabled }: { record: Task; enabled: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'POST task/UpdateTaskAccountManager', action: 'call' });
  const { data: everyone = [] } = useApiQuery('GET task/getAccountManagers', { staleTime: 5 * 60_000, enabled: canAccess === true });
  const favourites = useFavoriteUsers(canAccess === true);
  const [azureId, setAzureId] = useState(record.azureId ?? '');
  // The manager's favourite users when they chose some (the star), else everyone who works on tasks.
  const offered = favourites?.length ? favourites.map((u) => ({ azureId: u.favoriteAzureId, name: u.name })) : everyone;
  if (!canAccess || offered.length === 0) return <>{record.accountManager}</>;
  const choices = offered.some((m) => m.azureId === azureId) ? offered : [...offered, { azureId, name: record.accountManager ?? '' }];
  const reassign = async (next: string) => {
    const before = azureId;
    setAzureId(next);
    try {
      const { endpoint, body } = reassignment(record, next, choices.find((m) => m.azureId === next)?.name ?? '');
      await call(endpoint, { body });
      notify('tasks.reassigned', { type: 'success' });
    } catch (error) {
      setAzureId(before);
      notify((error as HttpError).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <TextField
      select
      size="small"
      variant="standard"
      fullWidth={false}
      disabled={!enabled}
      value={azureId}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => void reassign(e.target.value)}
      slotProps={{ htmlInput: { 'aria-label': `${translate('resources.tasks.fields.accountManager')} ${record.title}` } }}
    >
      {choices.map((m) => (
        <MenuItem key={m.azureId} value={m.azureId}>
          {m.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
