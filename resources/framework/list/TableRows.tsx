import { memo, type Key, type ReactNode } from 'react';
import { Box, TableBody, type SxProps, type Theme } from '@mui/material';
import {
  DataTableClasses,
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableRowSxContext,
  useEvent,
  useGetPathForRecordCallback,
  useNavigate,
  useResourceContext,
  useResourceDefinition,
  type RaRecord,
} from 'react-admin';
import { cellClasses, cellLook, useShownColumns, type Column } from './tableCells';

/*
 * The rows of a generated list, drawn as plain <tr> and <td> under one stylesheet, in place of react-admin's
 * DataTableBody. Its cell is two styled components deep (DataTableCell over MUI's TableCell), each serialising
 * and hashing its styles at every render: a page of 20 rows and 8 columns was 1,900 components and about
 * 40 ms of the main thread at each keystroke of a search, most of it styling cells that look alike. These
 * cells carry MUI's and react-admin's class names, so the table looks, and is found by selectors, as before.
 * What it draws of DataTable: the column order and hidden columns of the columns button, row click, row sx,
 * hover. Not expand panels, cellSx nor `field` or bare `source` columns: generated lists use none of them.
 */

/** The look of MUI's small body cell and hover row (TableCell, TableRow), once for the whole body. */
const BODY_SX: SxProps<Theme> = (theme) => ({
  '& > tr': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
  '& > tr.MuiTableRow-hover:hover': { backgroundColor: theme.palette.action.hover },
  '& > tr > td': cellLook(theme),
});

/** A cell: a plain function, not a component, so a page of cells adds no components of its own. */
function cellOf(column: Column, record: RaRecord, key: Key) {
  // Generated columns are a render function (a field's value or cell) or children (row actions, the row's checkbox).
  const { render, children } = column.props;
  return (
    <td key={key} className={cellClasses(column, 'body')}>
      {children ?? render?.(record)}
    </td>
  );
}

interface RowProps {
  record: RaRecord;
  index: number;
  columns: Column[];
  clickable: boolean;
  onClick: (record: RaRecord) => void;
}

const Row = memo(function Row({ record, index, columns, clickable, onClick }: RowProps) {
  const { hover = true } = useDataTableConfigContext();
  const rowSx = useDataTableRowSxContext();
  const sx = rowSx?.(record, index);
  const className = [
    'MuiTableRow-root',
    hover && 'MuiTableRow-hover',
    DataTableClasses.row,
    index % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd,
    DataTableClasses.selectable,
    clickable && DataTableClasses.clickableRow,
  ]
    .filter(Boolean)
    .join(' ');
  const cells = columns.map((column, i) => cellOf(column, record, column.key ?? i));
  const click = () => onClick(record);
  return (
    <RecordContextProvider value={record}>
      {/* A row style (a tone, a code resource's rowSx) is one styled row; the rest stay plain. */}
      {sx ? (
        <Box component="tr" className={className} onClick={click} sx={sx}>
          {cells}
        </Box>
      ) : (
        <tr className={className} onClick={click}>
          {cells}
        </tr>
      )}
    </RecordContextProvider>
  );
});

/** Where a click on a row goes, as react-admin's rows do: the DataTable's rowClick, else the resource's edit or show view. */
function useRowNavigation(): { clickable: boolean; onClick: RowProps['onClick'] } {
  const { rowClick } = useDataTableCallbacksContext();
  const resource = useResourceContext()!;
  const definition = useResourceDefinition();
  const pathFor = useGetPathForRecordCallback();
  const navigate = useNavigate();
  // One callback for the page's life: the rows are memoised on it, and rowClick is made again with the table.
  const onClick = useEvent(async (record: RaRecord) => {
    const link = typeof rowClick === 'function' ? await rowClick(record.id, resource, record) : rowClick;
    const path = await pathFor({ record, resource, link });
    if (path) navigate(path, { state: { _scrollToTop: true } });
  });
  return { clickable: Boolean(rowClick ?? (definition.hasShow || definition.hasEdit)), onClick };
}

/** DataTable's `body` for generated lists. */
export const TableRows = memo(function TableRows({ children }: { children?: ReactNode }) {
  const data = useDataTableDataContext();
  const columns = useShownColumns(children);
  const { clickable, onClick } = useRowNavigation();
  return (
    <TableBody className={`datatable-body ${DataTableClasses.tbody}`} sx={BODY_SX}>
      {data?.map((record, index) => (
        <Row key={record.id ?? `row${index}`} record={record} index={index} columns={columns} clickable={clickable} onClick={onClick} />
      ))}
    </TableBody>
  );
});
