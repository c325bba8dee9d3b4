import type { EndpointKey } from '../../schemas/endpoints';
import {
  actionName, FREE_TASK_TYPES, noteField, optionField, RATING_DEFAULT, RATING_KEYS, type CustomerFeedback, type OrderTask, type Task, type TaskType,
} from '../../schemas/entities/task';
import type { TaskFormValues } from './taskForm';

/**
 * The bodies the task screens post, shaped as the spec's calls take them (part 2 §3, §7): the legacy back
 * office binds whole records, so a body is the record as loaded with the user's changes on top.
 */

/** Whether the task page offers the type select: free tasks move between the free types; BI tasks keep theirs. */
export const isFreeTask = (task: Pick<Task, 'taskType'>) => (FREE_TASK_TYPES as readonly TaskType[]).includes(task.taskType);

/** POST task/UpdateTask: the task with the page's values, its actions named, and who saves it (azureIdFromUpdater). */
export function updateTaskBody(task: Task, values: TaskFormValues, updater: string) {
  const { comment: _comment, ...fields } = values;
  const actions = fields.actions.map((action) => ({ ...action, name: actionName(action.title) }));
  const taskType = isFreeTask(task) ? (fields.taskType as TaskType) : task.taskType;
  return { ...task, ...fields, actions, id: task.id, taskType, debnr: task.debnr, azureIdFromUpdater: updater };
}

/** The conclusion form's values (spec part 2 §2, §5): result, follow-up and the customer feedback. */
export interface ConclusionValues {
  taskResultSummary: string;
  taskFollowUpSummary: string;
  customerFeedback: { azureId: string; score: number; reasons: string };
}

/** POST task/concludetask from the conclusion form: the spec's { id, concluded: true } with the form's fields. */
export const conclusionBody = (task: Task, values: ConclusionValues) => ({
  id: task.id,
  concluded: true,
  taskResultSummary: values.taskResultSummary.trim(),
  taskFollowUpSummary: values.taskFollowUpSummary.trim(),
  customerFeedback: { ...values.customerFeedback, reasons: values.customerFeedback.reasons.trim() } satisfies CustomerFeedback,
});

/** POST task/UpdateTaskFalseAlarm: id, azureIdFromUpdater, taskType, biId. */
export const falseAlarmBody = (task: Task, updater: string) => ({ id: task.id, azureIdFromUpdater: updater, taskType: task.taskType, biId: task.biId ?? null });

/** POST task/createComment: taskId, comment, azureId (the commenter). */
export const commentBody = (task: Task, comment: string, azureId: string) => ({ taskId: task.id, comment, azureId });

/** Reassigning: an order task (BI First Order) through its own call; the body is the task with the new manager. */
export function reassignment(task: Task, azureId: string, name: string): { endpoint: EndpointKey; body: Task } {
  const endpoint: EndpointKey = task.taskType === 'BI First Order' ? 'POST task/UpdateOrderTaskAccountManager' : 'POST task/UpdateTaskAccountManager';
  return { endpoint, body: { ...task, azureId, accountManager: name } };
}

/** An order task's ratings as the form holds them: serviceOption… as numbers 1 to 10 (a missing or odd one 5), and their notes. */
export type RatingValues = Record<string, number | string>;

export function ratingValues(task: OrderTask): RatingValues {
  const entries = RATING_KEYS.flatMap((key) => {
    const option = Number(task[optionField(key)]);
    return [
      [optionField(key), Number.isInteger(option) && option >= 1 && option <= 10 ? option : RATING_DEFAULT],
      [noteField(key), task[noteField(key)] ?? ''],
    ];
  });
  return Object.fromEntries(entries);
}

/** POST task/UpdateOrderTask: the order task with serviceOption… sent as strings, and their notes. */
export function orderTaskBody(task: OrderTask, values: RatingValues): OrderTask {
  const fields = RATING_KEYS.flatMap((key) => [[optionField(key), String(values[optionField(key)])], [noteField(key), String(values[noteField(key)] ?? '')]]);
  return { ...task, ...Object.fromEntries(fields), id: task.id };
}
