import { DataTable, List, Pagination, type Identifier } from 'react-admin';
import { Box } from '@mui/material';
import { hasRoutedView, useMayPerform } from '../access';
import { useCompiledResource } from '../compiledResource';
import { fieldSpec } from '../fields';
import { useResourceLabels } from '../labels';
import { FieldValue } from '../show/FieldValue';
import { ColumnFilters } from './ColumnFilters';
import { GlobalSearch } from './GlobalSearch';
import { NoData } from '../../../ui/NoData';
import { ResourceListActions } from './ResourceListActions';

/** Typing in a filter refreshes the rows after this pause (the engine itself needs < 16 ms). */
const FILTER_DEBOUNCE_MS = 250;

/** The list of a declared resource: DataTable columns, filters, search, page sizes, exports. */
export function GenericList() {
  const resource = useCompiledResource();
  const labels = useResourceLabels();
  const { declaration } = resource;
  const list = declaration.list!;
  const mayPerform = useMayPerform(resource);
  const rowPath = (id: Identifier) =>
    hasRoutedView(resource, 'edit') && mayPerform('edit')
      ? `${declaration.path}/${encodeURIComponent(String(id))}`
      : hasRoutedView(resource, 'show') && mayPerform('show')
        ? `${declaration.path}/${encodeURIComponent(String(id))}/show`
        : false;

  return (
    <List
      resource={declaration.name}
      title={labels.title()}
      perPage={list.perPage}
      sort={list.sort}
      debounce={FILTER_DEBOUNCE_MS}
      actions={<ResourceListActions />}
      pagination={<Pagination rowsPerPageOptions={list.perPageOptions} />}
      exporter={false}
      empty={false}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 1 }}>
        {list.search && <GlobalSearch />}
        {list.filters && <ColumnFilters columns={list.filters} />}
      </Box>
      <DataTable rowClick={rowPath} bulkActionButtons={false} empty={<NoData />}>
        {list.columns.map((field) => {
          const spec = fieldSpec(declaration, field);
          return <DataTable.Col key={field} source={field} label={labels.field(field)} render={(record) => <FieldValue field={spec} record={record} />} />;
        })}
      </DataTable>
    </List>
  );
}
