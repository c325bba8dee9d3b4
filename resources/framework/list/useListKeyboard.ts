import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useListContext, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isTyping, listKeyOf, nextRow } from './listKeys';
import { useRowSelectable } from './Selection';

/** The search box of a generated list (GlobalSearch marks its input), which '/' focuses. */
export const LIST_SEARCH_ATTRIBUTE = 'data-list-search';

/**
 * The keyboard in a generated list: the arrows (and Home, End) move a focus from row to row, Enter opens
 * the focused row where a click would, Space ticks it when rows can be ticked, '/' focuses the list's search
 * from anywhere on the page outside a field. Rows take the focus only from these keys (tabIndex -1): the
 * table stays one tab stop.
 */
export function useListKeyboard(rowClick: ((row: RaRecord) => string | false) | false, selectable: boolean) {
  const { data = [], onToggleItem } = useListContext();
  const rowSelectable = useRowSelectable();
  const navigate = useNavigate();
  const table = useRef<HTMLDivElement>(null);
  const rows = () => Array.from(table.current?.querySelectorAll<HTMLTableRowElement>('tbody > tr') ?? []);

  // react-admin draws the rows: they are made focusable once drawn.
  useEffect(() => {
    for (const row of rows()) if (!row.hasAttribute('tabindex')) row.tabIndex = -1;
  });

  useEffect(() => {
    const focusSearch = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const search = document.querySelector<HTMLInputElement>(`input[${LIST_SEARCH_ATTRIBUTE}]`);
      if (!search) return;
      event.preventDefault();
      search.focus();
    };
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const all = rows();
    // Keys on a row's own controls (a checkbox, a button, a link) are theirs; the table itself or a row are ours.
    const index = all.indexOf(event.target as HTMLTableRowElement);
    if (index < 0 && event.target !== table.current) return;
    const action = listKeyOf(event.key);
    const record = index >= 0 ? (data[index] as RaRecord | undefined) : undefined;
    if (action === 'move' || action === 'ends') {
      const next = nextRow(event.key, index, all.length);
      if (next === undefined) return;
      event.preventDefault();
      all[next]!.focus();
    } else if (action === 'open' && record && rowClick) {
      const path = rowClick(record);
      if (!path) return;
      event.preventDefault();
      navigate(path);
    } else if (action === 'tick' && record && selectable && rowSelectable(record)) {
      event.preventDefault();
      onToggleItem(record.id);
    }
  };

  return { ref: table, onKeyDown };
}
