import { describe, expect, it } from 'vitest';
import {
  OrderTaskUpdate, RETENTION_REASONS, TaskFalseAlarm, TaskReassignment, TaskUpdate, type OrderTask, type Task,
} from '../../schemas/entities/task';
import { favouritesOf } from '../../resources/tasks/FavouritesDialog';
import { taskValues } from '../../resources/tasks/taskForm';
import { boardTasksFor, tasksFor } from '../../resources/tasks/taskLists';
import { falseAlarmBody, orderTaskBody, ratingValues, reassignment, updateTaskBody } from '../../resources/tasks/taskRequests';

const ME = '0a1b2c3d-0000-4000-8000-000000000001';
const OTHER = '0a1b2c3d-0000-4000-8000-000000000002';

const task = (changes: Partial<Task> = {}): Task => ({
  id: 7, title: 'Retentie Bloemenhuis', description: '', debnr: '104233', debnaam: 'Bloemenhuis', phoneNumber: '', debland: 'NL',
  azureId: ME, accountManager: 'Sam Sales', createdBy: null, startDate: '2026-06-01', endDate: '2026-06-08', taskType: 'BI Retention',
  urgency: false, realContext: '', taskResultSummary: null, taskFollowUpSummary: null, notes: '', concluded: false, closedUntil: null,
  weerBesteld: false, lastUpdaterAzureId: null, isAfgehandeld: false, businessUnit: 'Bloemen', changedAccountManager: false,
  biId: 70007, biDataMinor: { salesAmount: 120 }, isArchive: false, actions: [], ...changes,
});

/** What the task screens post, checked against the spec's shapes (part 2 §3, §7) and the schemas the reference api reads them with. */
describe('task requests', () => {
  it("offers a retention task's reasons as its actions, and posts UpdateTask as the task with checked actions and azureIdFromUpdater", () => {
    const values = taskValues(task());
    expect(values.actions).toEqual(RETENTION_REASONS.map((title) => ({ title, checked: false })));
    expect(values).not.toHaveProperty('reasons');
    values.actions[0]!.checked = true;
    const body = updateTaskBody(task(), values, ME);
    expect(body).toMatchObject({ id: 7, taskType: 'BI Retention', biId: 70007, debnaam: 'Bloemenhuis', azureIdFromUpdater: ME });
    expect(body.actions[0]).toEqual({ title: 'Te duur', name: 'te_duur', checked: true });
    expect(body).not.toHaveProperty('reasons');
    expect(TaskUpdate.parse(body).actions.filter((a) => a.checked)).toHaveLength(1);
  });

  it('posts a false alarm as id, azureIdFromUpdater, taskType and biId', () => {
    const body = falseAlarmBody(task(), ME);
    expect(body).toEqual({ id: 7, azureIdFromUpdater: ME, taskType: 'BI Retention', biId: 70007 });
    expect(TaskFalseAlarm.parse(body)).toEqual(body);
  });

  it('reassigns with the task and its new manager, an order task through UpdateOrderTaskAccountManager', () => {
    const free = reassignment(task({ taskType: 'belafspraak' }), OTHER, 'Max Manager');
    expect(free.endpoint).toBe('POST task/UpdateTaskAccountManager');
    expect(free.body).toMatchObject({ id: 7, title: 'Retentie Bloemenhuis', debnr: '104233', azureId: OTHER, accountManager: 'Max Manager' });
    expect(TaskReassignment.parse(free.body)).toEqual({ id: 7, azureId: OTHER });
    expect(reassignment(task({ taskType: 'BI First Order' }), OTHER, 'Max Manager').endpoint).toBe('POST task/UpdateOrderTaskAccountManager');
  });

  it('reads the order task ratings as strings (5 when missing) and posts serviceOption… as strings with their notes', () => {
    const order = { id: 9, title: 'Eerste bestelling', debnr: '104233', debnaam: 'Bloemenhuis', isAfgehandeld: false, serviceOption: '8', serviceNote: 'Snel' } as OrderTask;
    const values = ratingValues(order);
    expect(values).toMatchObject({ serviceOption: 8, serviceNote: 'Snel', qualityOption: 5, qualityNote: '' });
    const body = orderTaskBody(order, { ...values, priceOption: 1, priceNote: 'Te duur' });
    expect(body).toMatchObject({ id: 9, serviceOption: '8', qualityOption: '5', priceOption: '1', priceNote: 'Te duur', transportOption: '5', transportNote: '' });
    expect(OrderTaskUpdate.parse(body)).toMatchObject({ serviceOption: 8, priceOption: 1 });
  });

  it('splits an answer that ignores the others/archive hints by the fields of each task', () => {
    const mine = task({ id: 1, azureId: ME.toUpperCase(), taskType: 'belafspraak' });
    const theirs = task({ id: 2, azureId: OTHER, taskType: 'terugmailen' });
    const theirRetention = task({ id: 3, azureId: OTHER });
    const archived = task({ id: 4, azureId: ME, concluded: true, isArchive: true });
    const concluded = task({ id: 5, azureId: OTHER, taskType: 'geen_type', concluded: true });
    const all = [mine, theirs, theirRetention, archived, concluded];
    const ids = (tasks: Task[]) => tasks.map((t) => t.id);
    expect(ids(tasksFor(all, ME, false))).toEqual([1]);
    expect(ids(tasksFor(all, ME, true))).toEqual([2, 5]);
    expect(ids(boardTasksFor(all, false))).toEqual([1, 2, 3]);
    expect(ids(boardTasksFor(all, true))).toEqual([4, 5]);
  });

  it('reads the two favourite lists as the dialog\'s, leaving chosen users out of the candidates', () => {
    const lists = favouritesOf([{ favoriteAzureId: OTHER, name: 'Max Manager', email: 'max@x' }], [
      { azureId: OTHER.toUpperCase(), name: 'Max Manager', email: 'max@x' },
      { azureId: ME, name: 'Sam Sales', email: 'sam@x' },
    ]);
    expect(lists).toEqual({
      assignedUsers: [{ assignedUserName: 'Max Manager', userAzureId: OTHER, email: 'max@x' }],
      assignableUsers: [{ userName: 'Sam Sales', userAzureId: ME, email: 'sam@x' }],
    });
  });
});
