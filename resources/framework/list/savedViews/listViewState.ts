import { useCallback } from 'react';
import { useListContext, useResourceContext, useStore } from 'react-admin';
import type { SavedViewState } from '../../../../schemas/entities/savedView';
import { useCompiledResource } from '../../compiledResource';
import { announceRestoredFilters } from './restoredFilters';

/**
 * The list's view as a saved view holds it, and its restoring: filters, sort and page size through the list
 * context (react-admin merges the three into one URL change), shown columns through the DataTable's own store
 * (`<resource>.datatable`: hidden columns, and `_columnRanks`: their order, as the column chooser keeps them).
 */
export function useListViewState(): { current: SavedViewState; apply(state: SavedViewState): void } {
  const { filterValues, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  const resource = useResourceContext() ?? '';
  const settings = useCompiledResource().declaration.list!;
  const [hiddenColumns, setHiddenColumns] = useStore<string[]>(`${resource}.datatable`, []);
  const [columnRanks, setColumnRanks] = useStore<number[] | undefined>(`${resource}.datatable_columnRanks`);

  const current: SavedViewState = {
    // Only what a filter field holds (text, numbers, ticks) is kept.
    filter: Object.fromEntries(Object.entries(filterValues).filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1]))),
    sort: sort?.field ? { field: sort.field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' } : null,
    perPage,
    hiddenColumns: Array.isArray(hiddenColumns) ? hiddenColumns : [],
    ...(Array.isArray(columnRanks) ? { columnRanks } : {}),
  };

  const apply = useCallback(
    (state: SavedViewState) => {
      setFilters(state.filter, undefined, false);
      announceRestoredFilters(resource, state.filter);
      const sort = state.sort ?? settings.sort;
      if (sort) setSort(sort);
      // A page size the list no longer offers falls back to its default.
      setPerPage(settings.perPageOptions.includes(state.perPage) ? state.perPage : settings.perPage);
      setHiddenColumns(state.hiddenColumns);
      setColumnRanks(state.columnRanks);
    },
    [setFilters, setSort, setPerPage, setHiddenColumns, setColumnRanks, settings, resource],
  );
  return { current, apply };
}

/** Whether two views restore the same list (the one shown now is marked in the menu). */
export function sameView(a: SavedViewState, b: SavedViewState): boolean {
  const canonical = (state: SavedViewState) =>
    JSON.stringify([Object.entries(state.filter).sort(([x], [y]) => x.localeCompare(y)), state.sort, state.perPage, [...state.hiddenColumns].sort(), state.columnRanks ?? null]);
  return canonical(a) === canonical(b);
}
