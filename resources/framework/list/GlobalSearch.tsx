import { memo, useEffect, useRef, useState, type RefObject } from 'react';
import type { ListControllerResult } from 'react-admin';
import { useListContext, useTranslate } from 'react-admin';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useQueryClient } from '@tanstack/react-query';
import { GLOBAL_SEARCH_KEY } from '../../../dataProvider/queryEngine';
import { FILTER_DEBOUNCE_MS } from './filterDebounce';
import { prefetchListPage } from './firstPage';
import { LIST_SEARCH_ATTRIBUTE } from './useListKeyboard';

/**
 * Search over every field of the rows; `>` and `<` typed first compare instead of searching text.
 * `asksAhead` (a list whose rows come from react-admin's getList): once the typing pauses, the rows are asked
 * for as the filter is set, so the array worker answers while React draws the list's new filter rather than
 * after (the query would otherwise leave only once the list has rendered with it).
 * The field draws again only when the search in the list's filter changes: the list changes three times per
 * keystroke (its filter, its fetching state, its rows), and the field read the list only when the typing pauses.
 */
export function GlobalSearch({ asksAhead = false }: { asksAhead?: boolean }) {
  const list = useListContext();
  const latest = useRef(list);
  latest.current = list;
  return <SearchField current={String(list.filterValues[GLOBAL_SEARCH_KEY] ?? '')} asksAhead={asksAhead} list={latest} />;
}

const SearchField = memo(function SearchField({ current, asksAhead, list }: { current: string; asksAhead: boolean; list: RefObject<ListControllerResult> }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [text, setText] = useState(current);
  // Follow outside changes (clearing all filters, navigation), not our own debounced echo.
  useEffect(() => setText((typed) => (typed.trim() === current.trim() ? typed : current)), [current]);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);

  const search = (typed: string) => {
    const { filterValues, setFilters, resource, perPage, sort } = list.current;
    const { [GLOBAL_SEARCH_KEY]: _previous, ...others } = filterValues;
    const filter = typed.trim() ? { ...others, [GLOBAL_SEARCH_KEY]: typed } : others;
    // A new filter opens on the first page (react-admin's SET_FILTER).
    if (asksAhead) prefetchListPage(queryClient, resource, { pagination: { page: 1, perPage }, sort, filter, meta: undefined });
    setFilters(filter, undefined, false);
  };

  return (
    <TextField
      size="small"
      placeholder={translate('framework.search')}
      aria-label={translate('framework.search')}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        clearTimeout(pause.current);
        pause.current = setTimeout(() => search(typed), FILTER_DEBOUNCE_MS);
      }}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
        // '/' focuses it (useListKeyboard).
        htmlInput: { [LIST_SEARCH_ATTRIBUTE]: true, 'aria-keyshortcuts': '/' },
      }}
    />
  );
});
