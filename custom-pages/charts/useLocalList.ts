import { useCallback, useMemo, useState } from 'react';
import type { ListControllerSuccessResult, RaRecord, SortPayload } from 'react-admin';

const NO_SORT: SortPayload = { field: '', order: 'ASC' };
const ignore = () => undefined;

function compare<R extends RaRecord>({ field, order }: SortPayload) {
  const direction = order === 'ASC' ? 1 : -1;
  return (a: R, b: R) => {
    const x = a[field];
    const y = b[field];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x > y ? 1 : -1) * direction;
  };
}

/**
 * react-admin's list context over rows held in memory: sorted and paged with plain memos, back to the
 * first page when the rows change. (react-admin's useList serialises all its rows on every render, which
 * takes seconds for the thousands of customers of a 50,000-customer group.) No filters, no selection, and
 * no resource: the rows are the screen's own, and the pagination asks for none.
 */
export function useLocalList<R extends RaRecord>(rows: R[], initialPerPage: number, initialSort: SortPayload = NO_SORT): ListControllerSuccessResult<R> {
  const [sort, setSortState] = useState(initialSort);
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(initialPerPage);
  const [shownRows, setShownRows] = useState(rows);
  if (shownRows !== rows) {
    setShownRows(rows);
    setPage(1);
  }
  const sorted = useMemo(() => (sort.field ? [...rows].sort(compare<R>(sort)) : rows), [rows, sort]);
  const data = useMemo(() => sorted.slice((page - 1) * perPage, page * perPage), [sorted, page, perPage]);
  const setSort = useCallback((next: SortPayload) => {
    setSortState(next);
    setPage(1);
  }, []);
  const setPerPage = useCallback((next: number) => {
    setPerPageState(next);
    setPage(1);
  }, []);
  return {
    resource: '',
    data,
    total: rows.length,
    meta: undefined,
    error: null,
    isPending: false,
    isLoading: false,
    isFetching: false,
    sort,
    setSort,
    page,
    setPage,
    perPage,
    setPerPage,
    hasNextPage: page * perPage < rows.length,
    hasPreviousPage: page > 1,
    filterValues: {},
    displayedFilters: {},
    setFilters: ignore,
    showFilter: ignore,
    hideFilter: ignore,
    selectedIds: [],
    onSelect: ignore,
    onSelectAll: ignore,
    onToggleItem: ignore,
    onUnselectItems: ignore,
    refetch: ignore,
    defaultTitle: '',
  };
}
