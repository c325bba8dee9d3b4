import { memo, useEffect, useRef, useState } from 'react';
import { useEvent, useListContext, useTranslate } from 'react-admin';
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
 * keystroke (its filter, its fetching state, its rows), and the field needs the list only when the typing pauses.
 */
export function GlobalSearch({ asksAhead = false }: { asksAhead?: boolean }) {
  const { filterValues, setFilters, resource, perPage, sort } = useListContext();
  const queryClient = useQueryClient();
  const search = useEvent((typed: string) => {
    const { [GLOBAL_SEARCH_KEY]: _previous, ...others } = filterValues;
    const filter = typed.trim() ? { ...others, [GLOBAL_SEARCH_KEY]: typed } : others;
    // A new filter opens on the first page (react-admin's SET_FILTER).
    if (asksAhead) prefetchListPage(queryClient, resource, { pagination: { page: 1, perPage }, sort, filter, meta: undefined });
    setFilters(filter, undefined, false);
  });
  return <SearchField current={String(filterValues[GLOBAL_SEARCH_KEY] ?? '')} search={search} />;
}

/** The field, typed into: `search` (stable) sets the list's search once the typing pauses. */
const SearchField = memo(function SearchField({ current, search }: { current: string; search: (typed: string) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(current);
  // Follow outside changes (clearing all filters, navigation), not our own debounced echo.
  useEffect(() => setText((typed) => (typed.trim() === current.trim() ? typed : current)), [current]);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);

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
