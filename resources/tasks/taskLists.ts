import { RETENTION, type Task } from '../../schemas/entities/task';

/**
 * Which tasks each list shows, decided from the task's own fields (spec part 2 §2, §3): a legacy back
 * office answers getTasks and getTasksOverview without the others/archive query hints the reference api
 * takes, so the browser splits the answer itself; against an api that honours the hints this changes nothing.
 */
const sameUser = (a: string | null | undefined, b: string | null | undefined) => Boolean(a && b && a.toLowerCase() === b.toLowerCase());

/** Concluded or archived: the archive's; the overview has the open rest. */
export const isArchived = (task: Pick<Task, 'concluded' | 'isArchive'>) => task.concluded || task.isArchive === true;

/** The task list: the user's own tasks, or with the toggle those assigned to someone else, not retention; never archived ones. */
export function tasksFor(tasks: readonly Task[], me: string | undefined, others: boolean): Task[] {
  return tasks.filter((task) => !task.isArchive && (others ? !sameUser(task.azureId, me) && task.taskType !== RETENTION : sameUser(task.azureId, me)));
}

/** The managers' board: the archive (concluded or archived) or the overview (open). */
export const boardTasksFor = (tasks: readonly Task[], archive: boolean): Task[] => tasks.filter((task) => isArchived(task) === archive);
