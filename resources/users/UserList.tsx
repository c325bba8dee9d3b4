import { useMemo, useState } from 'react';
import { DataTable, List, Pagination } from 'react-admin';
import { Box } from '@mui/material';
import { GlobalSearch } from '../framework/list/GlobalSearch';
import { NoData } from '../../ui/NoData';
import { useCompiledResource } from '../framework/compiledResource';
import { useResourceLabels } from '../framework/labels';
import { accountManagerCodes, type UserRecord } from './schema';
import { UserDialogsContext, type UserDialogs } from './userDialogs';
import { UserFormDialog } from './UserFormDialog';
import { UserListActions } from './UserListActions';
import { UserRowButtons } from './UserRowButtons';

const Column = DataTable.Col<UserRecord>;

type OpenDialog = { mode: 'create' } | { mode: 'edit'; user: UserRecord } | undefined;

/** /icrm/users: the users table (default 10 per page) with its create and edit dialogs. */
export function UserList() {
  const labels = useResourceLabels();
  const list = useCompiledResource().declaration.list!;
  const [dialog, setDialog] = useState<OpenDialog>();
  const dialogs = useMemo<UserDialogs>(() => ({ openCreate: () => setDialog({ mode: 'create' }), openEdit: (user) => setDialog({ mode: 'edit', user }) }), []);
  return (
    <UserDialogsContext.Provider value={dialogs}>
      <List
        resource="users"
        title={labels.title()}
        perPage={list.perPage}
        sort={list.sort}
        actions={<UserListActions />}
        pagination={<Pagination rowsPerPageOptions={list.perPageOptions} />}
        exporter={false}
        debounce={250}
      >
        <Box sx={{ p: 1 }}>
          <GlobalSearch />
        </Box>
        <DataTable bulkActionButtons={false} rowClick={false} empty={<NoData />}>
          <Column source="name" label={labels.field('name')} />
          <Column source="email" label={labels.field('email')} />
          <Column source="accountManagers" label={labels.field('accountManagers')} render={accountManagerCodes} />
          <Column source="groupName" label={labels.field('groupName')} />
          <Column source="companyName" label={labels.field('companyName')} />
          <Column label="" disableSort>
            <UserRowButtons />
          </Column>
        </DataTable>
      </List>
      {dialog && <UserFormDialog key={dialog.mode === 'edit' ? dialog.user.azureId : 'new'} mode={dialog.mode} user={dialog.mode === 'edit' ? dialog.user : undefined} onClose={() => setDialog(undefined)} />}
    </UserDialogsContext.Provider>
  );
}
