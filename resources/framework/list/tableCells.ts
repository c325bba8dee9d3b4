import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { alpha, darken, lighten, type Theme } from '@mui/material';
import type { CSSObject } from '@mui/material/styles';
import { DataTableClasses, useDataTableStoreContext, useStore, type DataTableColumnProps } from 'react-admin';
import { useSameList } from '../../../ui/useSameList';

/*
 * What the plain header (TableHeader) and rows (TableRows) of a generated list share: the columns shown, and
 * the class names and look of MUI's small table cell, which they copy rather than render.
 */

export type Column = ReactElement<DataTableColumnProps>;

const ALIGN_CLASS = { right: 'MuiTableCell-alignRight', center: 'MuiTableCell-alignCenter' } as Partial<Record<string, string>>;

/** MUI's and react-admin's classes of a cell of this column, so selectors and the theme find it as before. */
export function cellClasses(column: Column, part: 'head' | 'body'): string {
  const { source, align, className, cellClassName, headerClassName } = column.props;
  const own = part === 'head' ? [DataTableClasses.headerCell, headerClassName] : [DataTableClasses.rowCell, cellClassName];
  return [`MuiTableCell-root MuiTableCell-${part} MuiTableCell-sizeSmall`, align && ALIGN_CLASS[align], ...own, className, `column-${source}`]
    .filter(Boolean)
    .join(' ');
}

/** MUI's small table cell (TableCell: its root, small size and alignments), for the cells of one row group. */
export const cellLook = (theme: Theme): CSSObject => ({
  ...(theme.typography.body2 as CSSObject),
  display: 'table-cell',
  verticalAlign: 'inherit',
  color: theme.palette.text.primary,
  borderBottom: `1px solid ${theme.palette.mode === 'light' ? lighten(alpha(theme.palette.divider, 1), 0.88) : darken(alpha(theme.palette.divider, 1), 0.68)}`,
  textAlign: 'left',
  padding: '6px 16px',
  '&.MuiTableCell-alignRight': { textAlign: 'right', flexDirection: 'row-reverse' },
  '&.MuiTableCell-alignCenter': { textAlign: 'center' },
});

/** Children.toArray copies each element under its own key, keeping its props: the same column has the same props. */
const sameColumn = (a: Column, b: Column) => a.type === b.type && a.key === b.key && a.props === b.props;

/** The shown columns in the chosen order: DataTable has ordered them; the columns button's hidden ones are left out. */
export function useShownColumns(children: ReactNode): Column[] {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const shown = Children.toArray(children).filter(
    (child): child is Column => isValidElement<DataTableColumnProps>(child) && !hidden.includes((child.props.source ?? child.props.label) as string),
  );
  // The same columns as the last render keep their array (DataTable hands them over anew whenever the user has reordered
  // them), so the rows memoised on it are not drawn again.
  return useSameList(shown, sameColumn);
}
