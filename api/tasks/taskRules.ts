import { REASON_CLOSED, REASON_OTHER, RETENTION, TASK_MESSAGES, type Task, type TaskUpdate } from '../../schemas/entities/task';
import { badRequest, conflict } from '../http/errors';

/** Dates of a task: the end not before the start; a new task not starting before today. */
export function assertDates(startDate: string, endDate: string, today: string | undefined): void {
  if (today !== undefined && startDate < today) throw badRequest('Invalid request body', { startDate: TASK_MESSAGES.startPast });
  if (endDate < startDate) throw badRequest('Invalid request body', { endDate: TASK_MESSAGES.endBeforeStart });
}

/** The rules of saving a task's page (spec part 2 §5): not while concluded; retention reasons; others' objective and description. */
export function assertUpdatable(stored: Task, update: TaskUpdate): void {
  if (stored.concluded) throw conflict(TASK_MESSAGES.concluded);
  if (update.taskType !== stored.taskType) throw badRequest('Invalid request body', { taskType: 'cannot change' });
  assertDates(update.startDate, update.endDate, undefined);
  if (stored.taskType === RETENTION) {
    const managerChanged = update.azureId !== stored.azureId || stored.changedAccountManager;
    if (update.reasons.length === 0 && !managerChanged) throw badRequest(TASK_MESSAGES.pickOne, { reasons: TASK_MESSAGES.pickOne });
    if (update.reasons.includes(REASON_OTHER) && !update.realContext) throw badRequest('Invalid request body', { realContext: 'realContext is required' });
    if (update.reasons.includes(REASON_CLOSED) && !update.closedUntil) throw badRequest('Invalid request body', { closedUntil: 'closedUntil is required' });
  } else {
    if (!update.description) throw badRequest('Invalid request body', { description: 'description is required' });
    if (!update.realContext) throw badRequest('Invalid request body', { realContext: 'realContext is required' });
  }
}
