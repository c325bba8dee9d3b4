import { z } from 'zod';
import type { Queryable } from '../../db/database';
import {
  actionName, noteField, optionField, OrderTaskUpdate, RATING_DEFAULT, RATING_KEYS, TASK_MESSAGES, TaskConclusion, TaskDraft, TaskFalseAlarm, TaskReassignment, TaskUpdate,
  type OrderTask, type RatingKey, type Task,
} from '../../../schemas/entities/task';
import { boolInput } from '../../../schemas/forms/inputs';
import { assertCurrentVersion } from '../../history/versions';
import { badRequest, conflict } from '../../http/errors';
import { defineRoute, type RouteContext } from '../../http/route';
import { accountManagers, assertAssignable } from '../../tasks/accountManagers';
import { saveActions } from '../../tasks/taskActions';
import { addEvent, boardTasks, listTasks, taskHistoryView, taskOf, timeline } from '../../tasks/taskRecord';
import { assertDates, assertUpdatable, assertUpdater } from '../../tasks/taskRules';

const taskId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ORDER_TASK = 'BI First Order';
type StoredRatings = Partial<Record<RatingKey, { option: number; note: string }>>;

/** The order-task view of a task: its ratings as the spec's strings serviceOption… with their notes (default '5' and ''). */
async function orderTaskOf(task: Task, q: Queryable): Promise<OrderTask> {
  const [row] = await q.query<{ ratings: StoredRatings | null }>('SELECT ratings FROM tasks WHERE id = $1', [task.id]);
  const fields = RATING_KEYS.flatMap((key) => [
    [optionField(key), String(row?.ratings?.[key]?.option ?? RATING_DEFAULT)],
    [noteField(key), row?.ratings?.[key]?.note ?? ''],
  ]);
  return { id: task.id, title: task.title, debnr: task.debnr, debnaam: task.debnaam, isAfgehandeld: task.isAfgehandeld, ...Object.fromEntries(fields) } as OrderTask;
}

/** Gives a task (only an order task, for the order-task call) to another account manager of the caller's companies. */
async function reassign({ body, caller, services, recordHistory }: RouteContext<unknown, z.output<typeof TaskReassignment>>, orderTasksOnly: boolean): Promise<Task> {
  const { db, clock } = services;
  const at = clock.now();
  return db.transaction(async (tx) => {
    const task = await taskOf(tx, caller, body.id);
    if (orderTasksOnly && task.taskType !== ORDER_TASK) throw badRequest('Only a BI First Order task is reassigned here', { id: 'is not an order task' });
    if (task.azureId === body.azureId) return task;
    await assertAssignable(tx, caller, body.azureId);
    await tx.query(
      'UPDATE tasks SET azure_id = $2, changed_account_manager = true, assigned_date = $3, last_updater_azure_id = $4, last_update = $3, version = version + 1 WHERE id = $1',
      [body.id, body.azureId, at, caller.azureId],
    );
    await addEvent(tx, body.id, at, 'Account manager changed', task.azureId, body.azureId);
    const after = await taskOf(tx, caller, body.id);
    await recordHistory(tx, { entity: 'task', recordId: body.id, action: 'assign', changes: { accountManager: { from: task.accountManager, to: after.accountManager } } });
    return after;
  });
}

/** Tasks (spec part 2 §7 "Tasks"): the lists, a task with its timeline, create, save, conclude, comments, false alarm. */
export const taskRoutes = [
  // `others` and `archive` are extension hints that narrow the answer; the browser splits the lists by the tasks'
  // own fields too (resources/tasks/taskLists.ts), so a back office without them serves the same screens.
  defineRoute({
    endpoint: 'GET task/getTasks',
    query: z.object({ others: boolInput.default(false) }),
    async handler({ caller, query, services }) {
      return listTasks(services.db, caller, query.others);
    },
  }),
  defineRoute({
    endpoint: 'GET task/getTasksOverview',
    query: z.object({ archive: boolInput.default(false) }),
    async handler({ caller, query, services }) {
      return boardTasks(services.db, caller, query.archive);
    },
  }),
  defineRoute({ endpoint: 'POST task/UpdateTaskAccountManager', body: TaskReassignment.loose(), handler: (ctx) => reassign(ctx, false) }),
  defineRoute({ endpoint: 'POST task/UpdateOrderTaskAccountManager', body: TaskReassignment.loose(), handler: (ctx) => reassign(ctx, true) }),
  defineRoute({
    endpoint: 'GET task/getOrderTask/{id}',
    query: z.object({ id: taskId }),
    async handler({ caller, query, services }): Promise<OrderTask> {
      return orderTaskOf(await taskOf(services.db, caller, query.id), services.db);
    },
  }),
  defineRoute({
    endpoint: 'POST task/UpdateOrderTask',
    body: OrderTaskUpdate,
    async handler({ body, caller, services, recordHistory }): Promise<OrderTask> {
      const { db, clock } = services;
      const at = clock.now();
      return db.transaction(async (tx) => {
        const task = await taskOf(tx, caller, body.id);
        if (task.taskType !== ORDER_TASK) throw badRequest('Only a BI First Order task takes ratings', { id: 'is not an order task' });
        const ratings = Object.fromEntries(RATING_KEYS.map((key) => [key, { option: body[optionField(key)], note: body[noteField(key)] }]));
        await tx.query(
          'UPDATE tasks SET ratings = $2::jsonb, is_afgehandeld = true, last_updater_azure_id = $3, last_update = $4, version = version + 1 WHERE id = $1',
          [body.id, JSON.stringify(ratings), caller.azureId, at],
        );
        await addEvent(tx, body.id, at, 'Task update', caller.azureId, null, 'Ratings');
        await recordHistory(tx, { entity: 'task', recordId: body.id, action: 'update', changes: { ratings: { from: null, to: ratings } } });
        return orderTaskOf(await taskOf(tx, caller, body.id), tx);
      });
    },
  }),
  defineRoute({
    endpoint: 'GET task/gettask/{id}',
    query: z.object({ id: taskId }),
    async handler({ caller, query, services }) {
      const task = await taskOf(services.db, caller, query.id);
      // One view event per user per 10 minutes: reloading the page after each change is not a new visit.
      await services.db.query(
        `INSERT INTO task_events (task_id, event_date, type, from_azure_id, message)
         SELECT $1, $2, 'Task viewed', $3, '' WHERE NOT EXISTS (
           SELECT 1 FROM task_events WHERE task_id = $1 AND type = 'Task viewed' AND from_azure_id = $3 AND event_date > $2::timestamptz - interval '10 minutes')`,
        [task.id, services.clock.now(), caller.azureId],
      );
      return task;
    },
  }),
  defineRoute({
    endpoint: 'GET task/GetTaskEventsForTimeLine/{id}',
    query: z.object({ id: taskId }),
    async handler({ caller, query, services }) {
      await taskOf(services.db, caller, query.id);
      return timeline(services.db, query.id);
    },
  }),
  defineRoute({
    endpoint: 'GET task/getAccountManagers',
    handler: ({ caller, services }) => accountManagers(services.db, caller),
  }),
  defineRoute({
    endpoint: 'POST task/createtask',
    body: TaskDraft,
    async handler({ body, caller, services, today, recordHistory }): Promise<Task> {
      const { db, clock } = services;
      assertDates(body.startDate, body.endDate, today);
      const [customer] = await db.query(
        `SELECT 1 FROM customers c WHERE c.debnr = $1
            AND c.group_code IN (SELECT ug.group_code FROM user_groups ug JOIN users u ON u.id = ug.user_id WHERE u.azure_id = $2)`,
        [body.debnr, caller.azureId],
      );
      if (!customer) throw badRequest(TASK_MESSAGES.wrongCustomer, { debnr: TASK_MESSAGES.wrongCustomer });
      await assertAssignable(db, caller, body.azureId);
      const at = clock.now();
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO tasks (title, description, debnr, azure_id, created_by, start_date, end_date, task_type, urgency, real_context, assigned_date, last_updater_azure_id, last_update)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $5, $11) RETURNING id`,
          [body.title, body.description, body.debnr, body.azureId, caller.azureId, body.startDate, body.endDate, body.taskType, body.urgency, body.realContext, at],
        );
        const id = Number(row!.id);
        for (const action of body.actions) {
          await tx.query('INSERT INTO task_actions (task_id, name, title, checked, created_date) VALUES ($1, $2, $3, false, $4)', [id, actionName(action.title), action.title, at]);
        }
        await addEvent(tx, id, at, 'Task created', caller.azureId, body.azureId, body.title);
        if (body.comment) await addEvent(tx, id, at, 'Comment', caller.azureId, body.azureId, body.comment);
        const task = await taskOf(tx, caller, id);
        await recordHistory(tx, { entity: 'task', recordId: id, action: 'create', after: taskHistoryView(task) });
        return task;
      });
    },
  }),
  defineRoute({
    endpoint: 'POST task/UpdateTask',
    body: TaskUpdate,
    async handler({ body, caller, services, recordHistory }): Promise<Task> {
      const { db, clock } = services;
      const at = clock.now();
      assertUpdater(body.azureIdFromUpdater, caller);
      return db.transaction(async (tx) => {
        const current = (q: typeof tx) => taskOf(q, caller, body.id);
        await current(tx); // 404 before anything else for a task out of reach
        await assertCurrentVersion(tx, { entity: 'task', rowId: body.id, recordId: body.id, version: body.version, current });
        const before = await current(tx);
        assertUpdatable(before, body);
        const reassigned = body.azureId !== before.azureId;
        if (reassigned) await assertAssignable(tx, caller, body.azureId);
        await tx.query(
          `UPDATE tasks SET title = $2, description = $3, azure_id = $4, start_date = $5, end_date = $6, urgency = $7, real_context = $8, notes = $9,
                  closed_until = $10, last_updater_azure_id = $11, last_update = $12, version = version + 1,
                  changed_account_manager = changed_account_manager OR $13, assigned_date = CASE WHEN $13 THEN $12 ELSE assigned_date END,
                  task_type = $14
            WHERE id = $1`,
          [body.id, body.title, body.description, body.azureId, body.startDate, body.endDate, body.urgency, body.realContext, body.notes,
            body.closedUntil ?? null, caller.azureId, at, reassigned, body.taskType],
        );
        await saveActions(tx, before, body.actions, caller.azureId, at);
        await addEvent(tx, body.id, at, 'Task update', caller.azureId, null, TASK_MESSAGES.updated);
        if (reassigned) await addEvent(tx, body.id, at, 'Account manager changed', before.azureId, body.azureId);
        const after = await current(tx);
        await recordHistory(tx, { entity: 'task', recordId: body.id, action: 'update', before: taskHistoryView(before), after: taskHistoryView(after) });
        return after;
      });
    },
  }),
  defineRoute({
    endpoint: 'POST task/concludetask',
    body: TaskConclusion.loose(),
    async handler({ body, caller, services, recordHistory }): Promise<Task> {
      const { db, clock } = services;
      const at = clock.now();
      return db.transaction(async (tx) => {
        const task = await taskOf(tx, caller, body.id);
        if (task.concluded === body.concluded) throw conflict(body.concluded ? TASK_MESSAGES.alreadyConcluded : 'task is not concluded');
        if (!body.concluded) {
          await tx.query('UPDATE tasks SET concluded = false, last_updater_azure_id = $2, last_update = $3, version = version + 1 WHERE id = $1', [body.id, caller.azureId, at]);
          await addEvent(tx, body.id, at, 'Task reopened', caller.azureId, null);
          await recordHistory(tx, { entity: 'task', recordId: body.id, action: 'reopen', changes: { concluded: { from: true, to: false } } });
          return taskOf(tx, caller, body.id);
        }
        const feedback = body.customerFeedback ?? null;
        if (feedback && feedback.azureId.toLowerCase() !== task.azureId?.toLowerCase()) await assertAssignable(tx, caller, feedback.azureId, 'customerFeedback.azureId');
        // A conclusion without the form's fields (the spec's bare { id, concluded }) keeps what the task had.
        await tx.query(
          `UPDATE tasks SET concluded = true, task_result_summary = COALESCE($2, task_result_summary), task_follow_up_summary = COALESCE($3, task_follow_up_summary),
                  customer_feedback = COALESCE($4::jsonb, customer_feedback), last_updater_azure_id = $5, last_update = $6, version = version + 1
            WHERE id = $1`,
          [body.id, body.taskResultSummary ?? null, body.taskFollowUpSummary ?? null, feedback && JSON.stringify({ ...feedback, azureId: feedback.azureId.toLowerCase() }), caller.azureId, at],
        );
        await addEvent(tx, body.id, at, 'Task concluded', caller.azureId, null, body.taskResultSummary ?? '');
        const after = await taskOf(tx, caller, body.id);
        await recordHistory(tx, {
          entity: 'task', recordId: body.id, action: 'conclude',
          changes: {
            concluded: { from: false, to: true },
            ...(feedback ? { customerFeedback: { from: task.customerFeedback ?? null, to: after.customerFeedback } } : {}),
          },
        });
        return after;
      });
    },
  }),
  defineRoute({
    endpoint: 'POST task/UpdateTaskFalseAlarm',
    body: TaskFalseAlarm.loose(),
    async handler({ body, caller, services, recordHistory }): Promise<Task> {
      const { db, clock } = services;
      const at = clock.now();
      assertUpdater(body.azureIdFromUpdater, caller);
      return db.transaction(async (tx) => {
        const task = await taskOf(tx, caller, body.id);
        // The spec's taskType and biId say which task and BI record the browser means: they must be this task's.
        if (body.taskType !== undefined && body.taskType !== task.taskType) throw badRequest('Invalid request body', { taskType: `is ${task.taskType} for this task` });
        if (body.biId !== undefined && body.biId !== task.biId) throw badRequest('Invalid request body', { biId: 'is not the BI record of this task' });
        if (task.concluded) throw conflict(TASK_MESSAGES.concluded);
        await tx.query(
          `UPDATE tasks SET concluded = true, task_result_summary = $2, task_follow_up_summary = $2, last_updater_azure_id = $3, last_update = $4, version = version + 1 WHERE id = $1`,
          [body.id, TASK_MESSAGES.falseAlarm, caller.azureId, at],
        );
        await addEvent(tx, body.id, at, 'Task concluded', caller.azureId, null, TASK_MESSAGES.falseAlarm);
        await recordHistory(tx, { entity: 'task', recordId: body.id, action: 'false alarm', changes: { concluded: { from: false, to: true } } });
        return taskOf(tx, caller, body.id);
      });
    },
  }),
  defineRoute({
    endpoint: 'POST task/createComment',
    body: z.object({ taskId, comment: z.string().trim().min(1, 'is required').max(4000) }).loose(),
    async handler({ body, caller, services }) {
      const task = await taskOf(services.db, caller, body.taskId);
      await addEvent(services.db, task.id, services.clock.now(), 'Comment', caller.azureId, task.azureId, body.comment);
      return { message: TASK_MESSAGES.commentSaved };
    },
  }),
];
