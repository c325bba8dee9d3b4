import { memo, useMemo, useState, type ReactElement } from 'react';
import { DataTable, ListBase, type DataTableProps, ListContextProvider, ListView, Title, useList, useRecordContext } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { listFreshMs } from '../../../dataProvider';
import { NoData } from '../../../ui/NoData';
import { useSameList } from '../../../ui/useSameList';
import { usePhone } from '../../../ui/phone/usePhone';
import { useMayRunActions } from '../access';
import { useCompiledResource } from '../compiledResource';
import { alignsRight, fieldSpec } from '../fields';
import { useResourceLabels } from '../labels';
import { FieldValue } from '../show/FieldValue';
import { ColumnFilters } from './ColumnFilters';
import { FILTER_DEBOUNCE_MS } from './filterDebounce';
import { GlobalSearch } from './GlobalSearch';
import type { ListSource, RowActionSlot } from './listSlots';
import { BulkBar, SelectPageCheckbox, SelectRowCheckbox } from './Selection';
import { phoneColumnsOf } from './phoneColumns';
import { ResourceListActions } from './ResourceListActions';
import { rowSxOf } from './rowSx';
import { ListPagination } from './ListPagination';
import { TableHeader } from './TableHeader';
import { TableRows } from './TableRows';
import { useListKeyboard } from './useListKeyboard';
import { useRowClick } from './useRowClick';

/** The declared columns, for resources that do not choose them at run time. */
function useDeclaredColumns(): string[] {
  return useCompiledResource().declaration.list!.columns;
}

/** The row's action buttons; an action its enabledWhen rule refuses for the row is shown disabled. */
function RowActions({ actions }: { actions: RowActionSlot[] }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      {actions.map(({ name, enabledWhen, component: Action }) => (
        <Action key={name} record={record} disabled={enabledWhen ? !enabledWhen(record) : false} />
      ))}
    </span>
  );
}

const TABLE_SX = {
  overflowX: 'auto',
  width: 0,
  minWidth: '100%',
  '& tbody > tr:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
} as const;

/** The row and bulk actions the user may run, and where a click on a row goes. */
function useTableSlots() {
  const resource = useCompiledResource();
  const mayRun = useMayRunActions(resource);
  // Filtered at each render, the same arrays while the same actions pass: the table's columns are memoised on them.
  const bulkActions = useSameList(resource.list.bulkActions.filter((a) => mayRun(a.name)));
  const rowActions = useSameList(resource.list.rowActions.filter((a) => mayRun(a.name)));
  return {
    rowActions,
    bulkActions,
    selectable: bulkActions.length > 0,
    rowClick: useRowClick(resource),
  };
}

/** The table, with the bulk actions over it and the keyboard on it. */
function ResourceTable({ columns }: { columns: string[] }) {
  const { bulkActions, selectable, rowClick } = useTableSlots();
  const keyboard = useListKeyboard(rowClick, selectable);
  return (
    <>
      {selectable && <BulkBar actions={bulkActions} />}
      {/* Wide tables scroll sideways inside the list (a width of 0 keeps them from widening the page); focusable for
          keyboards, whose arrows then move a row focus (useListKeyboard). */}
      <Box tabIndex={0} ref={keyboard.ref} onKeyDown={keyboard.onKeyDown} sx={TABLE_SX}>
        <Rows columns={columns} />
      </Box>
    </>
  );
}

/**
 * The rows: a column per shown field (its cell or formatted value), the row actions, the selection. Memoised
 * apart from the keyboard, which follows the list's every change (each keystroke in a search changes its
 * filter, then its fetching state, then its rows): DataTable follows the list by itself, and its columns made
 * again would draw every row again, though only the last of those changes brings new rows.
 */
const Rows = memo(function Rows({ columns }: { columns: string[] }) {
  const resource = useCompiledResource();
  const labels = useResourceLabels();
  const { declaration, list: slots } = resource;
  const { rowActions, selectable, rowClick } = useTableSlots();
  const empty = declaration.list?.empty;
  // Made again only when what they show changes: the access checks answering again redraw this table, and new
  // columns would draw every row again (TableRows keeps a row while its record and columns stay the same). The keys
  // of the action and selection columns cannot be a field's name.
  const tableColumns = useMemo(() => {
    const actionsColumn = (
      <DataTable.Col key="@rowActions" label="" disableSort>
        <RowActions actions={rowActions} />
      </DataTable.Col>
    );
    return [
      rowActions.length > 0 && slots.rowActionsFirst && actionsColumn,
      selectable && (
        <DataTable.Col key="@selection" label={<SelectPageCheckbox />} disableSort>
          <SelectRowCheckbox />
        </DataTable.Col>
      ),
      ...columns.map((field) => {
        const spec = fieldSpec(declaration, field);
        const Cell = slots.cells?.[field];
        return (
          <DataTable.Col
            key={field}
            source={field}
            label={labels.field(field)}
            align={alignsRight(spec) ? 'right' : undefined}
            render={(record) => (Cell ? <Cell record={record} /> : <FieldValue field={spec} record={record} />)}
          />
        );
      }),
      rowActions.length > 0 && !slots.rowActionsFirst && actionsColumn,
    ];
  }, [declaration, slots, labels, columns, rowActions, selectable]);
  const rowSx = useMemo(() => rowSxOf(resource) as DataTableProps['rowSx'], [resource]);
  return (
    <DataTable
      head={TableHeader}
      body={TableRows}
      rowClick={rowClick && ((_id, _resource, record) => rowClick(record))}
      rowSx={rowSx}
      // Selection is drawn by Selection.tsx (see there why).
      bulkActionButtons={false}
      empty={empty ? <Typography sx={{ p: 2 }}>{labels.text(empty)}</Typography> : <NoData />}
    >
      {tableColumns}
    </DataTable>
  );
});

/** Rows a code resource fetches itself (ListSource), paged, sorted and searched in the browser. */
function SourcedList({ source, children }: { source: ListSource; children: (params: ReactElement) => ReactElement }) {
  const { declaration } = useCompiledResource();
  const settings = declaration.list!;
  const [params, setParams] = useState(source.initialParams);
  const { data, isPending } = source.useRows(params);
  const list = useList({ data, isPending, perPage: settings.perPage, sort: settings.sort, resource: declaration.name });
  return <ListContextProvider value={list}>{children(<source.Params params={params} setParams={setParams} />)}</ListContextProvider>;
}

/**
 * The list of a declared resource: DataTable columns, filters, search, page sizes, exports, and the
 * slots of list/listSlots.ts (cells, row click, row and bulk actions, row styles, toolbar, source).
 */
export function GenericList() {
  const resource = useCompiledResource();
  const labels = useResourceLabels();
  const { declaration, list: slots } = resource;
  const settings = declaration.list!;
  const columns = (slots.useColumns ?? useDeclaredColumns)();
  // A phone shows the key columns only, with the row actions and selection: the row opens the rest.
  const phone = usePhone();
  const tableColumns = phone ? phoneColumnsOf(settings.phoneColumns, columns) : columns;

  // The title beside the view, not ListView's own: ListView follows the list, and made its title (five components)
  // again at each of a search keystroke's three changes.
  const view = (params?: ReactElement) => (
    <>
      <Title title={labels.title()} preferenceKey={`${declaration.name}.list.title`} />
      <ListView title={false} actions={<ResourceListActions columns={columns} />} pagination={<ListPagination rowsPerPageOptions={settings.perPageOptions} />} empty={false}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 1 }}>
          {params}
          {settings.search && (
            <Box sx={{ flexGrow: 1, minWidth: 240 }}>
              <GlobalSearch asksAhead={!slots.source} />
            </Box>
          )}
          {settings.filters && <ColumnFilters columns={settings.filters} />}
        </Box>
        <ResourceTable columns={tableColumns} />
      </ListView>
    </>
  );

  if (slots.source) return <SourcedList source={slots.source}>{view}</SourcedList>;
  return (
    <ListBase
      resource={declaration.name}
      perPage={settings.perPage}
      sort={settings.sort}
      debounce={FILTER_DEBOUNCE_MS}
      exporter={false}
      // A page is as fresh as the array it comes from: the first page fetched at start (firstPage.ts) is not asked
      // for again, and the whole table drawn twice more, when the auth checks let the list's own query run.
      queryOptions={{ staleTime: listFreshMs(declaration.name) }}
    >
      {view()}
    </ListBase>
  );
}
