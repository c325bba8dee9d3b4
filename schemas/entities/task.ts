import { z } from 'zod';
import { INPUT_MAX_LENGTH } from '../constants';

/** Task types (spec part 2 §3); the two BI types are generated, never created by hand. */
export const TASK_TYPES = ['BI Retention', 'BI First Order', 'geen_type', 'belafspraak', 'terugmailen'] as const;
export const FREE_TASK_TYPES = ['geen_type', 'belafspraak', 'terugmailen'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
export const RETENTION = 'BI Retention';

export const MAX_TASK_ACTIONS = 3;
export const MAX_RETENTION_REASONS = 3;
/** New tasks end this many days after they start (spec part 2 §9). */
export const TASK_DEFAULT_DAYS = 7;
/** After a create the form returns to /tasks after this long; the expired-tasks snackbar stays this long. */
export const TASK_REDIRECT_MS = 3000;
export const EXPIRED_SNACKBAR_MS = 6000;
/** Overdue rows: orange from the day after the end date, red when more than this many days overdue. */
export const OVERDUE_RED_DAYS = 7;

/** Retention reasons; the last two reveal and require a free text or a closed-until date. */
export const RETENTION_REASONS = [
  'Te duur', 'Kwaliteit niet goed', 'Levering te laat', 'Koopt bij concurrent', 'Minder omzet in de winkel', 'Seizoensgebonden', 'Winkel tijdelijk gesloten', 'Anders, namelijk...',
] as const;
export const REASON_OTHER = 'Anders, namelijk...';
export const REASON_CLOSED = 'Winkel tijdelijk gesloten';

/** The spec's texts (part 2 §5, §8), verbatim. */
export const TASK_MESSAGES = {
  title: 'Titel is verplicht',
  description: 'Beschrijving is verplicht',
  customer: 'Klantnummer is verplicht',
  accountManager: 'Account manager is verplicht',
  notAssignable: 'is not an account manager of your companies',
  notUpdater: 'must be your own azure id',
  objective: 'Doel is verplicht',
  tooManyReasons: 'checked more actions than allowed',
  pickOne: 'Pick at least 1 option',
  concluded: 'This task has already been finished. Re-open this task to proceed to edit',
  alreadyConcluded: 'task already concluded',
  notYours: "Something went wrong. Either you don't have sufficient permissions to view this task or this task is assigned to a different user.",
  wrongCustomer: 'Something went wrong. Are you sure the customer number is correct?',
  concludedDone: 'De taak is afgehandeld!',
  commentSaved: 'Your comment has been saved!',
  updated: 'Successfully updated',
  created: 'Successfully created',
  expired: 'open expired tasks',
  empty: 'No tasks assigned to you found',
  falseAlarm: 'False Alarm',
  endBeforeStart: 'End date cannot be before the start date',
  startPast: 'Start date cannot be before today',
  tooManyActions: 'At most 3 actions',
  createdError: 'created task error',
  /** A task that cannot be fetched; its 'notify us' is the support mail link. */
  assignedElsewhere: 'An error occured. This task might be assigned to a different user. If you suspect something went wrong, please inform your manager and notify us.',
  notifyUs: 'notify us',
  /** A failed conclusion, followed by the contact (the spec omits the named contact: the support mailbox). */
  contact: 'Er is een fout opgetreden. Contacteer',
  customerNotLoaded: 'De klant kan niet worden geladen of behoort niet tot je toegewezen klanten.',
  reasonsRequired: 'reasons is_required',
} as const;

/** A follow-up action of a task (spec part 2 §3 "Task action"). */
export const TaskAction = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  checked: z.boolean(),
  createdDate: z.string(),
  checkedDate: z.string().nullable(),
  checkedAzureId: z.string().nullable(),
});
export type TaskAction = z.infer<typeof TaskAction>;

/** A task as the list and the task page read it. */
export const Task = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  debnr: z.string(),
  debnaam: z.string(),
  phoneNumber: z.string(),
  debland: z.string(),
  azureId: z.string().nullable(),
  accountManager: z.string().nullable(),
  createdBy: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  taskType: z.enum(TASK_TYPES),
  urgency: z.boolean(),
  realContext: z.string(),
  taskResultSummary: z.string().nullable(),
  taskFollowUpSummary: z.string().nullable(),
  notes: z.string(),
  concluded: z.boolean(),
  closedUntil: z.string().nullable(),
  weerBesteld: z.boolean(),
  lastUpdaterAzureId: z.string().nullable(),
  isAfgehandeld: z.boolean(),
  businessUnit: z.string().nullable(),
  changedAccountManager: z.boolean(),
  /** The BI record a generated task came from, and its figures (the retention or first-order panel). */
  biId: z.number().nullable(),
  biDataMinor: z.record(z.string(), z.unknown()).nullable(),
  isArchive: z.boolean(),
  /** Follow-up actions; on a BI Retention task these are its reasons, the checked ones chosen (at most 3). */
  actions: z.array(TaskAction),
  /** Extension: the customer feedback given with the conclusion form; a legacy task has none. */
  customerFeedback: z.object({ azureId: z.string(), score: z.number(), reasons: z.string() }).nullish(),
  /** Extension: the record version behind 409 conflicts; a legacy task has none. */
  version: z.number().optional(),
});
export type Task = z.infer<typeof Task>;

/** A timeline event (spec part 2 §2 "Timeline"). */
export const TaskEvent = z.object({
  id: z.number(),
  eventDate: z.string(),
  type: z.string(),
  fromName: z.string().nullable(),
  toName: z.string().nullable(),
  message: z.string(),
});
export type TaskEvent = z.infer<typeof TaskEvent>;

export const TaskAccountManager = z.object({
  azureId: z.string(),
  name: z.string(),
});
export type TaskAccountManager = z.infer<typeof TaskAccountManager>;

const RATING_TEXT = 'must be a rating from 1 to 10';
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');
const text = (max: number) => z.string().trim().max(max);
const required = (message: string, max = INPUT_MAX_LENGTH) => z.string({ error: message }).trim().min(1, message).max(max);

/** An action's name: its title lowercased, spaces as underscores (spec part 2 §3). */
export const actionName = (title: string) => title.toLowerCase().replace(/ /g, '_');

/** An action as the form sends it: new ones without id (the task's other action fields are ignored). */
const ActionDraft = z.object({ id: z.number().int().positive().optional(), title: required('is required', 200), checked: z.boolean().default(false) });
/** A bound on any action list a body may carry; the rules per task type are tighter. */
const MAX_ACTIONS_IN_BODY = 50;

/** POST task/createtask (spec part 2 §5 "New task"): never a BI type. */
export const TaskDraft = z.object({
  title: required(TASK_MESSAGES.title),
  description: required(TASK_MESSAGES.description, 4000),
  debnr: required(TASK_MESSAGES.customer, 20),
  azureId: z.string({ error: TASK_MESSAGES.accountManager }).uuid(TASK_MESSAGES.accountManager),
  startDate: isoDate,
  endDate: isoDate,
  taskType: z.enum(FREE_TASK_TYPES, { error: 'must be geen_type, belafspraak or terugmailen' }).default('geen_type'),
  urgency: z.boolean().default(false),
  realContext: required(TASK_MESSAGES.objective, 4000),
  actions: z.array(ActionDraft).max(MAX_TASK_ACTIONS, TASK_MESSAGES.tooManyActions).default([]),
  comment: text(4000).optional(),
});
export type TaskDraft = z.output<typeof TaskDraft>;

const azureIdFromUpdater = z.string().uuid('must be your azure id (uuid)');

/**
 * POST task/UpdateTask: the task as loaded with the page's changes and the updater's id (spec part 2 §5, §7).
 * A BI Retention task's reasons are its actions, at most 3 of them checked; other tasks have at most 3 actions.
 */
export const TaskUpdate = z
  .object({
    id: z.number().int().positive(),
    title: required('Title is required'),
    description: text(4000).nullish().transform((v) => v ?? ''),
    azureId: z.string({ error: 'Account manager is required' }).uuid('Account manager is required'),
    azureIdFromUpdater: azureIdFromUpdater.optional(),
    startDate: isoDate,
    endDate: isoDate,
    taskType: z.enum(TASK_TYPES),
    urgency: z.boolean().default(false),
    realContext: text(4000).nullish().transform((v) => v ?? ''),
    notes: text(4000).nullish().transform((v) => v ?? ''),
    closedUntil: isoDate.nullish(),
    actions: z.array(ActionDraft).max(MAX_ACTIONS_IN_BODY).nullish().transform((v) => v ?? []),
    version: z.number().int().positive().optional(),
  })
  .superRefine((task, ctx) => {
    const issue = actionsIssue(task.taskType, task.actions);
    if (issue) ctx.addIssue({ code: 'custom', path: ['actions'], message: issue });
  });
export type TaskUpdate = z.output<typeof TaskUpdate>;

/** What is wrong with a task's action list, if anything: too many checked reasons, or too many actions. */
function actionsIssue(taskType: TaskType, actions: readonly { checked: boolean }[]): string | undefined {
  if (taskType === RETENTION) {
    if (actions.length > RETENTION_REASONS.length) return `At most ${RETENTION_REASONS.length} reasons`;
    return actions.filter((a) => a.checked).length > MAX_RETENTION_REASONS ? TASK_MESSAGES.tooManyReasons : undefined;
  }
  return actions.length > MAX_TASK_ACTIONS ? TASK_MESSAGES.tooManyActions : undefined;
}

/** The reasons chosen on a BI Retention task: the titles of its checked actions. */
export const checkedReasons = (actions: readonly { title: string; checked: boolean }[]) => actions.filter((a) => a.checked).map((a) => a.title);

/**
 * The retention rules of saving (spec part 2 §5), for the form and the api alike: a reason unless the
 * account manager changed; 'Anders, namelijk...' needs the objective, 'Winkel tijdelijk gesloten' the date.
 */
export function retentionErrors(
  values: { actions: readonly { title: string; checked: boolean }[]; azureId: string; realContext?: string | null; closedUntil?: string | null },
  stored: Pick<Task, 'azureId' | 'changedAccountManager'>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const reasons = checkedReasons(values.actions);
  const reassigned = values.azureId !== stored.azureId || stored.changedAccountManager;
  if (reasons.length === 0 && !reassigned) errors.actions = TASK_MESSAGES.pickOne;
  if (reasons.includes(REASON_OTHER) && !values.realContext?.trim()) errors.realContext = 'Objective is required';
  if (reasons.includes(REASON_CLOSED) && !values.closedUntil) errors.closedUntil = 'Closed until is required';
  return errors;
}

/** Scores below this need their reasons in the conclusion form (spec part 2 §5: 'reasons is_required'). */
export const FEEDBACK_REASONS_BELOW = 5;

/**
 * The conclusion form's customer-feedback section (spec part 2 §2, §5): the account manager it concerns
 * (required), the customer's score 1 to 10 (default 5) and the reasons, required for a score below 5.
 */
export const CustomerFeedback = z
  .object({
    azureId: z.string({ error: 'Account manager is required' }).uuid('Account manager is required'),
    score: z.number({ error: RATING_TEXT }).int(RATING_TEXT).min(1, RATING_TEXT).max(10, RATING_TEXT),
    reasons: text(2000).nullish().transform((v) => v ?? ''),
  })
  .superRefine((feedback, ctx) => {
    if (feedback.score < FEEDBACK_REASONS_BELOW && !feedback.reasons) ctx.addIssue({ code: 'custom', path: ['reasons'], message: TASK_MESSAGES.reasonsRequired });
  });
export type CustomerFeedback = z.output<typeof CustomerFeedback>;

/**
 * POST task/concludetask: the spec's { id, concluded }; concluding through the form adds the task's result and
 * follow-up summaries (Task fields) and, as an extension, the customer feedback. Reopening takes only the two.
 */
export const TaskConclusion = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  concluded: z.boolean(),
  taskResultSummary: text(4000).nullish(),
  taskFollowUpSummary: text(4000).nullish(),
  customerFeedback: CustomerFeedback.nullish(),
});
export type TaskConclusion = z.output<typeof TaskConclusion>;

/** POST task/UpdateTaskFalseAlarm (spec part 2 §7): id, azureIdFromUpdater, taskType, biId; the last three checked when sent. */
export const TaskFalseAlarm = z.object({
  id: z.number().int().positive(),
  azureIdFromUpdater: azureIdFromUpdater.optional(),
  taskType: z.enum(TASK_TYPES).optional(),
  biId: z.number().int().nullish(),
});

/** POST task/UpdateTaskAccountManager, task/UpdateOrderTaskAccountManager: the task with its new account manager in azureId. */
export const TaskReassignment = z.object({ id: z.number().int().positive(), azureId: z.string().uuid('Account manager is required') });

/** Whether a task is overdue today, and how badly: orange, or red when more than 7 days (spec part 2 §9). */
export function overdue(task: Pick<Task, 'endDate' | 'concluded'>, today: string): 'none' | 'orange' | 'red' {
  if (task.concluded || task.endDate >= today) return 'none';
  const days = Math.round((Date.parse(today) - Date.parse(task.endDate)) / 86_400_000);
  return days > OVERDUE_RED_DAYS ? 'red' : 'orange';
}

/** The five satisfaction ratings of an order task (spec part 2 §2 "Order task"), 1 to 10, default 5. */
export const RATING_KEYS = ['service', 'quality', 'price', 'webshop', 'transport'] as const;
export type RatingKey = (typeof RATING_KEYS)[number];
export const RATING_DEFAULT = 5;
/** A rating's fields as the spec names them (§3 "Order task extras"): serviceOption, sent as a string, and serviceNote. */
export const optionField = (key: RatingKey) => `${key}Option` as const;
export const noteField = (key: RatingKey) => `${key}Note` as const;
const ratingFields = Object.fromEntries(RATING_KEYS.flatMap((key) => [[optionField(key), z.string()], [noteField(key), z.string()]])) as {
  [K in RatingKey as `${K}Option` | `${K}Note`]: z.ZodString;
};

/** An order task (BI First Order) with its ratings, each option a string '1' to '10' (default '5'); finished once saved. */
export const OrderTask = z.object({
  id: z.number(),
  title: z.string(),
  debnr: z.string(),
  debnaam: z.string(),
  isAfgehandeld: z.boolean(),
  ...ratingFields,
});
export type OrderTask = z.infer<typeof OrderTask>;

/** A rating as sent: a string '1' to '10' (the spec's shape), a number tolerated; read as a number. */
const rating = z
  .union([z.string({ error: RATING_TEXT }).trim().regex(/^(?:[1-9]|10)$/, RATING_TEXT), z.number({ error: RATING_TEXT }).int(RATING_TEXT).min(1, RATING_TEXT).max(10, RATING_TEXT)], {
    error: RATING_TEXT,
  })
  .transform(Number);
const note = z.string().trim().max(2000).nullish().transform((v) => v ?? '');

/** POST task/UpdateOrderTask: every rating set; a rating of 1 needs its note. */
export const OrderTaskUpdate = z
  .object({
    id: z.number().int().positive(),
    serviceOption: rating, serviceNote: note, qualityOption: rating, qualityNote: note, priceOption: rating, priceNote: note,
    webshopOption: rating, webshopNote: note, transportOption: rating, transportNote: note,
  })
  .superRefine((value, ctx) => {
    for (const key of RATING_KEYS) {
      if (value[optionField(key)] === 1 && !value[noteField(key)]) ctx.addIssue({ code: 'custom', path: [noteField(key)], message: 'a rating of 1 needs a note' });
    }
  });
export type OrderTaskUpdate = z.output<typeof OrderTaskUpdate>;
