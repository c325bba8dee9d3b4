import { Box } from '@mui/material';
import { DataTable, List, Pagination } from 'react-admin';
import type { CreditRow } from '../../schemas/entities/credit';
import { useCompiledResource } from '../framework/compiledResource';
import { fieldSpec } from '../framework/fields';
import { useResourceLabels } from '../framework/labels';
import { GlobalSearch } from '../framework/list/GlobalSearch';
import { NoData } from '../../ui/NoData';
import { ResourceListActions } from '../framework/list/ResourceListActions';
import { FieldValue } from '../framework/show/FieldValue';
import { creditPercentageText } from './creditPercentage';

const Column = DataTable.Col<CreditRow>;
const NUMERIC = new Set(['amountOfInvoices', 'nettoTotal', 'totalCredits', 'creditPercentage']);

/**
 * /icrm/credits: the generated list's search, page sizes, column chooser and exports, with the credit
 * percentage shown as a Dutch percentage (the generator has no percent format).
 */
export function CreditList() {
  const labels = useResourceLabels();
  const { declaration } = useCompiledResource();
  const list = declaration.list!;
  return (
    <List
      resource={declaration.name}
      title={labels.title()}
      perPage={list.perPage}
      sort={list.sort}
      debounce={250}
      actions={<ResourceListActions />}
      pagination={<Pagination rowsPerPageOptions={list.perPageOptions} />}
      exporter={false}
      empty={false}
    >
      <Box sx={{ p: 1 }}>
        <GlobalSearch />
      </Box>
      <DataTable rowClick={false} bulkActionButtons={false} empty={<NoData />}>
        {list.columns.map((field) => (
          <Column
            key={field}
            source={field}
            label={labels.field(field)}
            align={NUMERIC.has(field) ? 'right' : undefined}
            render={(row) =>
              field === 'creditPercentage' ? creditPercentageText(row) : <FieldValue field={fieldSpec(declaration, field)} record={row} />
            }
          />
        ))}
      </DataTable>
    </List>
  );
}
