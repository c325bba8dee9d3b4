import type { Task, TaskEvent } from '../../schemas/entities/task';
import { holdsAny } from '../../schemas/roles';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { readyPersonalList, type ReadyAnswer } from '../http/readyAnswer';
import type { Caller } from '../http/route';
import { TASK_MESSAGES } from '../../schemas/entities/task';

export const TASK_MANAGERS = ['iCRMManager', 'iTasksManager'] as const;
export const isTaskManager = (caller: Caller) => holdsAny(caller.roles, TASK_MANAGERS);

/**
 * The tasks a caller may see: the tasks assigned to them or created by them, and for managers every
 * task of a customer in their groups ($1 azureId, $2 manager flag).
 */
const VISIBLE = `
  (t.azure_id = $1 OR t.created_by = $1
   OR ($2::boolean AND c.group_code IN (SELECT ug.group_code FROM user_groups ug JOIN users u ON u.id = ug.user_id WHERE u.azure_id = $1)))`;

const TASK_SQL = `
  SELECT t.id, t.title, t.description, t.debnr, c.debnaam, c.phone_number AS "phoneNumber", c.country AS debland,
         t.azure_id::text AS "azureId", a.name AS "accountManager", t.created_by::text AS "createdBy",
         to_char(t.start_date, 'YYYY-MM-DD') AS "startDate", to_char(t.end_date, 'YYYY-MM-DD') AS "endDate", t.task_type AS "taskType",
         t.urgency, t.real_context AS "realContext", t.task_result_summary AS "taskResultSummary", t.task_follow_up_summary AS "taskFollowUpSummary",
         t.notes, t.concluded, to_char(t.closed_until, 'YYYY-MM-DD') AS "closedUntil", t.weer_besteld AS "weerBesteld",
         t.last_updater_azure_id::text AS "lastUpdaterAzureId", t.is_afgehandeld AS "isAfgehandeld", t.business_unit AS "businessUnit",
         t.changed_account_manager AS "changedAccountManager", t.bi_id::float8 AS "biId", t.bi_data AS "biDataMinor", t.is_archive AS "isArchive", t.customer_feedback AS "customerFeedback", t.version,
         COALESCE((SELECT json_agg(json_build_object('id', x.id, 'name', x.name, 'title', x.title, 'checked', x.checked, 'createdDate', x.created_date,
                                                      'checkedDate', x.checked_date, 'checkedAzureId', x.checked_azure_id) ORDER BY x.id)
                     FROM task_actions x WHERE x.task_id = t.id), '[]'::json) AS actions
    FROM tasks t
    JOIN customers c ON c.debnr = t.debnr
    LEFT JOIN users a ON a.azure_id = t.azure_id
   WHERE ${VISIBLE}`;

/** What a task list reads: the tasks and their actions, their customers, the people and their groups. */
const TASK_LISTS_FOLLOW = ['tasks', 'customers', 'people'];

/** The caller's own tasks, or (others) those of their reach assigned to someone else, not retention; open ones first. Ready-made. */
export function listTasks(db: Database, caller: Caller, others: boolean): Promise<ReadyAnswer> {
  const which = others ? `t.azure_id IS DISTINCT FROM $1 AND t.task_type <> 'BI Retention'` : 't.azure_id = $1';
  const manager = isTaskManager(caller);
  return readyPersonalList(db, TASK_LISTS_FOLLOW, `tasks:${caller.azureId}:${others}:${manager}`, () =>
    db.query<Task>(`${TASK_SQL} AND ${which} AND NOT t.is_archive ORDER BY t.concluded, t.end_date, t.id`, [caller.azureId, manager]),
  );
}

/** The managers' overview (open tasks) or archive (concluded or archived) of every task in their groups. Ready-made. */
export function boardTasks(db: Database, caller: Caller, archive: boolean): Promise<ReadyAnswer> {
  const which = archive ? '(t.concluded OR t.is_archive)' : 'NOT t.concluded AND NOT t.is_archive';
  return readyPersonalList(db, TASK_LISTS_FOLLOW, `taskBoard:${caller.azureId}:${archive}`, () =>
    db.query<Task>(
      `${TASK_SQL} AND c.group_code IN (SELECT ug.group_code FROM user_groups ug JOIN users u ON u.id = ug.user_id WHERE u.azure_id = $1)
          AND ${which} ORDER BY t.end_date, t.id`,
      [caller.azureId, true],
    ),
  );
}

/** One task the caller may see; else 404 with the spec's text. */
export async function taskOf(q: Queryable, caller: Caller, id: number): Promise<Task> {
  const [task] = await q.query<Task>(`${TASK_SQL} AND t.id = $3`, [caller.azureId, isTaskManager(caller), id]);
  if (!task) throw new HttpError(404, TASK_MESSAGES.notYours);
  return task;
}

/** A timeline event of a task. */
export async function addEvent(q: Queryable, taskId: number, at: Date, type: string, from: string | null, to: string | null, message = ''): Promise<void> {
  await q.query('INSERT INTO task_events (task_id, event_date, type, from_azure_id, to_azure_id, message) VALUES ($1, $2, $3, $4, $5, $6)', [taskId, at, type, from, to, message]);
}

export function timeline(q: Queryable, taskId: number): Promise<TaskEvent[]> {
  return q.query<TaskEvent>(
    `SELECT e.id, e.event_date AS "eventDate", e.type, f.name AS "fromName", t.name AS "toName", e.message
       FROM task_events e LEFT JOIN users f ON f.azure_id = e.from_azure_id LEFT JOIN users t ON t.azure_id = e.to_azure_id
      WHERE e.task_id = $1 ORDER BY e.event_date DESC, e.id DESC`,
    [taskId],
  );
}

/** What a task's history shows of it. */
export function taskHistoryView(task: Task): Record<string, unknown> {
  const { id: _id, version: _v, actions, biId: _b, biDataMinor: _bi, isArchive: _ar, customerFeedback: _f, debnaam: _n, phoneNumber: _p, debland: _c, azureId: _a, createdBy: _cb, lastUpdaterAzureId: _u, ...shown } = task;
  return { ...shown, actions: actions.map((a) => `${a.checked ? '☑' : '☐'} ${a.title}`) };
}
