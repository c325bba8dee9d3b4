import { Card, CardHeader } from '@mui/material';
import { useMemo } from 'react';
import { DataTable, ListContextProvider, Pagination, useList, useTranslate } from 'react-admin';
import { useApiQuery } from '../../../dataProvider';
import { NoData } from '../../../ui/NoData';
import type { CashCarryTableRow } from '../../../schemas/entities/cashCarry';
import { formatMoney } from '../../../ui/format/money';
import { CASH_CARRY_STALE_MS } from '../staleTime';

type ChannelRecord = CashCarryTableRow & { id: string };
const Column = DataTable.Col<ChannelRecord>;
/** The C&C table's page sizes (spec part 1 §2): 10 rows by default. */
export const CHANNEL_PAGE_SIZES = [5, 10, 20];
const PER_PAGE = 10;
// Not a resource of the app: the name only keys the table's preferences.
const RESOURCE = 'ccChannels';

/** Per channel: customers invoiced and turnover over the last 30 days. */
export function ChannelTable() {
  const translate = useTranslate();
  const { data, isPending, error } = useApiQuery('GET cashCarry/GetCCwInternetTable', { staleTime: CASH_CARRY_STALE_MS });
  const records = useMemo(() => (data ?? []).map((row) => ({ ...row, id: row.type })), [data]);
  const list = useList<ChannelRecord>({ data: records, isPending: isPending && !error, perPage: PER_PAGE, resource: RESOURCE });
  const title = translate('cashCarry.dashboard.table_title');
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader title={title} subheader={translate('cashCarry.dashboard.period')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <ListContextProvider value={list}>
        <DataTable resource={RESOURCE} bulkActionButtons={false} rowClick={false} empty={<NoData />}>
          <Column source="type" label={translate('cashCarry.dashboard.type')} />
          <Column source="clients" label={translate('cashCarry.dashboard.clients')} align="right" />
          <Column source="turnover" label={translate('cashCarry.dashboard.turnover')} align="right" render={(row) => formatMoney(row.turnover)} />
        </DataTable>
        <Pagination rowsPerPageOptions={CHANNEL_PAGE_SIZES} />
      </ListContextProvider>
    </Card>
  );
}
