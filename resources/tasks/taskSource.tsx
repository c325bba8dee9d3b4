import { FormControlLabel, Switch } from '@mui/material';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef } from 'react';
import { useCanAccess, useNotify, useStore, useTranslate } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import { EXPIRED_SNACKBAR_MS, overdue, TASK_MESSAGES, type Task } from '../../schemas/entities/task';
import type { ListSource } from '../framework/list/listSlots';
import { useClaims } from '../../ui/useClaims';
import { ASSIGNMENT_FLAG } from './AccountManagerCell';
import { tasksFor } from './taskLists';

type Params = { others: boolean };
const EMPTY: Task[] = [];

/**
 * The task list's rows: the user's own tasks, or with the toggle those assigned to others (see tasksFor). On the first
 * load, open tasks past their end date raise the spec's error snackbar for 6 s.
 */
function useTasks({ others }: Params) {
  const notify = useNotify();
  const warned = useRef(false);
  const me = useClaims()?.azureId;
  // `others` is a hint the reference api narrows by; the rows are split here from the answer either way.
  const { data = EMPTY, isPending, error } = useApiQuery('GET task/getTasks', { query: { others } });
  const rows = useMemo(() => tasksFor(data, me, others), [data, me, others]);
  useEffect(() => {
    if (warned.current || isPending || error) return;
    warned.current = true;
    const today = dayjs().format('YYYY-MM-DD');
    if (rows.some((task) => overdue(task, today) !== 'none')) notify(TASK_MESSAGES.expired, { type: 'error', autoHideDuration: EXPIRED_SNACKBAR_MS });
  }, [rows, isPending, error, notify]);
  return { data: rows, isPending: isPending && !error };
}

function OthersToggle({ params, setParams }: { params: Params; setParams(params: Params): void }) {
  const translate = useTranslate();
  const { canAccess: mayAssign } = useCanAccess({ resource: 'POST task/UpdateTaskAccountManager', action: 'call' });
  const [assigning, setAssigning] = useStore(ASSIGNMENT_FLAG, false);
  return (
    <>
      <FormControlLabel
        sx={{ flexShrink: 0 }}
        control={<Switch checked={params.others} onChange={(event) => setParams({ others: event.target.checked })} />}
        label={translate('tasks.show_others')}
      />
      {mayAssign && (
        <FormControlLabel
          sx={{ flexShrink: 0 }}
          control={<Switch checked={assigning} onChange={(event) => setAssigning(event.target.checked)} />}
          label={translate('tasks.assign_flag')}
        />
      )}
    </>
  );
}

export const taskSource: ListSource<Task, Params> = { initialParams: { others: false }, useRows: useTasks, Params: OthersToggle };
