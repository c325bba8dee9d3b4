import { BulkActionsToolbar, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { Checkbox } from '@mui/material';
import type { BulkActionSlot } from './listSlots';

/*
 * Row selection for bulk actions. react-admin's own row checkbox puts its aria-label on the wrapper
 * instead of the input (an unlabelled form field for screen readers and axe), so the list draws
 * its own checkbox column and react-admin's bulk-actions bar above the table.
 */

/** Ticking a row must not also follow the row click. */
const stop = (event: React.MouseEvent) => event.stopPropagation();

export function SelectRowCheckbox() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext();
  if (!record) return null;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onClick={stop}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
    />
  );
}

/** Ticks or clears every row on the page. */
export function SelectPageCheckbox() {
  const translate = useTranslate();
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext();
  const ids = data.map((row) => row.id);
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
