import { Card, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { DataTable, ListContextProvider, Pagination, Title, useList, useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../schemas/constants';
import { ErrorView } from '../../ui/ErrorView';
import { useApiQuery } from '../../dataProvider';
import { usePhone } from '../../ui/phone/usePhone';
import { CityCell, LoginOutcomeIcon, NoLogins } from './loginCells';
import { LoginHistoryCards } from './LoginHistoryCards';
import { loginDate, loginHistoryRecords, type LoginHistoryRecord } from './loginHistory';

const Column = DataTable.Col<LoginHistoryRecord>;
/** 20 rows by default, of the usual sizes 5 to 500 (spec part 1 §9). */
const LOGIN_HISTORY_PER_PAGE = 20;
// Not a resource of the app: the name only keys the table's preferences.
const RESOURCE = 'loginhistory';

/**
 * /profile/loginhistory: the user's own logins, 20 per page (5 to 500 offered), optionally only the unsuccessful ones.
 * A phone gets a line per login instead of the six-column table.
 */
export function LoginHistoryPage() {
  const translate = useTranslate();
  const phone = usePhone();
  const [unsuccessfulOnly, setUnsuccessfulOnly] = useState(false);
  const { data, isPending, error } = useApiQuery('GET profile/GetLoginHistory');
  // useList resets on every new array: derive the records only when the answer or the switch changes.
  const records = useMemo(() => loginHistoryRecords(data ?? [], unsuccessfulOnly), [data, unsuccessfulOnly]);
  const list = useList({ data: records, isPending, perPage: LOGIN_HISTORY_PER_PAGE, sort: { field: 'startDate', order: 'DESC' }, resource: RESOURCE });
  if (error) return <ErrorView status={error.status === 401 ? 401 : 500} />;

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('profile.login_history.title')} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('profile.login_history.title')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={unsuccessfulOnly}
              onChange={(event) => {
                setUnsuccessfulOnly(event.target.checked);
                list.setPage(1);
              }}
            />
          }
          label={translate('profile.login_history.unsuccessful_only')}
        />
      </Stack>
      <Card>
        <ListContextProvider value={list}>
          {phone ? (
            <LoginHistoryCards />
          ) : (
            <DataTable resource={RESOURCE} bulkActionButtons={false} rowClick={false} empty={<NoLogins />}>
              <Column source="extraInfo" label={translate('profile.login_history.success')} render={(row) => <LoginOutcomeIcon row={row} />} />
              <Column source="ip" label={translate('profile.login_history.ip')} />
              <Column source="startDate" label={translate('profile.login_history.date')} render={(row) => loginDate(row.startDate)} />
              <Column source="city" label={translate('profile.login_history.city')} render={(row) => <CityCell row={row} />} />
              <Column source="region" label={translate('profile.login_history.region')} />
              <Column source="country" label={translate('profile.login_history.country')} />
            </DataTable>
          )}
          <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />
        </ListContextProvider>
      </Card>
    </Stack>
  );
}
