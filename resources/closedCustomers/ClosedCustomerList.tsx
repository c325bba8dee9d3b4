import { Box, Card, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { ColumnsButton, DataTable, ListContextProvider, Pagination, Title, useList, useTranslate } from 'react-admin';
import { CustomerLink } from '../../ui/cells/CustomerLink';
import { DeliveryStopIcon } from '../../ui/cells/DeliveryStopIcon';
import { useApiQuery } from '../../dataProvider';
import { CLOSED_CUSTOMERS_DEFAULT_DAYS } from '../../schemas/constants';
import { CLOSED_CUSTOMERS_MAX_DAYS, type ClosedCustomer } from '../../schemas/entities/closedCustomer';
import { useCompiledResource } from '../framework/compiledResource';
import { useResourceLabels } from '../framework/labels';
import { GlobalSearch } from '../framework/list/GlobalSearch';
import { NoData } from '../../ui/NoData';
import { closedDays } from './closedDays';

type ClosedCustomerRecord = ClosedCustomer & { id: string };
const Column = DataTable.Col<ClosedCustomerRecord>;
const EMPTY: ClosedCustomer[] = [];

/**
 * /icrm/closedcustomers. Bespoke because the api filters by its Days parameter, which the generated
 * list cannot send: the rows come from GetClosedCustomers?Days= and are searched and paged here.
 * A failed fetch is only logged (spec part 1 §8): the table then stays empty.
 */
export function ClosedCustomerList() {
  const translate = useTranslate();
  const labels = useResourceLabels();
  const { declaration } = useCompiledResource();
  const settings = declaration.list!;
  const [typedDays, setTypedDays] = useState(String(CLOSED_CUSTOMERS_DEFAULT_DAYS));
  const days = closedDays(typedDays);
  const { data = EMPTY, isPending, error } = useApiQuery('GET customer/GetClosedCustomers', { query: { Days: days } });
  useEffect(() => {
    if (error) console.error('Closed customers could not be loaded', error);
  }, [error]);
  const records = useMemo(() => data.map((row) => ({ ...row, id: row.debnr })), [data]);
  const list = useList<ClosedCustomerRecord>({ data: records, isPending: isPending && !error, perPage: settings.perPage, sort: settings.sort, resource: declaration.name });

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={labels.title()} />
      <Typography variant="h5" component="h1">
        {labels.title()}
      </Typography>
      <Card>
        <ListContextProvider value={list}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 1 }}>
            <TextField
              size="small"
              type="number"
              label={translate('resources.closedCustomers.days')}
              value={typedDays}
              onChange={(event) => setTypedDays(event.target.value)}
              error={closedDays(typedDays) !== Number(typedDays)}
              slotProps={{ htmlInput: { min: 1, max: CLOSED_CUSTOMERS_MAX_DAYS } }}
              sx={{ width: 120, flexShrink: 0 }}
            />
            <Box sx={{ flexGrow: 1 }}>
              <GlobalSearch />
            </Box>
            <ColumnsButton />
          </Box>
          <DataTable resource={declaration.name} bulkActionButtons={false} rowClick={false} empty={<NoData />}>
            <Column source="levStop" label={labels.field('levStop')} render={(row) => <DeliveryStopIcon levStop={row.levStop} />} />
            <Column source="debnr" label={labels.field('debnr')} render={(row) => <CustomerLink debnr={row.debnr} />} />
            <Column source="name" label={labels.field('name')} />
            <Column source="betaalConditie" label={labels.field('betaalConditie')} />
            <Column source="bettermijn" label={labels.field('bettermijn')} align="right" />
            <Column source="daysClosed" label={labels.field('daysClosed')} align="right" />
          </DataTable>
          <Pagination rowsPerPageOptions={settings.perPageOptions} />
        </ListContextProvider>
      </Card>
    </Stack>
  );
}
