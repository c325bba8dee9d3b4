import { useTranslate } from 'react-admin';
import type { DashboardTables } from '../../../schemas/entities/dashboard';
import { useRangeQuery } from '../useRangeQuery';
import { TopList } from './TopList';

type TopCustomer = DashboardTables['topCustomers'][number];
type TopProduct = DashboardTables['topProducts'][number];

/** The top 10 customers by turnover and the top 10 most bought products of the range (crm/dashboard/gettables). */
export function TopTables() {
  const translate = useTranslate();
  const tables = useRangeQuery('GET crm/dashboard/gettables');
  return (
    <>
      <TopList<TopCustomer>
        title={translate('dashboard.top.customers')}
        state={{ data: tables.data?.topCustomers, error: tables.error }}
        fileName="TopCustomers"
        columns={[
          { field: 'debnr', label: 'dashboard.columns.debnr', kind: 'debnr' },
          { field: 'name', label: 'dashboard.columns.name', kind: 'text' },
          { field: 'turnover', label: 'dashboard.columns.turnover', kind: 'money' },
          { field: 'orders', label: 'dashboard.columns.orders', kind: 'count' },
        ]}
      />
      <TopList<TopProduct>
        title={translate('dashboard.top.products')}
        state={{ data: tables.data?.topProducts, error: tables.error }}
        fileName="TopProducts"
        columns={[
          { field: 'artnr', label: 'dashboard.columns.artnr', kind: 'text' },
          { field: 'artTxt', label: 'dashboard.columns.artTxt', kind: 'text' },
          { field: 'quantity', label: 'dashboard.columns.quantity', kind: 'count' },
          { field: 'turnover', label: 'dashboard.columns.turnover', kind: 'money' },
        ]}
      />
    </>
  );
}
