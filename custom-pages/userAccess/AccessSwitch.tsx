import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Switch } from '@mui/material';
import { useApiMutation } from '../../dataProvider';
import type { GroupAccessRow } from './groupAccess';

/** 'User access has been successfully saved!' stays 3 s (spec part 2 §8). */
const SAVED_SNACKBAR_MS = 3000;

/** Grants or withdraws one group at once (POST groupcode/AddOrRemoveGroupFromUser). */
export function AccessSwitch({ azureId }: { azureId: string }) {
  const group = useRecordContext<GroupAccessRow & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const save = useApiMutation('POST groupcode/AddOrRemoveGroupFromUser');
  if (!group) return null;
  const pendingValue = save.isPending ? (save.variables?.body as { accessable: boolean }).accessable : undefined;
  return (
    <Switch
      checked={pendingValue ?? group.accessable}
      disabled={save.isPending}
      slotProps={{ input: { 'aria-label': translate('userAccess.toggle', { group: group.groupName }) } }}
      onChange={(event) =>
        save.mutate(
          { body: { azureId, groupCode: group.groupCode, companyId: group.companyId, accessable: event.target.checked } },
          {
            onSuccess: () => notify('userAccess.saved', { type: 'success', autoHideDuration: SAVED_SNACKBAR_MS }),
            onError: (error) => notify(error.message || 'ra.notification.http_error', { type: 'error' }),
          },
        )
      }
    />
  );
}
