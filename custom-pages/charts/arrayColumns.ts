import { Children, isValidElement, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';

/** cellClassName of a column whose text may wrap (names, descriptions); the others stay on one line. */
export const WRAP = 'wrap';

/** A column of an ArrayTable: the row's `source` as text, or what `render` makes of the row. */
export interface ColumnProps<R extends RaRecord> {
  /** The field shown (without `render`) and sorted on. */
  source?: string;
  label: string;
  render?: (row: R) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Not sortable although it has a source: ranks, tiers, figures whose order means nothing, actions. */
  disableSort?: boolean;
  cellClassName?: string;
}

/**
 * Declares a column of an ArrayTable, which reads these props and renders the cells itself: a plain cell
 * per row and column, styled once by the table, not a component per cell.
 */
export function Column<R extends RaRecord>(_props: ColumnProps<R>): null {
  return null;
}

/** The columns declared among a table's children (mapped arrays included), in order. */
export function columnsOf<R extends RaRecord>(children: ReactNode): ColumnProps<R>[] {
  return Children.toArray(children)
    .filter(isValidElement)
    .map((child) => child.props as ColumnProps<R>);
}

/** What a cell shows: the column's rendering of the row, or its field as text (empty when missing). */
export function cellOf<R extends RaRecord>(column: ColumnProps<R>, row: R): ReactNode {
  if (column.render) return column.render(row);
  const value = column.source === undefined ? undefined : row[column.source];
  return value === null || value === undefined ? '' : String(value);
}
