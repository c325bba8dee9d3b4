import { useState } from 'react';
import { DeleteButton, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { IconButton, Tooltip } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import EditIcon from '@mui/icons-material/Edit';
import type { CodeRowAction } from '../framework/list/listSlots';
import type { UserRecord } from './schema';
import { ResourceFormDialog } from '../framework/form/ResourceFormDialog';

type Props = { record: UserRecord };

/** The user's group access page. */
function GroupsLink({ record }: Props) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('users.groups')}>
      <IconButton component={Link} to={`/icrm/useraccess/${record.azureId}`} aria-label={translate('users.groups')} size="small">
        <GroupsIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The profile edit dialog of the user. */
function EditButton({ record }: Props) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={translate('users.edit')}>
        <IconButton onClick={() => setOpen(true)} aria-label={translate('users.edit')} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && <ResourceFormDialog mode="edit" record={record} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Delete, after a confirmation naming the user. */
function DeleteUserButton() {
  const translate = useTranslate();
  return <DeleteButton mutationMode="pessimistic" redirect={false} label="" aria-label={translate('ra.action.delete')} confirmTitle="users.deleteTitle" confirmContent="users.deleteContent" />;
}

/** Per user: its group access page, the profile edit dialog, delete after confirmation. */
export const userRowActions: CodeRowAction<UserRecord>[] = [
  { component: GroupsLink },
  { roles: ['iCRMAdmin'], component: EditButton },
  { roles: ['iCRMAdmin'], component: DeleteUserButton },
];
