import { Button, ColumnsButton, TopToolbar, useNotify, useRefresh } from 'react-admin';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import SyncIcon from '@mui/icons-material/Sync';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { callWithStatus } from '../../dataProvider';
import type { EndpointKey } from '../../schemas/endpoints';
import { useUserDialogs } from './userDialogs';

/** Runs a header action and tells how it went, HTTP status included (spec: the import keeps it). */
function useHeaderAction(endpoint: EndpointKey, messages: { success: string; failure: string }) {
  const notify = useNotify();
  const refresh = useRefresh();
  return async () => {
    try {
      const { status } = await callWithStatus(endpoint);
      notify(messages.success, { type: 'success', messageArgs: { status } });
      refresh();
    } catch (error) {
      notify(messages.failure, { type: 'error', messageArgs: { status: (error as { status?: number }).status ?? '?' } });
    }
  };
}

export function UserListActions() {
  const { openCreate } = useUserDialogs();
  const importUsers = useHeaderAction('GET sendinblue/ImportUsers', { success: 'users.import.success', failure: 'users.import.failure' });
  const refreshGroups = useHeaderAction('GET groupcode/refreshgroups', { success: 'users.refreshGroups.success', failure: 'users.refreshGroups.failure' });
  return (
    <TopToolbar>
      <ColumnsButton />
      <Button label="users.import.button" onClick={importUsers}>
        <CloudUploadIcon />
      </Button>
      <Button label="users.refreshGroups.button" onClick={refreshGroups}>
        <SyncIcon />
      </Button>
      <Button label="users.create" onClick={openCreate}>
        <PersonAddIcon />
      </Button>
    </TopToolbar>
  );
}
