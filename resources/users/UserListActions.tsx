import { useState } from 'react';
import { Button, useNotify, useRefresh } from 'react-admin';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import SyncIcon from '@mui/icons-material/Sync';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { callWithStatus } from '../../dataProvider';
import type { EndpointKey } from '../../schemas/endpoints';
import { ResourceFormDialog } from '../framework/form/ResourceFormDialog';

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

/** The users list's own toolbar buttons: import to the email-marketing provider, refresh the groups, create a user. */
export function UserListActions() {
  const [creating, setCreating] = useState(false);
  const importUsers = useHeaderAction('GET sendinblue/ImportUsers', { success: 'users.import.success', failure: 'users.import.failure' });
  const refreshGroups = useHeaderAction('GET groupcode/refreshgroups', { success: 'users.refreshGroups.success', failure: 'users.refreshGroups.failure' });
  return (
    <>
      <Button label="users.import.button" onClick={importUsers}>
        <CloudUploadIcon />
      </Button>
      <Button label="users.refreshGroups.button" onClick={refreshGroups}>
        <SyncIcon />
      </Button>
      <Button label="users.create" onClick={() => setCreating(true)}>
        <PersonAddIcon />
      </Button>
      {creating && <ResourceFormDialog mode="create" onClose={() => setCreating(false)} />}
    </>
  );
}
