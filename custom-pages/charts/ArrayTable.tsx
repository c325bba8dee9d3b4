import type { ReactNode } from 'react';
import { ListContextProvider, Pagination, type RaRecord, type SortPayload } from 'react-admin';
import { NoData } from '../../ui/NoData';
import { SidewaysScroll } from '../shared/SidewaysScroll';
import { columnsOf } from './arrayColumns';
import { RowsTable } from './RowsTable';
import { useLocalList } from './useLocalList';

/**
 * A table over rows the screen already holds (an api array), its columns declared as <Column> children:
 * sorted and paged in the browser, with react-admin's pagination, 'No data found' when empty. `rows` must
 * keep its identity between renders (useMemo): the table goes back to its first page on every new array.
 */
export function ArrayTable<R extends RaRecord>({
  rows,
  label,
  perPage,
  perPageOptions,
  sort,
  children,
}: {
  rows: R[];
  label: string;
  perPage: number;
  /** Page sizes to choose from; without them the table has no pagination (top lists show their rows). */
  perPageOptions?: readonly number[];
  sort?: SortPayload;
  children: ReactNode;
}) {
  const list = useLocalList(rows, perPage, sort);
  if (rows.length === 0) return <NoData />;
  return (
    <ListContextProvider value={list}>
      <SidewaysScroll>
        <RowsTable rows={list.data} columns={columnsOf<R>(children)} label={label} />
      </SidewaysScroll>
      {perPageOptions && <Pagination rowsPerPageOptions={[...perPageOptions]} />}
    </ListContextProvider>
  );
}
