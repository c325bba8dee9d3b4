import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import { Alert, Box, Button, Card, CardContent, Checkbox, Grid, IconButton, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  BooleanInput, Form, Loading, SaveButton, SelectInput, TextInput, Title, useCreate, useGetOne, useNotify, useRedirect, useTranslate, useUpdate, type HttpError,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { call } from '../../dataProvider';
import {
  checkedReasons, FREE_TASK_TYPES, MAX_TASK_ACTIONS, REASON_CLOSED, REASON_OTHER, RETENTION, retentionErrors, TASK_MESSAGES, TASK_REDIRECT_MS, type Task,
} from '../../schemas/entities/task';
import { holdsAny } from '../../schemas/roles';
import { ErrorView } from '../../ui/ErrorView';
import { CustomerPickerInput } from '../../ui/inputs/CustomerPickerInput';
import { useClaims } from '../../ui/useClaims';
import { ConflictChoice, conflictOf, type Conflict } from '../framework/form/ConflictPanel';
import { useResourceLabels } from '../framework/labels';
import { HistoryPanel } from '../../ui/history/HistoryPanel';
import { AccountManagerInput } from './AccountManagerInput';
import { BiInfo } from './BiInfo';
import { ReasonsInput } from './ReasonsInput';
import { newTaskValues, taskValues, validateNewTask, type TaskFormValues } from './taskForm';
import { NotifyUs } from './SupportTexts';
import { ConclusionSummary, ConcludeDialog } from './TaskConclusion';
import { commentBody, falseAlarmBody, isFreeTask, updateTaskBody } from './taskRequests';
import { TaskTimeline } from './TaskTimeline';
import { WebshopVisits } from './WebshopVisits';

const todayIso = () => dayjs().format('YYYY-MM-DD');
/** The api's message for a refused body: the fields say what is wrong, so the page does not repeat it. */
const INVALID_BODY = 'Invalid request body';

/** Follow-up actions: at most 3, added and deleted; ticking one is recorded by the api with time and user. */
function ActionsInput({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const { fields, append, remove, update } = useFieldArray({ name: 'actions' });
  const actions = (useWatch({ name: 'actions' }) ?? []) as TaskFormValues['actions'];
  const [title, setTitle] = useState('');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle2">
        {translate('tasks.actions')}
      </Typography>
      {fields.map((field, i) => (
        <Stack key={field.id} direction="row" sx={{ alignItems: 'center' }}>
          <Checkbox
            checked={Boolean(actions[i]?.checked)}
            disabled={readOnly}
            onChange={(e) => update(i, { ...actions[i], checked: e.target.checked })}
            slotProps={{ input: { 'aria-label': actions[i]?.title } }}
          />
          <Typography sx={{ flexGrow: 1 }}>{actions[i]?.title}</Typography>
          <IconButton aria-label={`${translate('ra.action.delete')} ${actions[i]?.title}`} disabled={readOnly} onClick={() => remove(i)}>
            <Delete fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <MuiTextField size="small" label={translate('tasks.new_action')} value={title} onChange={(e) => setTitle(e.target.value)} disabled={readOnly || fields.length >= MAX_TASK_ACTIONS} />
        <Button
          startIcon={<Add />}
          disabled={readOnly || fields.length >= MAX_TASK_ACTIONS || title.trim() === ''}
          onClick={() => {
            append({ title: title.trim(), checked: false });
            setTitle('');
          }}
        >
          {translate('ra.action.add')}
        </Button>
      </Stack>
    </Box>
  );
}

/** /task/new (spec part 2 §2, §5): a free task; 3 s after it is created, back to /tasks. */
export function TaskCreate() {
  const translate = useTranslate();
  const labels = useResourceLabels();
  const redirect = useRedirect();
  const claims = useClaims();
  const [create] = useCreate();
  const today = todayIso();
  const idempotencyKey = useRef(crypto.randomUUID()).current;
  const [created, setCreated] = useState(false);
  const [failure, setFailure] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const field = labels.field;

  const save = async (values: Record<string, unknown>) => {
    const form = values as unknown as TaskFormValues;
    try {
      await create('tasks', { data: { ...form, actions: form.actions.filter((a) => a.title.trim()) }, meta: { idempotencyKey } }, { returnPromise: true });
      setCreated(true);
      setFailure(undefined);
      timer.current = setTimeout(() => redirect('/tasks'), TASK_REDIRECT_MS);
      return undefined;
    } catch (error) {
      const { message, body } = error as HttpError;
      // The spec's 'created task error', with what the api said when it says more than that the body was refused.
      setFailure(message && message !== INVALID_BODY ? message : '');
      return body?.errors as Record<string, string> | undefined;
    }
  };

  return (
    <Box sx={{ my: 2, maxWidth: 960 }}>
      <Title title={translate('tasks.create_title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('tasks.create_title')}
      </Typography>
      <Card>
        <CardContent>
          <Form defaultValues={newTaskValues(today, claims?.azureId ?? '')} validate={(v) => validateNewTask(v as unknown as TaskFormValues, today)} onSubmit={save} noValidate>
            {created && (
              <Alert severity="success" role="status" sx={{ mb: 2 }}>
                {TASK_MESSAGES.created}
              </Alert>
            )}
            {failure !== undefined && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {TASK_MESSAGES.createdError}
                {failure && <Typography variant="body2">{failure}</Typography>}
              </Alert>
            )}
            <Grid container columnSpacing={2}>
              <Grid size={12}>
                <TextInput source="title" label={field('title')} fullWidth />
              </Grid>
              <Grid size={12}>
                <TextInput source="description" label={field('description')} multiline minRows={5} fullWidth />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <CustomerPickerInput source="debnr" label={field('debnr')} readOnly={created} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <AccountManagerInput />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <TextInput source="startDate" type="date" label={field('startDate')} fullWidth slotProps={{ htmlInput: { min: today } }} />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <TextInput source="endDate" type="date" label={field('endDate')} fullWidth />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <SelectInput source="taskType" label={field('taskType')} choices={FREE_TASK_TYPES.map((t) => ({ id: t, name: t }))} fullWidth />
              </Grid>
              <Grid size={12}>
                <BooleanInput source="urgency" label={field('urgency')} />
                <TextInput source="realContext" label={field('realContext')} multiline minRows={6} fullWidth />
                <ActionsInput readOnly={created} />
                <TextInput source="comment" label={translate('tasks.comment')} multiline minRows={4} fullWidth />
              </Grid>
            </Grid>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button component={Link} to="/tasks">
                {translate('ra.action.back')}
              </Button>
              <SaveButton disabled={created} alwaysEnable={!created} />
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}

/** /task/{id}: the task loaded; a task of someone else answers the spec's text. */
export function TaskEdit() {
  const translate = useTranslate();
  const { id } = useParams();
  // A task out of reach (404) stays so: say it at once rather than after three retries.
  const { data, error, isPending, refetch } = useGetOne<Task>('tasks', { id: Number(id) }, { retry: (failures, failure) => (failure as HttpError).status !== 404 && failures < 3 });
  if (isPending) return <Loading />;
  if (error || !data) {
    const status = (error as HttpError | null)?.status ?? 404;
    if (status !== 404) return <ErrorView status={status} />;
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        <Typography>{TASK_MESSAGES.notYours}</Typography>
        <Typography variant="body2">
          <NotifyUs text={TASK_MESSAGES.assignedElsewhere} subject={translate('tasks.mail_subject', { id, title: '' })} />
        </Typography>
      </Alert>
    );
  }
  // Kept mounted across reloads: the form takes the saved task as its new values, the success text stays.
  return <TaskWorkPage task={data} reload={() => void refetch()} />;
}

function validateTask(values: TaskFormValues, task: Task): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.title?.trim()) errors.title = 'Title is required';
  if (!values.azureId) errors.azureId = 'Account manager is required';
  if (values.endDate < values.startDate) errors.endDate = TASK_MESSAGES.endBeforeStart;
  if (task.taskType === RETENTION) {
    Object.assign(errors, retentionErrors(values, task));
  } else {
    if (!values.description?.trim()) errors.description = 'Description is required';
    if (!values.realContext?.trim()) errors.realContext = 'Objective is required';
  }
  return errors;
}

/** Retention's revealed inputs: the free-text reason and the closed-until date. */
function RetentionExtras({ readOnly }: { readOnly: boolean }) {
  const labels = useResourceLabels();
  const reasons = checkedReasons((useWatch({ name: 'actions' }) ?? []) as TaskFormValues['actions']);
  return (
    <>
      {reasons.includes(REASON_OTHER) && <TextInput source="realContext" label={labels.field('realContext')} multiline minRows={2} readOnly={readOnly} fullWidth />}
      {reasons.includes(REASON_CLOSED) && <TextInput source="closedUntil" type="date" label={labels.field('closedUntil')} readOnly={readOnly} />}
    </>
  );
}

/**
 * The task page (spec part 2 §2, §5): the edit card left (retention reasons for BI Retention, else the
 * task's fields, actions and a comment box); right the BI figures or the timeline. Save, conclude or
 * reopen, false alarm; a concluded task is read-only until reopened.
 */
function TaskWorkPage({ task, reload }: { task: Task; reload(): void }) {
  const translate = useTranslate();
  const labels = useResourceLabels();
  const notify = useNotify();
  const claims = useClaims();
  const [update] = useUpdate();
  const [done, setDone] = useState<string>();
  const [comment, setComment] = useState('');
  const [changes, setChanges] = useState(0);
  // The task the edit is based on: the one loaded, or the one saved meanwhile once the user has seen it.
  const base = useRef(task);
  const [conflict, setConflict] = useState<Conflict>();
  const [saveError, setSaveError] = useState<string>();
  const [concluding, setConcluding] = useState(false);
  const subject = translate('tasks.mail_subject', { id: task.id, title: task.title });
  useEffect(() => {
    base.current = task;
  }, [task]);
  const retention = task.taskType === RETENTION;
  const locked = task.concluded;
  const field = labels.field;
  const back = holdsAny(claims?.roles ?? [], ['iTasksManager']) ? '/icrm/tasksoverview' : '/tasks';
  const me = claims?.azureId ?? '';
  const bi = task.taskType === RETENTION || task.taskType === 'BI First Order';

  const run = async (work: () => Promise<unknown>, message: string) => {
    try {
      await work();
      setDone(message);
      setChanges((n) => n + 1);
      reload();
    } catch (error) {
      notify((error as HttpError).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  const save = async (values: Record<string, unknown>) => {
    try {
      const data = updateTaskBody(base.current, values as unknown as TaskFormValues, me);
      await update('tasks', { id: task.id, data, previousData: base.current }, { mutationMode: 'pessimistic', returnPromise: true });
      setSaveError(undefined);
      setDone(TASK_MESSAGES.updated);
      reload();
      return undefined;
    } catch (error) {
      const { message, body, status } = error as HttpError;
      // A conflict has its own choice panel; any other failure stays on the page with the 'notify us' mail link.
      if (status === 409 && body?.current) setConflict(conflictOf(body, values, taskValues));
      else setSaveError(message || translate('ra.notification.http_error'));
      return body?.errors as Record<string, string> | undefined;
    }
  };

  return (
    <Box sx={{ my: 2 }}>
      <Title title={task.title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {task.title}
      </Typography>
      {task.weerBesteld && task.concluded && !task.lastUpdaterAzureId && <Alert severity="warning" sx={{ mb: 2 }}>{translate('tasks.reordered')}</Alert>}
      {done && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} action={<Button component={Link} to={back}>{translate('tasks.back_to_list')}</Button>}>
          {done}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Card>
            <CardContent>
              {locked && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {TASK_MESSAGES.alreadyConcluded}. {TASK_MESSAGES.concluded}
                </Alert>
              )}
              <ConclusionSummary task={task} />
              <Form defaultValues={taskValues(task)} validate={(v) => validateTask(v as unknown as TaskFormValues, task)} onSubmit={save} noValidate>
                {saveError && (
                  <Alert severity="error" sx={{ mb: 2 }}>
                    <NotifyUs text={saveError} subject={subject} />
                  </Alert>
                )}
                {conflict && (
                  <ConflictChoice
                    conflict={conflict}
                    valuesOf={taskValues}
                    onChosen={(current) => {
                      base.current = current as unknown as Task;
                      setConflict(undefined);
                    }}
                    save={save}
                  />
                )}
                <Grid container columnSpacing={2}>
                  <Grid size={12}>
                    <TextInput source="title" label={field('title')} readOnly={locked} fullWidth />
                  </Grid>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <TextInput source="debnr" label={field('debnr')} readOnly fullWidth helperText={false} />
                    <Typography variant="body2" sx={{ mt: -1, mb: 2 }}>{`${task.debnaam} · ${task.phoneNumber}`}</Typography>
                  </Grid>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <AccountManagerInput readOnly={locked} />
                  </Grid>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <TextInput source="startDate" type="date" label={field('startDate')} readOnly={locked} fullWidth />
                  </Grid>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <TextInput source="endDate" type="date" label={field('endDate')} readOnly={locked} fullWidth />
                  </Grid>
                  {isFreeTask(task) && (
                    <Grid size={{ xs: 12, md: 6 }}>
                      <SelectInput source="taskType" label={field('taskType')} choices={FREE_TASK_TYPES.map((t) => ({ id: t, name: t }))} readOnly={locked} fullWidth />
                    </Grid>
                  )}
                  {retention ? (
                    <Grid size={12}>
                      <ReasonsInput readOnly={locked} />
                      <RetentionExtras readOnly={locked} />
                      <TextInput source="notes" label={field('notes')} multiline minRows={3} readOnly={locked} fullWidth />
                    </Grid>
                  ) : (
                    <Grid size={12}>
                      <TextInput source="description" label={field('description')} multiline minRows={5} readOnly={locked} fullWidth />
                      <BooleanInput source="urgency" label={field('urgency')} readOnly={locked} />
                      <TextInput source="realContext" label={field('realContext')} multiline minRows={6} readOnly={locked} fullWidth />
                      <ActionsInput readOnly={locked} />
                    </Grid>
                  )}
                </Grid>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                  <Button component={Link} to={back}>
                    {translate('ra.action.back')}
                  </Button>
                  {task.taskType === 'BI First Order' && (
                    <Button component={Link} to={`/ordertask/${task.id}`}>
                      {translate('tasks.feedback')}
                    </Button>
                  )}
                  {!locked && (
                    <Button onClick={() => run(() => call('POST task/UpdateTaskFalseAlarm', { body: falseAlarmBody(task, me) }), TASK_MESSAGES.concludedDone)}>
                      {translate('tasks.false_alarm')}
                    </Button>
                  )}
                  {locked ? (
                    <Button variant="outlined" onClick={() => run(() => call('POST task/concludetask', { body: { id: task.id, concluded: false } }), translate('tasks.reopened'))}>
                      {translate('tasks.reopen')}
                    </Button>
                  ) : (
                    <Button variant="outlined" onClick={() => setConcluding(true)}>
                      {translate('tasks.conclude')}
                    </Button>
                  )}
                  <SaveButton disabled={locked} alwaysEnable={!locked} />
                </Stack>
              </Form>
              {!retention && (
                <Stack direction="row" spacing={1} sx={{ mt: 3, alignItems: 'flex-start' }}>
                  <MuiTextField label={translate('tasks.comment')} multiline minRows={4} fullWidth value={comment} onChange={(e) => setComment(e.target.value)} />
                  <Button
                    variant="contained"
                    disabled={comment.trim() === ''}
                    onClick={() =>
                      run(async () => {
                        await call('POST task/createComment', { body: commentBody(task, comment, me) });
                        setComment('');
                      }, TASK_MESSAGES.commentSaved)
                    }
                  >
                    {translate('tasks.send')}
                  </Button>
                </Stack>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate(bi ? 'tasks.bi_info' : 'tasks.timeline')}
              </Typography>
              {bi ? <BiInfo data={task.biDataMinor} /> : <TaskTimeline taskId={task.id} refresh={changes} />}
            </CardContent>
          </Card>
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('tasks.visits.title')}
              </Typography>
              <WebshopVisits debnr={task.debnr} />
            </CardContent>
          </Card>
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('app.history.title')}
              </Typography>
              <HistoryPanel key={changes} entity="task" id={String(task.id)} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {!locked && (
        <ConcludeDialog
          task={task}
          open={concluding}
          onClose={() => setConcluding(false)}
          onConcluded={() => {
            setConcluding(false);
            setDone(TASK_MESSAGES.concludedDone);
            setChanges((n) => n + 1);
            reload();
          }}
        />
      )}
    </Box>
  );
}
