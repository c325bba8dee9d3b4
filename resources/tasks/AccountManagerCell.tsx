import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useTranslate, type HttpError } from 'react-admin';
import { call, useApiQuery } from '../../dataProvider';
import type { Task } from '../../schemas/entities/task';

/** The task's account manager; a manager reassigns it here, inline (spec part 2 §2). */
export function AccountManagerCell({ record }: { record: Task }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'POST task/UpdateTaskAccountManager', action: 'call' });
  const { data = [] } = useApiQuery('GET task/getAccountManagers', { staleTime: 5 * 60_000, enabled: canAccess === true });
  const [azureId, setAzureId] = useState(record.azureId ?? '');
  if (!canAccess || data.length === 0) return <>{record.accountManager}</>;
  const choices = data.some((m) => m.azureId === azureId) ? data : [...data, { azureId, name: record.accountManager ?? '' }];
  const reassign = async (next: string) => {
    const before = azureId;
    setAzureId(next);
    try {
      await call('POST task/UpdateTaskAccountManager', { body: { id: record.id, azureId: next } });
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
