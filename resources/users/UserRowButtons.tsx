import { DeleteButton, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { IconButton, Tooltip } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import EditIcon from '@mui/icons-material/Edit';
import type { UserRecord } from './schema';
import { useUserDialogs } from './userDialogs';

/** Per user: its group access page, the profile edit dialog, delete after confirmation. */
export function UserRowButtons() {
  const user = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { openEdit } = useUserDialogs();
  if (!user) return null;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Tooltip title={translate('users.groups')}>
        <IconButton component={Link} to={`/icrm/useraccess/${user.azureId}`} aria-label={translate('users.groups')} size="small">
          <GroupsIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('users.edit')}>
        <IconButton onClick={() => openEdit(user)} aria-label={translate('users.edit')} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <DeleteButton mutationMode="pessimistic" redirect={false} label="" aria-label={translate('ra.action.delete')} confirmTitle="users.deleteTitle" confirmContent="users.deleteContent" />
    </span>
  );
}
