import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, ListContextProvider, Pagination, type RaRecord, type SortPayload } from 'react-admin';
import { NoData } from '../../ui/NoData';
import { useLocalList } from './useLocalList';

/** cellClassName of a column whose text may wrap (names, descriptions); the others stay on one line. */
export const WRAP = 'wrap';

// One style for the whole table: per-cell sx would make emotion style every cell on every render.
const TABLE_SX = { '& td': { whiteSpace: 'nowrap' }, [`& td.${WRAP}`]: { whiteSpace: 'normal', minWidth: 140 }, '& td, & th': { px: 1 } } as const;

/**
 * A react-admin DataTable over rows the screen already holds (an api array): sorted and paged in the
 * browser, 'No data found' when empty. `rows` must keep its identity between renders (useMemo): the
 * table goes back to its first page on every new array. `resource` only keys the table's preferences.
 */

export function ArrayTable<R extends RaRecord>({
  rows,
  resource,
  label,
  perPage,
  perPageOptions,
  sort,
  children,
}: {
  rows: R[];
  resource: string;
  label: string;
  perPage: number;
  /** Page sizes to choose from; without them the table has no pagination (top lists show their rows). */
  perPageOptions?: readonly number[];
  sort?: SortPayload;
  children: ReactNode;
}) {
  const list = useLocalList(rows, perPage, resource, sort);
  return (
    <ListContextProvider value={list}>
      {/* Wide tables scroll sideways inside their card: a width of 0 keeps them from widening the page (react-admin's layout grows to fit its content).
          Focusable, so keyboard users can scroll it too (axe: scrollable-region-focusable). */}
      <Box tabIndex={0} sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
        <DataTable resource={resource} aria-label={label} bulkActionButtons={false} rowClick={false} empty={<NoData />} size="small" sx={TABLE_SX}>
          {children}
        </DataTable>
      </Box>
      {perPageOptions && <Pagination rowsPerPageOptions={[...perPageOptions]} />}
    </ListContextProvider>
  );
}
