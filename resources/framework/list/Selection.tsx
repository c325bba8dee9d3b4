import { BulkActionsToolbar, useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { Checkbox } from '@mui/material';
import { useCompiledResource } from '../compiledResource';
import type { BulkActionSlot } from './listSlots';

/*
 * Row selection for bulk actions. react-admin's own row checkbox puts its aria-label on the wrapper
 * instead of the input (an unlabelled form field for screen readers and axe), so the list draws
 * its own checkbox column and react-admin's bulk-actions bar above the table.
 */

/** Ticking a row must not also follow the row click. */
const stop = (event: React.MouseEvent) => event.stopPropagation();

/** The resource's rule of which rows can be ticked (listSlots.rowSelectable); every row by default. */
export function useRowSelectable(): (row: RaRecord) => boolean {
  return useCompiledResource().list.rowSelectable ?? (() => true);
}

/** A row's checkbox; disabled for a row the resource does not let be ticked (e.g. an exported lead). */
export function SelectRowCheckbox() {
  const record = useRecordContext();
  const translate = useTranslate();
  const selectable = useRowSelectable();
  const { selectedIds, onToggleItem } = useListContext();
  if (!record) return null;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      disabled={!selectable(record)}
      onClick={stop}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
    />
  );
}

/** Ticks every row on the page that can be ticked, or clears them all. */
export function SelectPageCheckbox() {
  const translate = useTranslate();
  const selectable = useRowSelectable();
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext();
  const ids = data.filter(selectable).map((row) => row.id);
  const ticked = ids.filter((id) => selectedIds.includes(id)).length;
  return (
    <Checkbox
      size="small"
      checked={ids.length > 0 && ticked === ids.length}
      indeterminate={ticked > 0 && ticked < ids.length}
      onChange={(event) => (event.target.checked ? onSelect([...new Set([...selectedIds, ...ids])]) : onUnselectItems())}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
    />
  );
}

/** react-admin's bar over the ticked rows, with the bulk actions the user may run. */
export function BulkBar({ actions }: { actions: BulkActionSlot[] }) {
  const { selectedIds } = useListContext();
  return (
    <BulkActionsToolbar>
      {actions.map(({ name, component: Action }) => (
        <Action key={name} selectedIds={selectedIds} />
      ))}
    </BulkActionsToolbar>
  );
}
