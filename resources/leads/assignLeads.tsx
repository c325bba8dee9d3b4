import Send from '@mui/icons-material/Send';
import { Box, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { call, useApiQuery } from '../../dataProvider';
import { LEAD_MESSAGES } from '../../schemas/entities/lead';
import type { KeyedAssignableLead } from './LeadCompanyFilter';
import { FavouriteUsersButton, type FavouriteUsersSource } from '../../ui/favourites/FavouriteUsersButton';
import type { CodeRowAction } from '../framework/list/listSlots';
import { useLeadAction } from './useLeadAction';

/** The manager's favourite account managers (manager/GetFaviCRMusersNewLeads). */
function useFavourites(enabled = true) {
  return useApiQuery('GET manager/GetFaviCRMusersNewLeads', { enabled, staleTime: 60_000 }).data;
}

/** The favourites dialog of lead assignment: the two legacy lists read as one. */
const LEAD_FAVOURITES: FavouriteUsersSource = {
  useUsers(enabled) {
    const favourites = useFavourites(enabled);
    const candidates = useApiQuery('GET manager/GetiCRMusersNewLeads', { enabled }).data;
    if (!favourites || !candidates) return undefined;
    return {
      assignedUsers: favourites.map((user) => ({ assignedUserName: user.name, userAzureId: user.favoriteAzureId, email: user.email })),
      assignableUsers: candidates.map((user) => ({ userName: user.name, userAzureId: user.azureId, email: user.email })),
    };
  },
  add: (favoriteAzureId) => call('POST manager/AddFaviCRMUser', { body: { favoriteAzureId } }),
  remove: (favoriteAzureId) => call('POST manager/DeleteFaviCRMUser', { body: { favoriteAzureId } }),
};

/** The star of Assign New Leads. */
export function AssignToolbar() {
  return <FavouriteUsersButton source={LEAD_FAVOURITES} labels={{ title: 'leads.assign.favourites', empty: 'leads.assign.no_favourites', find: 'leads.assign.find_user' }} />;
}

/** A sent-back lead says so; a lead whose company already knows an account manager says that (spec part 2 §8). */
export function AccountManagerPresentCell({ record }: { record: KeyedAssignableLead }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5}>
      {record.manageR_AZURE_ID === 'RETURNED' && (
        <Tooltip title={LEAD_MESSAGES.returned}>
          <Typography variant="body2" color="warning.dark">
            {translate('leads.assign.returned')}
          </Typography>
        </Tooltip>
      )}
      {record.acctmngr && (
        <Tooltip title={LEAD_MESSAGES.accountManagerPresent}>
          <Typography variant="body2">{record.acctmngr}</Typography>
        </Tooltip>
      )}
    </Stack>
  );
}

/** The account-manager select (the favourites, or the prompt to pick some) and the send button, enabled once one is chosen. */
function AssignControl({ record }: { record: KeyedAssignableLead; disabled: boolean }) {
  const translate = useTranslate();
  const favourites = useFavourites();
  const [chosen, setChosen] = useState('');
  const { busy, run } = useLeadAction();
  const label = translate('leads.assign.account_manager');
  if (favourites && favourites.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 220 }}>
        {LEAD_MESSAGES.noFavourites}
      </Typography>
    );
  }
  // Spec part 2 §7: the lead (as listed, without the list's key) plus azure_id; icrmuser is the chosen favourite (§3).
  const { id: _key, ...lead } = record;
  const send = () => run(() => call('POST manager/ActivateNewLead', { body: { ...lead, icrmuser: chosen, azure_id: chosen } }), { message: 'leads.assign.done' });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField select size="small" label={label} value={chosen} onChange={(event) => setChosen(event.target.value)} sx={{ minWidth: 180 }}>
        {(favourites ?? []).map((user) => (
          <MenuItem key={user.favoriteAzureId} value={user.favoriteAzureId}>
            {user.name}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={translate('leads.assign.send')}>
        <Box component="span">
          <IconButton color="primary" aria-label={`${translate('leads.assign.send')}: ${record.debnaam}`} disabled={!chosen || busy} onClick={send}>
            <Send fontSize="small" />
          </IconButton>
        </Box>
      </Tooltip>
    </Stack>
  );
}

export const assignActions: CodeRowAction<KeyedAssignableLead>[] = [{ component: AssignControl }];
