import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_MESSAGES, type Task } from '../../schemas/entities/task';
import { TEST_NOW, startApi, type ApiHarness } from '../support/apiHarness';
import { customerWhere, loginAs, type Caller } from './customerFixtures';
import { rowCounts } from './support/rowCounts';

const inDays = (days: number) => dayjs(TEST_NOW).add(days, 'day').format('YYYY-MM-DD');

/** Tasks (spec part 2 §7 "Tasks"): who sees what, and every rule of creating, saving and concluding. */
describe('tasks', () => {
  let api: ApiHarness;
  let sales: Caller;
  let manager: Caller;
  let salesId: string;
  let debnr: string;

  beforeAll(async () => {
    api = await startApi();
    [sales, manager] = await Promise.all(['sales', 'manager'].map((who) => loginAs(api, `${who}@demo.test`)));
    salesId = (await api.login('sales@demo.test')).user.azureId;
    debnr = await customerWhere(api, sales.groupCode);
  });
  afterAll(() => api.close());

  const draft = (changes: Record<string, unknown> = {}) => ({
    title: 'Terugbellen over offerte',
    description: 'Klant wil de offerte doornemen.',
    debnr,
    azureId: salesId,
    startDate: inDays(0),
    endDate: inDays(7),
    taskType: 'belafspraak',
    urgency: false,
    realContext: 'Offerte laten tekenen',
    actions: [{ title: 'Klant bellen' }],
    ...changes,
  });
  const create = (body: unknown, who = sales) => api.call('POST', 'task/createtask', { token: who.token, body });
  const update = (task: Task, changes: Record<string, unknown> = {}, who = sales) =>
    api.call('POST', 'task/UpdateTask', { token: who.token, body: { ...task, actions: task.actions.map(({ id, title, checked }) => ({ id, title, checked })), ...changes } });
  const get = (id: number, who = sales) => api.call('GET', `task/gettask/${id}`, { token: who.token });

  it('creates a free task with its actions, answers it with its id, and starts its timeline', async () => {
    const created = await create(draft({ comment: 'Eerst de prijzen checken.' }));
    expect(created.status).toBe(200);
    const task = created.body as Task;
    expect(task).toMatchObject({ title: 'Terugbellen over offerte', debnr, taskType: 'belafspraak', concluded: false, accountManager: 'Sam Sales', version: 1 });
    expect(task.actions).toMatchObject([{ title: 'Klant bellen', name: 'klant_bellen', checked: false }]);
    const events = (await api.call('GET', `task/GetTaskEventsForTimeLine/${task.id}`, { token: sales.token })).body;
    expect(events.map((e: { type: string }) => e.type).sort()).toEqual(['Comment', 'Task created']);
  });

  it.each([
    ['no title', { title: '' }, 'title', TASK_MESSAGES.title],
    ['no description', { description: ' ' }, 'description', TASK_MESSAGES.description],
    ['no customer', { debnr: '' }, 'debnr', TASK_MESSAGES.customer],
    ['no objective', { realContext: '' }, 'realContext', TASK_MESSAGES.objective],
    ['no account manager', { azureId: undefined }, 'azureId', TASK_MESSAGES.accountManager],
    ['a BI Retention type', { taskType: 'BI Retention' }, 'taskType', undefined],
    ['four actions', { actions: [1, 2, 3, 4].map((n) => ({ title: `Actie ${n}` })) }, 'actions', TASK_MESSAGES.tooManyActions],
    ['an end before the start', { endDate: inDays(-1), startDate: inDays(0) }, 'endDate', TASK_MESSAGES.endBeforeStart],
    ['a start before today', { startDate: inDays(-1) }, 'startDate', TASK_MESSAGES.startPast],
    ['a customer outside the groups', { debnr: 'NOPE99' }, 'debnr', TASK_MESSAGES.wrongCustomer],
  ])('refuses a task with %s (400, nothing written)', async (_, changes, field, text) => {
    const before = await rowCounts(api.db);
    const refused = await create(draft(changes));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty(field);
    if (text) expect(refused.body.errors[field]).toBe(text);
    expect(await rowCounts(api.db)).toEqual(before);
  });

  it('saves the task page, records ticked actions with time and user, and keeps at most 3', async () => {
    const task = (await create(draft())).body as Task;
    const saved = await update(task, { title: 'Nieuwe titel', actions: [{ id: task.actions[0]!.id, title: 'Klant bellen', checked: true }, { title: 'Offerte sturen' }] });
    expect(saved.status).toBe(200);
    expect(saved.body.actions).toMatchObject([{ checked: true, checkedAzureId: salesId }, { title: 'Offerte sturen', checked: false }]);
    expect(saved.body.actions[0].checkedDate).not.toBeNull();
    const four = await update(saved.body, { actions: [1, 2, 3, 4].map((n) => ({ title: `Actie ${n}` })) });
    expect(four.status).toBe(400);
  });

  it('refuses saving a concluded task until it is reopened', async () => {
    const task = (await create(draft())).body as Task;
    const concluded = await api.call('POST', 'task/concludetask', { token: sales.token, body: { id: task.id, concluded: true } });
    expect([concluded.status, concluded.body.concluded]).toEqual([200, true]);
    const refused = await update(concluded.body, { title: 'Te laat' });
    expect([refused.status, refused.body.message]).toEqual([409, TASK_MESSAGES.concluded]);
    const reopened = await api.call('POST', 'task/concludetask', { token: sales.token, body: { id: task.id, concluded: false } });
    expect((await update(reopened.body, { title: 'Weer open' })).body.title).toBe('Weer open');
    const events = (await api.call('GET', `task/GetTaskEventsForTimeLine/${task.id}`, { token: sales.token })).body.map((e: { type: string }) => e.type);
    expect(events).toEqual(expect.arrayContaining(['Task concluded', 'Task reopened', 'Task update']));
  });

  it('applies the retention rules: at most 3 reasons, at least 1 unless reassigned, the reasons that need a text or a date', async () => {
    const [row] = await api.db.query<{ id: number }>(
      "SELECT id FROM tasks WHERE task_type = 'BI Retention' AND NOT concluded AND azure_id = (SELECT azure_id FROM users WHERE email = 'sales@demo.test') ORDER BY id LIMIT 1",
    );
    const task = (await get(row!.id)).body as Task;
    const save = (changes: Record<string, unknown>) => update(task, { reasons: [], ...changes });
    expect((await save({ reasons: ['Te duur', 'Levering te laat', 'Seizoensgebonden', 'Koopt bij concurrent'] })).body.errors.reasons).toBe(TASK_MESSAGES.tooManyReasons);
    expect((await save({ reasons: [] })).body.message).toBe(TASK_MESSAGES.pickOne);
    expect((await save({ reasons: ['Anders, namelijk...'], realContext: '' })).body.errors).toHaveProperty('realContext');
    expect((await save({ reasons: ['Winkel tijdelijk gesloten'], closedUntil: null })).body.errors).toHaveProperty('closedUntil');
    const ok = await save({ reasons: ['Winkel tijdelijk gesloten', 'Te duur'], closedUntil: inDays(30) });
    expect([ok.status, ok.body.reasons]).toEqual([200, ['Winkel tijdelijk gesloten', 'Te duur']]);
  });

  it("shows an account manager their own tasks only; a manager every task of their groups", async () => {
    const mine = (await api.call('GET', 'task/getTasks', { token: sales.token })).body as Task[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((t) => t.azureId === salesId)).toBe(true);
    const [foreign] = await api.db.query<{ id: number }>(
      `SELECT t.id FROM tasks t JOIN customers c ON c.debnr = t.debnr WHERE t.azure_id <> $1 AND t.created_by IS DISTINCT FROM $1 AND c.group_code = '101' LIMIT 1`,
      [salesId],
    );
    const hidden = await get(foreign!.id);
    expect([hidden.status, hidden.body.message]).toEqual([404, TASK_MESSAGES.notYours]);
    expect((await get(foreign!.id, manager)).status).toBe(200);
    const others = (await api.call('GET', 'task/getTasks?others=true', { token: manager.token })).body as Task[];
    expect(others.every((t) => t.taskType !== 'BI Retention')).toBe(true);
  });

  it('marks a false alarm concluded with its summaries, and saves comments on the timeline', async () => {
    const task = (await create(draft())).body as Task;
    const comment = await api.call('POST', 'task/createComment', { token: sales.token, body: { taskId: task.id, comment: 'Klant belt zelf terug.' } });
    expect(comment.body.message).toBe(TASK_MESSAGES.commentSaved);
    const alarm = await api.call('POST', 'task/UpdateTaskFalseAlarm', { token: sales.token, body: { id: task.id } });
    expect(alarm.body).toMatchObject({ concluded: true, taskResultSummary: 'False Alarm', taskFollowUpSummary: 'False Alarm' });
    const history = (await api.call('GET', `history/task/${task.id}`, { token: sales.token })).body.map((e: { action: string }) => e.action);
    expect(history).toEqual(['false alarm', 'create']);
  });

  it('gives managers the overview (open) and the archive (concluded or archived) of their groups, and lets them reassign', async () => {
    const overview = (await api.call('GET', 'task/getTasksOverview', { token: manager.token })).body as Task[];
    const archive = (await api.call('GET', 'task/getTasksOverview?archive=true', { token: manager.token })).body as Task[];
    expect(overview.length).toBeGreaterThan(0);
    expect(overview.every((t) => !t.concluded)).toBe(true);
    expect(archive.every((t) => t.concluded)).toBe(true);
    expect((await api.call('GET', 'task/getTasksOverview', { token: sales.token })).status).toBe(403);

    const task = (await create(draft())).body as Task;
    const managerId = (await api.login('manager@demo.test')).user.azureId;
    const moved = await api.call('POST', 'task/UpdateTaskAccountManager', { token: manager.token, body: { id: task.id, azureId: managerId } });
    expect(moved.body).toMatchObject({ azureId: managerId, accountManager: 'Max Manager', changedAccountManager: true });
    expect((await api.call('POST', 'task/UpdateTaskAccountManager', { token: sales.token, body: { id: task.id, azureId: salesId } })).status).toBe(403);
    // Sales created it, so still sees it; its timeline says who took it over.
    const events = (await api.call('GET', `task/GetTaskEventsForTimeLine/${task.id}`, { token: sales.token })).body;
    expect(events[0]).toMatchObject({ type: 'Account manager changed', fromName: 'Sam Sales', toName: 'Max Manager' });
  });

  it('saves the ratings of an order task as finished; a rating of 1 needs its note, ratings stay within 1 to 10', async () => {
    const [row] = await api.db.query<{ id: number }>(
      "SELECT id FROM tasks WHERE task_type = 'BI First Order' AND azure_id = (SELECT azure_id FROM users WHERE email = 'sales@demo.test') ORDER BY id LIMIT 1",
    );
    const ratings = { service: 8, serviceNote: '', quality: 7, qualityNote: '', price: 5, priceNote: '', webshop: 9, webshopNote: '', transport: 6, transportNote: '' };
    const post = (body: unknown) => api.call('POST', 'task/UpdateOrderTask', { token: sales.token, body });
    const before = await rowCounts(api.db);
    expect((await post({ ...ratings, id: row!.id, price: 1 })).body.errors).toHaveProperty('priceNote');
    expect((await post({ ...ratings, id: row!.id, webshop: 11 })).status).toBe(400);
    expect(await rowCounts(api.db)).toEqual(before);
    const saved = await post({ ...ratings, id: row!.id, price: 1, priceNote: 'Te duur vergeleken met de concurrent' });
    expect(saved.body).toMatchObject({ isAfgehandeld: true, ratings: { price: { option: 1, note: 'Te duur vergeleken met de concurrent' }, webshop: { option: 9 } } });
    expect((await api.call('GET', `task/getOrderTask/${row!.id}`, { token: sales.token })).body.ratings.service.option).toBe(8);
  });

  it("keeps a manager's favourite task users: add, remove, only people who work on tasks", async () => {
    const start = (await api.call('GET', 'task/GetFavouriteUsers', { token: manager.token })).body;
    const candidate = start.assignableUsers[0];
    const added = await api.call('POST', 'task/AddFavouriteUser', { token: manager.token, body: { favoriteAzureId: candidate.userAzureId } });
    expect(added.body.assignedUsers.map((u: { userAzureId: string }) => u.userAzureId)).toContain(candidate.userAzureId);
    expect(added.body.assignableUsers.map((u: { userAzureId: string }) => u.userAzureId)).not.toContain(candidate.userAzureId);
    const removed = await api.call('POST', 'task/RemoveFavouriteUser', { token: manager.token, body: { favoriteAzureId: candidate.userAzureId } });
    expect(removed.body.assignedUsers).toEqual(start.assignedUsers);
    const financeId = (await api.login('finance@demo.test')).user.azureId;
    expect((await api.call('POST', 'task/AddFavouriteUser', { token: manager.token, body: { favoriteAzureId: financeId } })).status).toBe(400);
    expect((await api.call('GET', 'task/GetFavouriteUsers', { token: sales.token })).status).toBe(403);
  });

  it('refuses a save from an older version with 409 and the current task, writing nothing', async () => {
    const task = (await create(draft())).body as Task;
    expect((await update(task, { title: 'Eerste wijziging' })).status).toBe(200);
    const before = await rowCounts(api.db);
    const stale = await update(task, { title: 'Tweede wijziging van het oude scherm' });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ title: 'Eerste wijziging', version: 2 });
    expect(await rowCounts(api.db)).toEqual(before);
  });

  it('answers a held task list with 304 until a task or one of its actions changes; each caller and list has their own', async () => {
    const list = (path: string, who: Caller, etag = '') => api.call('GET', path, { token: who.token, headers: { 'if-none-match': etag } });
    const mine = await list('task/getTasks', sales);
    const etag = mine.headers.get('etag')!;
    expect((await list('task/getTasks', sales, etag)).status).toBe(304);
    expect((await list('task/getTasks', manager, etag)).status).toBe(200);
    expect((await list('task/getTasks?others=true', sales, etag)).status).toBe(200);

    const task = (await create(draft())).body as Task;
    const withNew = await list('task/getTasks', sales, etag);
    expect(withNew.status).toBe(200);
    expect(withNew.body.map((t: Task) => t.id)).toContain(task.id);

    const board = await list('task/getTasksOverview', manager);
    await api.db.query('UPDATE task_actions SET checked = NOT checked WHERE id = (SELECT min(id) FROM task_actions WHERE task_id = $1)', [task.id]);
    const ticked = await list('task/getTasks', sales, withNew.headers.get('etag')!);
    expect(ticked.status).toBe(200);
    const before = withNew.body.find((t: Task) => t.id === task.id) as Task;
    expect(ticked.body.find((t: Task) => t.id === task.id).actions[0].checked).toBe(!before.actions[0]!.checked);
    expect((await list('task/getTasksOverview', manager, board.headers.get('etag')!)).status).toBe(200);
  });
});
