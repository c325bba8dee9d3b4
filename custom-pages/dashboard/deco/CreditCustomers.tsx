import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CreditCustomer } from '../../../schemas/entities/dashboardDeco';
import { TopList } from '../top/TopList';
import { useRangeQuery } from '../useRangeQuery';
import { ToggleChoice } from './ToggleChoice';

type Order = 'value' | 'count';

/** Tenant 4's 10 customers with the most credit in the range, by credited amount or by number of credits (hbxdeco/GetTopCreditCustomers). */
export function CreditCustomers() {
  const translate = useTranslate();
  const [order, setOrder] = useState<Order>('value');
  const customers = useRangeQuery('GET hbxdeco/GetTopCreditCustomers', { sortByCreditValue: order === 'value' });
  return (
    <TopList<CreditCustomer>
      title={translate('dashboard.deco.credits.title')}
      state={customers}
      fileName="TopCreditCustomers"
      action={<ToggleChoice<Order> value={order} onChange={setOrder} name="dashboard.deco.credits.order" labels={{ value: 'dashboard.deco.credits.by_value', count: 'dashboard.deco.credits.by_count' }} />}
      columns={[
        { field: 'debnr', label: 'dashboard.columns.debnr', kind: 'debnr' },
        { field: 'name', label: 'dashboard.columns.name', kind: 'text' },
        { field: 'creditValue', label: 'dashboard.columns.creditValue', kind: 'money' },
        { field: 'amountOfCredits', label: 'dashboard.columns.amountOfCredits', kind: 'count' },
      ]}
    />
  );
}
