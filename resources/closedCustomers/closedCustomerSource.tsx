import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import { useApiQuery } from '../../dataProvider';
import { CLOSED_CUSTOMERS_DEFAULT_DAYS } from '../../schemas/constants';
import { CLOSED_CUSTOMERS_MAX_DAYS, type ClosedCustomer } from '../../schemas/entities/closedCustomer';
import type { ListSource } from '../framework/list/listSlots';
import { closedDays } from './closedDays';

type ClosedCustomerRecord = ClosedCustomer & { id: string };
type Params = { days: number };
const EMPTY: ClosedCustomer[] = [];

/** Rows of GetClosedCustomers?Days=; a failed fetch is only logged (spec part 1 §8): the table then stays empty. */
function useClosedCustomers({ days }: Params) {
  const { data = EMPTY, isPending, error } = useApiQuery('GET customer/GetClosedCustomers', { query: { Days: days } });
  useEffect(() => {
    if (error) console.error('Closed customers could not be loaded', error);
  }, [error]);
  const records = useMemo(() => data.map((row): ClosedCustomerRecord => ({ ...row, id: row.debnr })), [data]);
  return { data: records, isPending: isPending && !error };
}

/** The Days input: a whole number from 1 to 3650; anything else asks for the default 60 (and shows red). */
function DaysInput({ setParams }: { params: Params; setParams(params: Params): void }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState(String(CLOSED_CUSTOMERS_DEFAULT_DAYS));
  return (
    <TextField
      size="small"
      type="number"
      label={translate('resources.closedCustomers.days')}
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        setParams({ days: closedDays(event.target.value) });
      }}
      error={closedDays(typed) !== Number(typed)}
      slotProps={{ htmlInput: { min: 1, max: CLOSED_CUSTOMERS_MAX_DAYS } }}
      sx={{ width: 120, flexShrink: 0 }}
    />
  );
}

/** The api filters by its Days parameter, which the generated list cannot send: the rows come from here. */
export const closedCustomerSource: ListSource<ClosedCustomerRecord, Params> = {
  initialParams: { days: CLOSED_CUSTOMERS_DEFAULT_DAYS },
  useRows: useClosedCustomers,
  Params: DaysInput,
};
