import { Card, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { DataTable, ListContextProvider, Pagination, Title, useList, useTranslate } from 'react-admin';
import { ErrorView } from '../../ui/ErrorView';
import { useApiQuery } from '../../dataProvider';
import { NoData } from '../../ui/NoData';
import { PAGE_SIZES } from '../../schemas/constants';
import type { UnpaidRow } from '../../schemas/entities/unpaid';
import { CustomerLink } from '../../ui/cells/CustomerLink';
import { formatDate } from '../../ui/format/dates';
import { DeliveryStopIcon } from '../../ui/cells/DeliveryStopIcon';
import { formatMoney } from '../../ui/format/money';
import { usePhone } from '../../ui/phone/usePhone';
import { SidewaysScroll } from '../shared/SidewaysScroll';
import { ClosesIn } from './ClosesIn';
import { UnpaidCards } from './UnpaidCards';
import { UnpaidDownloadButton } from './UnpaidDownloadButton';
import { shownUnpaidRows } from './unpaidRows';

export type UnpaidRecord = UnpaidRow & { id: string };
const Column = DataTable.Col<UnpaidRecord>;
const PER_PAGE = 20;
// Not a resource of the app: the name only keys the table's preferences.
const RESOURCE = 'unpaid';

/**
 * /icrm/unpaid: customers with open invoices, largest unpaid total first; direct-debit customers can be hidden.
 * A phone gets a card per customer instead of the seven-column table, which was 1,100 px wide.
 */
export function UnpaidPage() {
  const translate = useTranslate();
  const phone = usePhone();
  const [hideIncasso, setHideIncasso] = useState(false);
  const { data, isPending, error } = useApiQuery('GET unpaid/getunpaid');
  const rows = useMemo(() => shownUnpaidRows(data ?? [], hideIncasso), [data, hideIncasso]);
  // useList starts over on every new array: derive the records only when the rows change.
  const records = useMemo(() => rows.map((row) => ({ ...row, id: row.debnr })), [rows]);
  const list = useList<UnpaidRecord>({ data: records, isPending, perPage: PER_PAGE, sort: { field: 'unpaidTotal', order: 'DESC' }, resource: RESOURCE });
  if (error) return <ErrorView status={error.status === 401 ? 401 : 500} />;

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('unpaid.title')} />
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate('unpaid.title')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={hideIncasso}
              onChange={(event) => {
                setHideIncasso(event.target.checked);
                list.setPage(1);
              }}
            />
          }
          label={translate('unpaid.hide_incasso')}
        />
        <UnpaidDownloadButton rows={rows} />
      </Stack>
      <Card>
        <ListContextProvider value={list}>
          {phone ? (
            <UnpaidCards />
          ) : (
            // Seven columns: their headings wrap where a laptop's content area beside the menu is too narrow, and what still
            // does not fit scrolls inside the card, not the page.
            <SidewaysScroll>
              <DataTable resource={RESOURCE} bulkActionButtons={false} rowClick={false} empty={<NoData />} sx={{ '& td': { whiteSpace: 'nowrap' } }}>
                <Column source="levStop" label={translate('unpaid.columns.levStop')} render={(row) => <DeliveryStopIcon levStop={row.levStop} />} />
                <Column source="debnr" label={translate('unpaid.columns.debnr')} render={(row) => <CustomerLink debnr={row.debnr} />} />
                <Column source="name" label={translate('unpaid.columns.name')} cellSx={() => ({ whiteSpace: 'normal' })} />
                <Column source="maxDaysToPay" label={translate('unpaid.columns.maxDaysToPay')} align="right" />
                <Column source="lastUnpaid" label={translate('unpaid.columns.lastUnpaid')} render={(row) => formatDate(row.lastUnpaid, 'dayFirst')} />
                <Column source="unpaidTotal" label={translate('unpaid.columns.unpaidTotal')} align="right" render={(row) => formatMoney(row.unpaidTotal)} />
                <Column
                  source="closesIn"
                  label={translate('unpaid.columns.closesIn')}
                  align="right"
                  render={(row) => <ClosesIn days={row.closesIn} />}
                />
              </DataTable>
            </SidewaysScroll>
          )}
          <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />
        </ListContextProvider>
      </Card>
    </Stack>
  );
}
