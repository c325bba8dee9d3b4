import dayjs from 'dayjs';
import {
  CustomerFeedback, FREE_TASK_TYPES, RATING_DEFAULT, RETENTION, RETENTION_REASONS, TASK_DEFAULT_DAYS, TaskDraft, TASK_MESSAGES, type Task,
} from '../../schemas/entities/task';
import type { ConclusionValues } from './taskRequests';

export interface TaskFormValues {
  title: string;
  description: string;
  debnr: string;
  azureId: string;
  startDate: string;
  endDate: string;
  taskType: string;
  urgency: boolean;
  realContext: string;
  notes: string;
  closedUntil: string | null;
  actions: { id?: number; title: string; checked: boolean }[];
  comment?: string;
}

/** A new task: starts today, ends 7 days later, no type (spec part 2 §2, §9), assigned to the user. */
export function newTaskValues(today: string, azureId: string): TaskFormValues {
  return {
    title: '', description: '', debnr: '', azureId, startDate: today, endDate: dayjs(today).add(TASK_DEFAULT_DAYS, 'day').format('YYYY-MM-DD'),
    taskType: FREE_TASK_TYPES[0], urgency: false, realContext: '', notes: '', closedUntil: null, actions: [], comment: '',
  };
}

export function taskValues(task: Task): TaskFormValues {
  return {
    title: task.title, description: task.description, debnr: task.debnr, azureId: task.azureId ?? '', startDate: task.startDate, endDate: task.endDate,
    taskType: task.taskType, urgency: task.urgency, realContext: task.realContext ?? '', notes: task.notes ?? '', closedUntil: task.closedUntil,
    actions: retentionActions(task),
  };
}

/** The new-task form's messages (spec part 2 §5), from the schema the api checks. */
export function validateNewTask(values: TaskFormValues, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = TaskDraft.safeParse({ ...values, actions: values.actions.filter((a) => a.title?.trim()) });
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  if (values.startDate && values.startDate < today) errors.startDate ??= TASK_MESSAGES.startPast;
  if (values.endDate && values.startDate && values.endDate < values.startDate) errors.endDate ??= TASK_MESSAGES.endBeforeStart;
  return errors;
}

/** A retention task's reasons are its actions; a task that came without any offers the known reasons, unchecked. */
function retentionActions(task: Task): TaskFormValues['actions'] {
  const actions = task.actions ?? [];
  if (task.taskType !== RETENTION || actions.length > 0) return actions.map(({ id, title, checked }) => ({ id, title, checked }));
  return RETENTION_REASONS.map((title) => ({ title, checked: false }));
}

/** The conclusion form as it opens: the task's summaries, feedback about its account manager, score 5 (spec part 2 §9). */
export function conclusionValues(task: Task): ConclusionValues {
  const feedback = task.customerFeedback;
  return {
    taskResultSummary: task.taskResultSummary ?? '',
    taskFollowUpSummary: task.taskFollowUpSummary ?? '',
    customerFeedback: { azureId: feedback?.azureId ?? task.azureId ?? '', score: feedback?.score ?? RATING_DEFAULT, reasons: feedback?.reasons ?? '' },
  };
}

/** The conclusion form's rules, from the schema the api checks: an account manager; reasons for a score below 5 ('reasons is_required'). */
export function validateConclusion(values: ConclusionValues): Record<string, Record<string, string>> {
  const parsed = CustomerFeedback.safeParse(values.customerFeedback);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { customerFeedback: errors };
}
