import { Box, Typography } from '@mui/material';
import { DataTable, List, Pagination, useTranslate } from 'react-admin';
import { useClaims } from '../../ui/useClaims';
import { CustomerStateIcon } from '../../ui/cells/CustomerStateIcon';
import { CustomerLink } from '../../ui/cells/CustomerLink';
import type { CustomerListRow } from '../../schemas/entities/customer';
import { useCompiledResource } from '../framework/compiledResource';
import { useResourceLabels } from '../framework/labels';
import { GlobalSearch } from '../framework/list/GlobalSearch';
import { customerColumns, customerPath } from './customerColumns';
import { CustomerListActions } from './CustomerListActions';

const Column = DataTable.Col<CustomerListRow>;
/** Short values that read badly when broken over two lines. */
const NO_WRAP = new Set<string>(['zipcode', 'phoneNumber']);

/**
 * /icrm/customers: the current group's customers, searched over every field, 20 per page. Bespoke
 * because one column depends on the user's company (commercial type for 3 and 4, else zipcode).
 */
export function CustomerList() {
  const translate = useTranslate();
  const labels = useResourceLabels();
  const list = useCompiledResource().declaration.list!;
  const columns = customerColumns(useClaims()?.companyId ?? 0);
  return (
    <List
      resource="customers"
      title={labels.title()}
      perPage={list.perPage}
      sort={list.sort}
      debounce={250}
      actions={<CustomerListActions columns={columns} />}
      pagination={<Pagination rowsPerPageOptions={list.perPageOptions} />}
      exporter={false}
      empty={false}
    >
      <Box sx={{ p: 1 }}>
        <GlobalSearch />
      </Box>
      <DataTable
        rowClick={(id) => customerPath(String(id))}
        bulkActionButtons={false}
        empty={<Typography sx={{ p: 2 }}>{translate('resources.customers.empty')}</Typography>}
      >
        <Column source="levStop" label={labels.field('levStop')} render={(row) => <CustomerStateIcon customer={row} fontSize="small" />} />
        {columns.map((field) => (
          <Column
            key={field}
            source={field}
            label={labels.field(field)}
            cellSx={NO_WRAP.has(field) ? () => ({ whiteSpace: 'nowrap' }) : undefined}
            render={field === 'debnr' ? (row) => <CustomerLink debnr={row.debnr} /> : undefined}
          />
        ))}
      </DataTable>
    </List>
  );
}
