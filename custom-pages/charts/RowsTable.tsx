import { Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import { useListSortContext, type RaRecord, type SortPayload } from 'react-admin';
import { TOUCH_TARGET } from '../../ui/cells/touchTarget';
import { cellOf, WRAP, type ColumnProps } from './arrayColumns';

/**
 * The body cells are plain <td>s styled here once, as MUI's small TableCell draws them (body2 text, a
 * hairline under each row, 6 px × 8 px padding): a TableCell per cell made emotion serialise every cell's
 * style on every render, which made a 10-row table half of the customer page's render time.
 */
const TABLE_SX = (theme: Theme) => ({
  '& td': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    padding: theme.spacing(0.75, 1),
    borderBottom: `1px solid ${theme.palette.mode === 'light' ? lighten(alpha(theme.palette.divider, 1), 0.88) : darken(alpha(theme.palette.divider, 1), 0.68)}`,
    whiteSpace: 'nowrap',
  },
  [`& td.${WRAP}`]: { whiteSpace: 'normal', minWidth: 140 },
  '& th': { px: 1 },
});

const sortable = <R extends RaRecord>(column: ColumnProps<R>) => column.source !== undefined && !column.disableSort;

/** The column's sort on a click: the other way round if it is the sorted one, ascending first otherwise. */
const nextSort = (source: string, sort: SortPayload): SortPayload => ({
  field: source,
  order: sort.field === source && sort.order === 'ASC' ? 'DESC' : 'ASC',
});

/** A table of rows held in memory: a header that sorts (through the list context) and a row per record. */
export function RowsTable<R extends RaRecord>({ rows, columns, label }: { rows: R[]; columns: ColumnProps<R>[]; label: string }) {
  const { sort, setSort } = useListSortContext();
  return (
    <Table size="small" aria-label={label} sx={TABLE_SX}>
      <TableHead>
        <TableRow>
          {columns.map((column, i) => {
            const active = sort.field !== '' && sort.field === column.source;
            const direction = active && sort.order === 'DESC' ? 'desc' : 'asc';
            return (
              <TableCell key={column.source ?? i} align={column.align} sortDirection={active ? direction : false}>
                {sortable(column) ? (
                  <TableSortLabel active={active} direction={direction} onClick={() => setSort(nextSort(column.source!, sort))} sx={TOUCH_TARGET}>
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((column, i) => (
              <td key={column.source ?? i} className={column.cellClassName} style={column.align && column.align !== 'left' ? { textAlign: column.align } : undefined}>
                {cellOf(column, row)}
              </td>
            ))}
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
