import { useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { GLOBAL_SEARCH_KEY } from '../../../dataProvider/queryEngine';
import { LIST_SEARCH_ATTRIBUTE } from './useListKeyboard';

/** Search over every field of the rows; `>` and `<` typed first compare instead of searching text. */
export function GlobalSearch() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const current = String(filterValues[GLOBAL_SEARCH_KEY] ?? '');
  const [text, setText] = useState(current);
  // Follow outside changes (clearing all filters, navigation), not our own debounced echo.
  useEffect(() => setText((typed) => (typed.trim() === current.trim() ? typed : current)), [current]);

  return (
    <TextField
      size="small"
      placeholder={translate('framework.search')}
      aria-label={translate('framework.search')}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const { [GLOBAL_SEARCH_KEY]: _previous, ...others } = filterValues;
        setFilters(event.target.value.trim() ? { ...others, [GLOBAL_SEARCH_KEY]: event.target.value } : others, undefined, true);
      }}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
        // '/' focuses it (useListKeyboard).
        htmlInput: { [LIST_SEARCH_ATTRIBUTE]: true, 'aria-keyshortcuts': '/' },
      }}
    />
  );
}
