import { actionName, type Task, type TaskUpdate } from '../../schemas/entities/task';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/errors';
import { addEvent } from './taskRecord';

/**
 * Saves the task's follow-up actions as the form sends them: removed ones deleted, new ones added,
 * a tick or untick recorded with its time and the acting user (and a timeline event).
 */
export async function saveActions(tx: Queryable, task: Task, actions: TaskUpdate['actions'], azureId: string, at: Date): Promise<void> {
  const stored = new Map(task.actions.map((a) => [a.id, a]));
  for (const action of actions) if (action.id !== undefined && !stored.has(action.id)) throw badRequest('Invalid request body', { actions: `unknown action ${action.id}` });
  const kept = new Set(actions.flatMap((a) => (a.id === undefined ? [] : [a.id])));
  const removed = task.actions.filter((a) => !kept.has(a.id)).map((a) => a.id);
  if (removed.length > 0) await tx.query('DELETE FROM task_actions WHERE task_id = $1 AND id = ANY($2::bigint[])', [task.id, removed]);
  for (const action of actions) {
    const before = action.id === undefined ? undefined : stored.get(action.id);
    if (!before) {
      await tx.query(
        `INSERT INTO task_actions (task_id, name, title, checked, created_date, checked_date, checked_azure_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [task.id, actionName(action.title), action.title, action.checked, at, action.checked ? at : null, action.checked ? azureId : null],
      );
    } else if (before.checked !== action.checked || before.title !== action.title) {
      await tx.query('UPDATE task_actions SET title = $3, name = $4, checked = $5, checked_date = $6, checked_azure_id = $7 WHERE task_id = $1 AND id = $2', [
        task.id, before.id, action.title, actionName(action.title), action.checked, at, azureId,
      ]);
    }
    if (action.checked !== (before?.checked ?? false)) await addEvent(tx, task.id, at, 'Action', azureId, null, `${action.checked ? '☑' : '☐'} ${action.title}`);
  }
}
