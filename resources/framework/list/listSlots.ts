import type { ComponentType } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import type { SxProps, Theme } from '@mui/material';
import type { AccessList, Role } from '../../../schemas/roles';

/**
 * The extension points of the generated list. JSON declarations fill them from data (x-format,
 * list.rowClick, list.rowActions, list.bulkActions, list.rowTones); code resources also pass React
 * components and functions through `defineResource({ ..., listSlots })`. Both compile to
 * CompiledListSlots, which the one generated list renders.
 */

/** A cell of one column: renders the row's value its own way. */
export type Cell<Row = any> = ComponentType<{ record: Row }>;

/** A button (or link) in a row's action column; `disabled` when the row fails the action's enabledWhen. */
export type RowActionComponent<Row = any> = ComponentType<{ record: Row; disabled: boolean }>;

/** A button over the selected rows (shown in the bulk-actions bar when rows are ticked). */
export type BulkActionComponent = ComponentType<{ selectedIds: Identifier[] }>;

export interface CodeRowAction<Row = any> {
  /** Who sees the button; default: whoever sees the list. */
  roles?: Role[];
  /** Rows the button is enabled for; default: every row. */
  enabledWhen?: (row: Row) => boolean;
  component: RowActionComponent<Row>;
}

export interface CodeBulkAction {
  /** Who sees the button; default: whoever sees the list. */
  roles?: Role[];
  component: BulkActionComponent;
}

/** Rows the list fetches itself, e.g. from an api parameter the generated list cannot send (Days). */
export interface ListSource<Row = any, Params extends Record<string, unknown> = any> {
  /** The parameters' starting values; the `Params` inputs change them. */
  initialParams: Params;
  useRows(params: Params): { data: Row[]; isPending: boolean };
  /** Inputs for the parameters, shown before the search field. */
  Params: ComponentType<{ params: Params; setParams(params: Params): void }>;
}

/** What a code resource may add to its generated list (all optional). */
export interface ListSlots<Row = any> {
  /** Per column, a cell component instead of the formatted value. */
  cells?: Partial<Record<string, Cell<Row>>>;
  /** Where a click on a row goes; false: nowhere (overrides list.rowClick). */
  rowClick?: (row: Row) => string | false;
  rowActions?: CodeRowAction<Row>[];
  /** The row actions as the table's first column rather than its last (new leads: validate and edit come first). */
  rowActionsFirst?: boolean;
  bulkActions?: CodeBulkAction[];
  /** Rows that can be ticked for the bulk actions; default: every row. */
  rowSelectable?: (row: Row) => boolean;
  /** Style of a row, e.g. overdue tasks orange or red (after list.rowTones). */
  rowSx?: (row: Row) => SxProps<Theme>;
  /** The columns to show now (a hook: may read the user's claims); default list.columns. */
  useColumns?: () => string[];
  /** Extra buttons in the list's top toolbar, after the column chooser and the exports. */
  toolbar?: ComponentType;
  source?: ListSource<Row>;
}

/** A row action ready to render: named for canAccess (`row.<n>`), roles resolved. */
export interface RowActionSlot {
  name: string;
  roles: AccessList;
  enabledWhen?: (row: RaRecord) => boolean;
  component: RowActionComponent;
}

export interface BulkActionSlot {
  name: string;
  roles: AccessList;
  component: BulkActionComponent;
}

/** The slots of a compiled resource, whether from JSON or from code. */
export interface CompiledListSlots extends Omit<ListSlots, 'rowActions' | 'bulkActions'> {
  rowActions: RowActionSlot[];
  bulkActions: BulkActionSlot[];
}
