import { useState } from 'react';
import { Button, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { Box, IconButton, Menu, MenuItem, TextField } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import ClearIcon from '@mui/icons-material/Clear';
import type { FilterType } from '../../../dataProvider/queryEngine';
import { useResourceLabels } from '../labels';
import { needsValue, rowsFromValues, valuesFromRows, type ColumnFilterTypes, type FilterRow } from './filterRows';
import { useRestoredFilters } from './savedViews/restoredFilters';

/**
 * Per-column filters with the types each column declares (contains, starts-with, ... is-false).
 * A value typed with a leading > or < in a contains filter compares instead (the engine reads it).
 */
export function ColumnFilters({ columns }: { columns: ColumnFilterTypes }) {
  const translate = useTranslate();
  const labels = useResourceLabels();
  const { filterValues, setFilters } = useListContext();
  const [rows, setRows] = useState<FilterRow[]>(() => rowsFromValues(filterValues, columns));
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  useRestoredFilters(useResourceContext(), (filter) => setRows(rowsFromValues(filter, columns)));

  const apply = (next: FilterRow[], debounce: boolean) => {
    setRows(next);
    setFilters(valuesFromRows(next, filterValues), undefined, debounce);
  };
  const change = (index: number, patch: Partial<FilterRow>, debounce = false) =>
    apply(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)), debounce);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {rows.map((row, index) => (
        <Box key={`${row.field}-${index}`} sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }} data-testid={`filter-${row.field}`}>
          <TextField
            select
            size="small"
            label={labels.field(row.field)}
            value={row.type}
            onChange={(event) => change(index, { type: event.target.value as FilterType })}
            sx={{ minWidth: 150 }}
          >
            {columns[row.field]!.map((type) => (
              <MenuItem key={type} value={type}>
                {translate(`framework.filter.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          {needsValue(row.type) && (
            <TextField
              size="small"
              label={translate('framework.filter.value')}
              value={row.value}
              onChange={(event) => change(index, { value: event.target.value }, true)}
            />
          )}
          <IconButton size="small" aria-label={translate('framework.filter.remove')} onClick={() => apply(rows.filter((_, i) => i !== index), false)}>
            <ClearIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button label="framework.filter.add" onClick={(event) => setMenuAnchor(event.currentTarget)}>
        <FilterListIcon />
      </Button>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {Object.entries(columns).map(([field, types]) => (
          <MenuItem
            key={field}
            onClick={() => {
              setMenuAnchor(null);
              setRows([...rows, { field, type: types[0]!, value: '' }]);
            }}
          >
            {labels.field(field)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
