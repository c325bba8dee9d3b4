import { MenuItem, Stack, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import type { Task } from '../../schemas/entities/task';
import type { ListSource } from '../framework/list/listSlots';
import { boardTasksFor } from './taskLists';

/** The board's filters (spec part 2 §2): the customer's country, and a business unit among that country's tasks. */
export const BOARD_COUNTRIES = ['all', 'fr', 'de', 'it', 'uk'] as const;
type Params = { country: string; businessUnit: string };
const EMPTY: Task[] = [];

const inCountry = (task: Task, country: string) => country === 'all' || (task.debland ?? '').toLowerCase() === country;

/** Business units of the chosen country's tasks, plus 'all'. */
export function businessUnitsOf(tasks: readonly Task[], country: string): string[] {
  return ['all', ...[...new Set(tasks.filter((t) => inCountry(t, country)).flatMap((t) => (t.businessUnit ? [t.businessUnit] : [])))].sort()];
}

/** The overview's or the archive's tasks: `archive` is a hint the reference api narrows by; the split is made here either way. */
function useBoard(archive: boolean) {
  const { data = EMPTY, isPending } = useApiQuery('GET task/getTasksOverview', { query: { archive } });
  return { data: useMemo(() => boardTasksFor(data, archive), [data, archive]), isPending };
}

function boardRows(archive: boolean) {
  return function useBoardRows({ country, businessUnit }: Params) {
    const { data, isPending } = useBoard(archive);
    const rows = useMemo(
      () => data.filter((t) => inCountry(t, country) && (businessUnit === 'all' || t.businessUnit === businessUnit)),
      [data, country, businessUnit],
    );
    return { data: rows, isPending };
  };
}

function boardFilters(archive: boolean) {
  return function BoardFilters({ params, setParams }: { params: Params; setParams(params: Params): void }) {
    const translate = useTranslate();
    const { data } = useBoard(archive);
    const units = businessUnitsOf(data, params.country);
    const label = (value: string) => (value === 'all' ? translate('tasks.all') : value);
    return (
      // On a phone the two share a row of their own, wide enough for their labels.
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}>
        <TextField select size="small" fullWidth={false} sx={{ width: { xs: 'auto', sm: 130 }, flex: { xs: 1, sm: 'none' }, minWidth: 0 }} label={translate('tasks.country')} value={params.country} onChange={(e) => setParams({ country: e.target.value, businessUnit: 'all' })}>
          {BOARD_COUNTRIES.map((c) => (
            <MenuItem key={c} value={c}>
              {label(c)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" fullWidth={false} sx={{ width: { xs: 'auto', sm: 180 }, flex: { xs: 1, sm: 'none' }, minWidth: 0 }} label={translate('tasks.business_unit')} value={params.businessUnit} onChange={(e) => setParams({ ...params, businessUnit: e.target.value })}>
          {units.map((u) => (
            <MenuItem key={u} value={u}>
              {label(u)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    );
  };
}

export const boardSource = (archive: boolean): ListSource<Task, Params> => ({
  initialParams: { country: 'all', businessUnit: 'all' },
  useRows: boardRows(archive),
  Params: boardFilters(archive),
});
