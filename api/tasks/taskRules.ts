import { FREE_TASK_TYPES, RETENTION, retentionErrors, TASK_MESSAGES, type Task, type TaskType, type TaskUpdate } from '../../schemas/entities/task';
import { badRequest, conflict } from '../http/errors';
import type { Caller } from '../http/route';

/** Dates of a task: the end not before the start; a new task not starting before today. */
export function assertDates(startDate: string, endDate: string, today: string | undefined): void {
  if (today !== undefined && startDate < today) throw badRequest('Invalid request body', { startDate: TASK_MESSAGES.startPast });
  if (endDate < startDate) throw badRequest('Invalid request body', { endDate: TASK_MESSAGES.endBeforeStart });
}

/** The updater id a body carries (spec part 2 §5, §7) is the caller's own: nobody saves in another's name. */
export function assertUpdater(azureIdFromUpdater: string | undefined, caller: Caller): void {
  if (azureIdFromUpdater !== undefined && azureIdFromUpdater.toLowerCase() !== caller.azureId.toLowerCase()) {
    throw badRequest('Invalid request body', { azureIdFromUpdater: TASK_MESSAGES.notUpdater });
  }
}

const isFree = (type: TaskType) => (FREE_TASK_TYPES as readonly string[]).includes(type);

/** The task page's type select (spec part 2 §2) moves a free task between the free types; a BI task keeps its type. */
export const typeMayChange = (from: TaskType, to: TaskType) => from === to || (isFree(from) && isFree(to));

/** The rules of saving a task's page (spec part 2 §5): not while concluded; retention reasons; others' objective and description. */
export function assertUpdatable(stored: Task, update: TaskUpdate): void {
  if (stored.concluded) throw conflict(TASK_MESSAGES.concluded);
  if (!typeMayChange(stored.taskType, update.taskType)) throw badRequest('Invalid request body', { taskType: `${stored.taskType} cannot become ${update.taskType}` });
  assertDates(update.startDate, update.endDate, undefined);
  if (stored.taskType === RETENTION) {
    const errors = retentionErrors(update, stored);
    if (errors.actions) throw badRequest(errors.actions, errors);
    if (Object.keys(errors).length > 0) throw badRequest('Invalid request body', errors);
  } else {
    if (!update.description) throw badRequest('Invalid request body', { description: 'description is required' });
    if (!update.realContext) throw badRequest('Invalid request body', { realContext: 'realContext is required' });
  }
}
