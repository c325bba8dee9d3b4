import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { OrderTaskUpdate, RATING_KEYS, TASK_MESSAGES, TaskDraft, TaskUpdate, type OrderTask, type Task, type TaskAccountManager } from '../../../schemas/entities/task';
import { boolInput } from '../../../schemas/forms/inputs';
import { favouriteUsers, setFavourite } from '../../favourites/favourites';
import { assertCurrentVersion } from '../../history/versions';
import { badRequest, conflict } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { actionName, saveActions } from '../../tasks/taskActions';
import { addEvent, boardTasks, listTasks, taskHistoryView, taskOf, timeline } from '../../tasks/taskRecord';
import { assertDates, assertUpdatable } from '../../tasks/taskRules';

const taskId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** Who a manager can follow in the task overview: the users who work on tasks. */
const TASK_PEOPLE = ['iTasks', 'iTasksManager'];
const favouriteBody = z.object({ favoriteAzureId: z.string().uuid('must be an azure id (uuid)') }).loose();

/** The order-task view of a task: its ratings, read from the row. */
async function orderTaskOf(task: Task, q: Queryable): Promise<OrderTask> {
  const [row] = await q.query<{ ratings: OrderTask['ratings'] }>('SELECT ratings FROM tasks WHERE id = $1', [task.id]);
  return { id: task.id, title: task.title, debnr: task.debnr, debnaam: task.debnaam, ratings: row?.ratings ?? null, isAfgehandeld: task.isAfgehandeld };
}

/** Tasks (spec part 2 §7 "Tasks"): the lists, a task with its timeline, create, save, conclude, comments, false alarm. */
export const taskRoutes = [
  defineRoute({
    endpoint: 'GET task/GetFavouriteUsers',
    async handler({ caller, services }) {
      return favouriteUsers(services.db, caller.azureId, 'tasks', TASK_PEOPLE);
    },
  }),
  defineRoute({
    endpoint: 'POST task/AddFavouriteUser',
    body: favouriteBody,
    async handler({ body, caller, services }) {
      await setFavourite(services.db, caller.azureId, 'tasks', TASK_PEOPLE, body.favoriteAzureId, true);
      return favouriteUsers(services.db, caller.azureId, 'tasks', TASK_PEOPLE);
    },
  }),
  defineRoute({
    endpoint: 'POST task/RemoveFavouriteUser',
    body: favouriteBody,
    async handler({ body, caller, services }) {
      await setFavourite(services.db, caller.azureId, 'tasks', TASK_PEOPLE, body.favoriteAzureId, false);
      return favouriteUsers(services.db, caller.azureId, 'tasks', TASK_PEOPLE);
    },
  }),
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
  defineRoute({
    endpoint: 'POST task/UpdateTaskAccountManager',
    body: z.object({ id: taskId, azureId: z.string().uuid('Account manager is required') }).loose(),
    async handler({ body, caller, services, recordHistory }): Promise<Task> {
      const { db, clock } = services;
      const at = clock.now();
      const [assignee] = await db.query('SELECT 1 FROM users WHERE azure_id = $1 AND deleted_at IS NULL', [body.azureId]);
      if (!assignee) throw badRequest('Invalid request body', { azureId: 'Account manager is required' });
      return db.transaction(async (tx) => {
        const task = await taskOf(tx, caller, body.id);
        if (task.azureId === body.azureId) return task;
        await tx.query(
          'UPDATE tasks SET azure_id = $2, changed_account_manager = true, assigned_date = $3, last_updater_azure_id = $4, last_update = $3, version = version + 1 WHERE id = $1',
          [body.id, body.azureId, at, caller.azureId],
        );
        await addEvent(tx, body.id, at, 'Account manager changed', task.azureId, body.azureId);
        const after = await taskOf(tx, caller, body.id);
        await recordHistory(tx, { entity: 'task', recordId: body.id, action: 'assign', changes: { accountManager: { from: task.accountManager, to: after.accountManager } } });
        return after;
      });
    },
  }),
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
        if (task.taskType !== 'BI First Order') throw badRequest('Only a BI First Order task takes ratings', { id: 'is not an order task' });
        const ratings = Object.fromEntries(RATING_KEYS.map((key) => [key, { option: body[key], note: body[`${key}Note`] }]));
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
    async handler({ caller, services }): Promise<TaskAccountManager[]> {
      // Users who hold a task role in the caller's groups' companies.
      return services.db.query<TaskAccountManager>(
        `SELECT DISTINCT u.azure_id::text AS "azureId", u.name FROM users u
           JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id AND r.name IN ('iTasks', 'iTasksManager')
          WHERE u.deleted_at IS NULL AND u.company_id IN (SELECT g.company_id FROM user_groups ug JOIN users me ON me.id = ug.user_id JOIN debtor_groups g ON g.group_code = ug.group_code WHERE me.azure_id = $1)
          ORDER BY u.name`,
        [caller.azureId],
      );
    },
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
      const [assignee] = await db.query('SELECT 1 FROM users WHERE azure_id = $1 AND deleted_at IS NULL', [body.azureId]);
      if (!assignee) throw badRequest('Invalid request body', { azureId: TASK_MESSAGES.accountManager });
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
      return db.transaction(async (tx) => {
        const current = (q: typeof tx) => taskOf(q, caller, body.id);
        await current(tx); // 404 before anything else for a task out of reach
        await assertCurrentVersion(tx, { entity: 'task', rowId: body.id, recordId: body.id, version: body.version, current });
        const before = await current(tx);
        assertUpdatable(before, body);
        const reassigned = body.azureId !== before.azureId;
        await tx.query(
          `UPDATE tasks SET title = $2, description = $3, azure_id = $4, start_date = $5, end_date = $6, urgency = $7, real_context = $8, notes = $9,
                  reasons = $10::jsonb, closed_until = $11, last_updater_azure_id = $12, last_update = $13, version = version + 1,
                  changed_account_manager = changed_account_manager OR $14, assigned_date = CASE WHEN $14 THEN $13 ELSE assigned_date END
            WHERE id = $1`,
          [body.id, body.title, body.description, body.azureId, body.startDate, body.endDate, body.urgency, body.realContext, body.notes,
            JSON.stringify(body.reasons), body.closedUntil ?? null, caller.azureId, at, reassigned],
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
    body: z.object({ id: taskId, concluded: z.boolean() }),
    async handler({ body, caller, services, recordHistory }): Promise<Task> {
      const { db, clock } = services;
      const at = clock.now();
      return db.transaction(async (tx) => {
        const task = await taskOf(tx, caller, body.id);
        if (task.concluded === body.concluded) throw conflict(body.concluded ? TASK_MESSAGES.alreadyConcluded : 'task is not concluded');
        await tx.query('UPDATE tasks SET concluded = $2, last_updater_azure_id = $3, last_update = $4, version = version + 1 WHERE id = $1', [body.id, body.concluded, caller.azureId, at]);
        await addEvent(tx, body.id, at, body.concluded ? 'Task concluded' : 'Task reopened', caller.azureId, null);
        await recordHistory(tx, { entity: 'task', recordId: body.id, action: body.concluded ? 'conclude' : 'reopen', changes: { concluded: { from: !body.concluded, to: body.concluded } } });
        return taskOf(tx, caller, body.id);
      });
    },
  }),
  defineRoute({
    endpoint: 'POST task/UpdateTaskFalseAlarm',
    body: z.object({ id: taskId }).loose(),
    async handler({ body, caller, services, recordHistory }): Promise<Task> {
      const { db, clock } = services;
      const at = clock.now();
      return db.transaction(async (tx) => {
        const task = await taskOf(tx, caller, body.id);
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
