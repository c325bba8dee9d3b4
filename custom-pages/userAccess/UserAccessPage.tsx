import { useState } from 'react';
import { DataTable, ListContextProvider, Pagination, Title, useGetOne, useList, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { Box, Button, Card, MenuItem, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useApiQuery } from '../../dataProvider';
import { NoData } from '../../ui/NoData';
import { AccessSwitch } from './AccessSwitch';
import { groupsOfCompany, USER_ACCESS_PAGE_SIZE, USER_ACCESS_PAGE_SIZES, type GroupAccessRow } from './groupAccess';

const Column = DataTable.Col<GroupAccessRow>;

/** /icrm/useraccess/{azureId}: per company, the groups a user may switch to, each toggled at once. */
export function UserAccessPage() {
  const { id: azureId = '' } = useParams();
  const translate = useTranslate();
  // The users resource keys rows by azureId, so the list cache answers this without a call.
  const user = useGetOne<{ id: string; name: string; email: string; companyId: number }>('users', { id: azureId });
  const companies = useApiQuery('GET admin/getcompanies', { staleTime: Infinity });
  const query = { azure_id: azureId };
  const accessible = useApiQuery('GET groupcode/GetAccessableGroupsByAzureId', { query });
  const inaccessible = useApiQuery('GET groupcode/GetUnaccessableGroupsByAzureId', { query });
  const [chosenCompany, setChosenCompany] = useState<number>();
  const companyId = chosenCompany ?? user.data?.companyId ?? companies.data?.[0]?.id;
  const rows = groupsOfCompany(accessible.data ?? [], inaccessible.data ?? [], companyId);
  const list = useList({ data: rows, perPage: USER_ACCESS_PAGE_SIZE, isPending: accessible.isPending || inaccessible.isPending });

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('userAccess.title')} />
      <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button component={Link} to="/icrm/users" startIcon={<ArrowBackIcon />}>
          {translate('userAccess.back')}
        </Button>
        <Typography variant="h6" sx={{ flexGrow: 1 }}>
          {user.data ? `${user.data.name} (${user.data.email})` : ''}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('userAccess.company')}
          value={companyId ?? ''}
          onChange={(event) => setChosenCompany(Number(event.target.value))}
          sx={{ minWidth: 220 }}
        >
          {(companies.data ?? []).map((company) => (
            <MenuItem key={company.id} value={company.id}>
              {company.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ListContextProvider value={list}>
        <DataTable bulkActionButtons={false} rowClick={false} storeKey="useraccess.datatable" empty={<NoData />}>
          <Column source="groupName" label={translate('userAccess.fields.groupName')} />
          <Column source="groupCode" label={translate('userAccess.fields.groupCode')} />
          <Column
            source="accessable"
            label={translate('userAccess.fields.accessable')}
            render={(group) => (group.accessable ? <CheckIcon color="success" fontSize="small" /> : <CloseIcon color="error" fontSize="small" />)}
          />
          <Column label={translate('userAccess.fields.access')} disableSort>
            <AccessSwitch azureId={azureId} />
          </Column>
        </DataTable>
        <Pagination rowsPerPageOptions={USER_ACCESS_PAGE_SIZES} />
      </ListContextProvider>
    </Card>
  );
}
