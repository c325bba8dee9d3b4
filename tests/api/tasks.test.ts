import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_REASONS, TASK_MESSAGES, type Task } from '../../schemas/entities/task';
import { boardTasksFor, tasksFor } from '../../resources/tasks/taskLists';
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

  const openTaskOfSales = async (type: string) => {
    const [row] = await api.db.query<{ id: number }>(
      'SELECT id FROM tasks WHERE task_type = $1 AND NOT concluded AND azure_id = (SELECT azure_id FROM users WHERE email = $2) ORDER BY id LIMIT 1',
      [type, 'sales@demo.test'],
    );
    return (await get(row!.id)).body as Task;
  };
  /** The retention task's reasons as actions, the given titles checked. */
  const reasons = (task: Task, checked: string[]) => task.actions.map(({ id, title }) => ({ id, title, checked: checked.includes(title) }));

  it('answers a retention task with its reasons as actions and its BI data as biDataMinor, as the spec gives the task', async () => {
    const task = await openTaskOfSales('BI Retention');
    expect(task.actions.map((a) => a.title)).toEqual([...RETENTION_REASONS]);
    expect(task.actions[0]).toMatchObject({ name: 'te_duur', checked: false });
    expect(task).toMatchObject({ biId: expect.any(Number), biDataMinor: expect.objectContaining({ salesAmount: expect.any(Number) }), isArchive: false });
    expect(task).not.toHaveProperty('reasons');
    expect(task).not.toHaveProperty('biData');
  });

  it('applies the retention rules to the checked actions: at most 3, at least 1 unless reassigned, the reasons that need a text or a date', async () => {
    const task = await openTaskOfSales('BI Retention');
    const before = await rowCounts(api.db);
    const save = (checked: string[], changes: Record<string, unknown> = {}) => update(task, { actions: reasons(task, checked), ...changes });
    const four = await save(['Te duur', 'Levering te laat', 'Seizoensgebonden', 'Koopt bij concurrent']);
    expect([four.status, four.body.errors.actions]).toEqual([400, TASK_MESSAGES.tooManyReasons]);
    expect((await save([])).body).toMatchObject({ message: TASK_MESSAGES.pickOne, errors: { actions: TASK_MESSAGES.pickOne } });
    expect((await save(['Anders, namelijk...'], { realContext: '' })).body.errors).toHaveProperty('realContext');
    expect((await save(['Winkel tijdelijk gesloten'], { closedUntil: null })).body.errors).toHaveProperty('closedUntil');
    expect(await rowCounts(api.db)).toEqual(before);
    const ok = await save(['Winkel tijdelijk gesloten', 'Te duur'], { closedUntil: inDays(30), azureIdFromUpdater: salesId });
    expect(ok.status).toBe(200);
    expect((ok.body as Task).actions.filter((a) => a.checked).map((a) => [a.title, a.checkedAzureId])).toEqual([['Te duur', salesId], ['Winkel tijdelijk gesloten', salesId]]);
    expect((ok.body as Task).actions).toHaveLength(RETENTION_REASONS.length);
  });

  it("takes UpdateTask's azureIdFromUpdater only as the caller's own id (400 naming it otherwise, nothing written)", async () => {
    const task = (await create(draft())).body as Task;
    const managerId = (await api.login('manager@demo.test')).user.azureId;
    const before = await rowCounts(api.db);
    const refused = await update(task, { title: 'Namens een ander', azureIdFromUpdater: managerId });
    expect([refused.status, refused.body.errors]).toEqual([400, { azureIdFromUpdater: TASK_MESSAGES.notUpdater }]);
    expect(await rowCounts(api.db)).toEqual(before);
    const saved = await update(task, { title: 'Zelf opgeslagen', azureIdFromUpdater: salesId.toUpperCase() });
    expect([saved.status, saved.body.title, saved.body.lastUpdaterAzureId]).toEqual([200, 'Zelf opgeslagen', salesId]);
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
    const alarm = await api.call('POST', 'task/UpdateTaskFalseAlarm', { token: sales.token, body: { id: task.id, azureIdFromUpdater: salesId, taskType: task.taskType, biId: null } });
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

  it('saves the ratings of an order task sent as the spec names them (serviceOption… as strings, with notes), answered the same way', async () => {
    const task = await openTaskOfSales('BI First Order');
    const ratings = {
      serviceOption: '8', serviceNote: '', qualityOption: '7', qualityNote: '', priceOption: '5', priceNote: '',
      webshopOption: '9', webshopNote: '', transportOption: '6', transportNote: '',
    };
    const post = (body: unknown) => api.call('POST', 'task/UpdateOrderTask', { token: sales.token, body });
    const fresh = (await api.call('GET', `task/getOrderTask/${task.id}`, { token: sales.token })).body;
    expect(fresh).toMatchObject({ id: task.id, serviceOption: '5', serviceNote: '', transportOption: '5', isAfgehandeld: false });
    const before = await rowCounts(api.db);
    expect((await post({ ...fresh, ...ratings, priceOption: '1' })).body.errors).toHaveProperty('priceNote');
    expect((await post({ ...fresh, ...ratings, webshopOption: '11' })).body.errors).toHaveProperty('webshopOption');
    expect((await post({ ...fresh, ...ratings, qualityOption: 'goed' })).body.errors).toHaveProperty('qualityOption');
    expect((await post({ id: task.id, service: 8 })).body.errors).toHaveProperty('serviceOption');
    expect(await rowCounts(api.db)).toEqual(before);
    const saved = await post({ ...fresh, ...ratings, priceOption: '1', priceNote: 'Te duur vergeleken met de concurrent' });
    expect(saved.body).toMatchObject({ isAfgehandeld: true, priceOption: '1', priceNote: 'Te duur vergeleken met de concurrent', webshopOption: '9' });
    expect((await api.call('GET', `task/getOrderTask/${task.id}`, { token: sales.token })).body.serviceOption).toBe('8');
  });

  it('reassigns an order task through task/UpdateOrderTaskAccountManager with the task as body; other tasks are a 400 naming id', async () => {
    const order = await openTaskOfSales('BI First Order');
    const managerId = (await api.login('manager@demo.test')).user.azureId;
    const before = await rowCounts(api.db);
    const free = (await create(draft())).body as Task;
    const afterCreate = await rowCounts(api.db);
    const refused = await api.call('POST', 'task/UpdateOrderTaskAccountManager', { token: manager.token, body: { ...free, azureId: managerId } });
    expect([refused.status, Object.keys(refused.body.errors)]).toEqual([400, ['id']]);
    expect(await rowCounts(api.db)).toEqual(afterCreate);
    expect(afterCreate).not.toEqual(before);
    const moved = await api.call('POST', 'task/UpdateOrderTaskAccountManager', { token: manager.token, body: { ...order, azureId: managerId, accountManager: 'Max Manager' } });
    expect(moved.body).toMatchObject({ id: order.id, azureId: managerId, accountManager: 'Max Manager', changedAccountManager: true });
    expect((await api.call('POST', 'task/UpdateOrderTaskAccountManager', { token: sales.token, body: { ...order, azureId: salesId } })).status).toBe(403);
  });

  it('posts a false alarm as the spec gives it (id, azureIdFromUpdater, taskType, biId); a biId or type of another task is a 400 naming it', async () => {
    const task = await openTaskOfSales('BI Retention');
    const alarm = (changes: Record<string, unknown>) =>
      api.call('POST', 'task/UpdateTaskFalseAlarm', { token: sales.token, body: { id: task.id, azureIdFromUpdater: salesId, taskType: task.taskType, biId: task.biId, ...changes } });
    const managerId = (await api.login('manager@demo.test')).user.azureId;
    const before = await rowCounts(api.db);
    expect((await alarm({ biId: task.biId! + 1 })).body.errors).toHaveProperty('biId');
    expect((await alarm({ taskType: 'geen_type' })).body.errors).toHaveProperty('taskType');
    expect((await alarm({ azureIdFromUpdater: managerId })).body.errors).toHaveProperty('azureIdFromUpdater');
    expect(await rowCounts(api.db)).toEqual(before);
    expect((await alarm({})).body).toMatchObject({ id: task.id, concluded: true, taskResultSummary: 'False Alarm' });
  });

  it("keeps a manager's favourite task users through the spec's manager/*Favorite* calls, azureId in the body", async () => {
    const token = manager.token;
    const favourites = async () => (await api.call('GET', 'manager/GetFavoriteUsers', { token })).body as { favoriteAzureId: string; name: string; email: string }[];
    const start = await favourites();
    const candidates = (await api.call('GET', 'manager/GetUsersToFavorite', { token })).body as { azureId: string; name: string; email: string }[];
    const candidate = candidates.find((c) => c.azureId === salesId)!;
    expect(candidate).toEqual({ azureId: salesId, name: 'Sam Sales', email: 'sales@demo.test' });
    const added = await api.call('POST', 'manager/AddFavoriteUser', { token, body: { azureId: salesId } });
    expect(added.body).toContainEqual({ favoriteAzureId: salesId, name: 'Sam Sales', email: 'sales@demo.test' });
    expect(await favourites()).toEqual(added.body);
    const stillToFavorite = (await api.call('GET', 'manager/GetUsersToFavorite', { token })).body.map((u: { azureId: string }) => u.azureId);
    expect(stillToFavorite).not.toContain(salesId);
    const removed = await api.call('DELETE', 'manager/DeleteFavoriteUser', { token, body: { azureId: salesId } });
    expect(removed.body).toEqual(start);

    const financeId = (await api.login('finance@demo.test')).user.azureId;
    const refused = await api.call('POST', 'manager/AddFavoriteUser', { token, body: { azureId: financeId } });
    expect([refused.status, Object.keys(refused.body.errors)]).toEqual([400, ['azureId']]);
    expect((await api.call('POST', 'manager/AddFavoriteUser', { token, body: { favoriteAzureId: salesId } })).body.errors).toHaveProperty('azureId');
    expect((await api.call('GET', 'manager/GetFavoriteUsers', { token: sales.token })).status).toBe(403);
    expect((await api.call('GET', 'task/GetFavouriteUsers', { token })).status).toBe(404);
  });

  it('refuses a task given to a user of another company: create, save and reassign answer 400 naming azureId, writing nothing', async () => {
    const [stranger] = await api.db.query<{ azure_id: string }>(
      `SELECT u.azure_id::text FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id AND r.name = 'iTasks'
        WHERE u.deleted_at IS NULL AND u.company_id NOT IN (
          SELECT g.company_id FROM user_groups ug JOIN users me ON me.id = ug.user_id JOIN debtor_groups g ON g.group_code = ug.group_code WHERE me.email = 'sales@demo.test')
        ORDER BY u.id LIMIT 1`,
    );
    const task = (await create(draft())).body as Task;
    const before = await rowCounts(api.db);
    const refusals = [
      await create(draft({ azureId: stranger!.azure_id })),
      await update(task, { azureId: stranger!.azure_id }),
      await api.call('POST', 'task/UpdateTaskAccountManager', { token: manager.token, body: { ...task, azureId: stranger!.azure_id } }),
    ];
    expect(refusals.map((r) => [r.status, r.body.errors])).toEqual(Array(3).fill([400, { azureId: TASK_MESSAGES.notAssignable }]));
    expect(await rowCounts(api.db)).toEqual(before);
  });

  it("splits one list the way the browser does against a back office that ignores the others/archive hints", async () => {
    const ids = (tasks: Task[]) => tasks.map((t) => t.id).sort((a, b) => a - b);
    const list = async (path: string, who: Caller) => (await api.call('GET', path, { token: who.token })).body as Task[];
    for (const [who, me] of [[sales, salesId], [manager, (await api.login('manager@demo.test')).user.azureId]] as const) {
      const own = await list('task/getTasks', who);
      const others = await list('task/getTasks?others=true', who);
      expect(ids(tasksFor([...own, ...others], me, false))).toEqual(ids(own));
      expect(ids(tasksFor([...own, ...others], me, true))).toEqual(ids(others));
    }
    const open = await list('task/getTasksOverview', manager);
    const archive = await list('task/getTasksOverview?archive=true', manager);
    expect(open.length * archive.length).toBeGreaterThan(0);
    expect(ids(boardTasksFor([...open, ...archive], false))).toEqual(ids(open));
    expect(ids(boardTasksFor([...open, ...archive], true))).toEqual(ids(archive));
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
  it("changes a free task's type from the task page and answers it changed; a BI task keeps its type (400 naming taskType, nothing written)", async () => {
    const task = (await create(draft({ taskType: 'geen_type' }))).body as Task;
    const changed = await update(task, { taskType: 'belafspraak', azureIdFromUpdater: salesId });
    expect([changed.status, changed.body.taskType]).toEqual([200, 'belafspraak']);
    expect((await get(task.id)).body.taskType).toBe('belafspraak');
    const history = (await api.call('GET', `history/task/${task.id}`, { token: sales.token })).body[0];
    expect(history.changes.taskType).toEqual({ from: 'geen_type', to: 'belafspraak' });

    const retention = await openTaskOfSales('BI Retention');
    const before = await rowCounts(api.db);
    for (const [from, to] of [[retention, 'geen_type'], [changed.body as Task, 'BI Retention']] as const) {
      const refused = await update(from, { taskType: to, actions: [] });
      expect([refused.status, refused.body.errors]).toEqual([400, { taskType: expect.any(String) }]);
    }
    expect(await rowCounts(api.db)).toEqual(before);
  });

  describe('the conclusion form', () => {
    const conclude = (id: number, changes: Record<string, unknown> = {}, who = sales) =>
      api.call('POST', 'task/concludetask', {
        token: who.token,
        body: { id, concluded: true, taskResultSummary: 'Offerte getekend', taskFollowUpSummary: 'Over een maand bellen', customerFeedback: { azureId: salesId, score: 7, reasons: '' }, ...changes },
      });

    it('keeps the result, the follow-up and the customer feedback, answers them with the task and shows the result on the timeline', async () => {
      const task = (await create(draft())).body as Task;
      const done = await conclude(task.id, { customerFeedback: { azureId: salesId.toUpperCase(), score: 3, reasons: 'Levering te laat' } });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        concluded: true, taskResultSummary: 'Offerte getekend', taskFollowUpSummary: 'Over een maand bellen', customerFeedback: { azureId: salesId, score: 3, reasons: 'Levering te laat' },
      });
      expect((await get(task.id)).body.customerFeedback).toEqual({ azureId: salesId, score: 3, reasons: 'Levering te laat' });
      const events = (await api.call('GET', `task/GetTaskEventsForTimeLine/${task.id}`, { token: sales.token })).body;
      expect(events).toContainEqual(expect.objectContaining({ type: 'Task concluded', message: 'Offerte getekend' }));
    });

    it.each([
      ['a score below 5 without reasons', { customerFeedback: { azureId: 'me', score: 4, reasons: ' ' } }, 'customerFeedback.reasons', TASK_MESSAGES.reasonsRequired],
      ['no account manager in the feedback', { customerFeedback: { score: 8 } }, 'customerFeedback.azureId', 'Account manager is required'],
      ['a score of 11', { customerFeedback: { azureId: 'me', score: 11 } }, 'customerFeedback.score', undefined],
      ['an account manager of another company', { customerFeedback: { azureId: 'stranger', score: 8 } }, 'customerFeedback.azureId', TASK_MESSAGES.notAssignable],
    ])('refuses %s (400 naming the field, the task stays open)', async (_, changes, field, text) => {
      const task = (await create(draft())).body as Task;
      const [stranger] = await api.db.query<{ azure_id: string }>(
        `SELECT u.azure_id::text FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id AND r.name = 'iTasks'
          WHERE u.company_id <> (SELECT company_id FROM users WHERE email = 'sales@demo.test') ORDER BY u.id LIMIT 1`,
      );
      const ids: Record<string, string> = { me: salesId, stranger: stranger!.azure_id };
      const feedback = changes.customerFeedback as Record<string, unknown>;
      const body = { customerFeedback: { ...feedback, ...(typeof feedback.azureId === 'string' ? { azureId: ids[feedback.azureId] } : {}) } };
      const before = await rowCounts(api.db);
      const refused = await conclude(task.id, body);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toHaveProperty([field]);
      if (text) expect(refused.body.errors[field]).toBe(text);
      expect(await rowCounts(api.db)).toEqual(before);
      expect((await get(task.id)).body.concluded).toBe(false);
    });

    it("still concludes and reopens with the spec's bare { id, concluded }, keeping what the form gave before", async () => {
      const task = (await create(draft())).body as Task;
      await conclude(task.id);
      const reopened = await api.call('POST', 'task/concludetask', { token: sales.token, body: { id: task.id, concluded: false } });
      expect(reopened.body).toMatchObject({ concluded: false, taskResultSummary: 'Offerte getekend' });
      const again = await api.call('POST', 'task/concludetask', { token: sales.token, body: { id: task.id, concluded: true } });
      expect(again.body).toMatchObject({ concluded: true, taskResultSummary: 'Offerte getekend', customerFeedback: { score: 7 } });
    });
  });

  it("loads a task customer's webshop visits for the task page's users and managers, also without iCRMBasis", async () => {
    const visits = (who: Caller) => api.call('GET', `customer/GetWeblogVisits/${debnr}`, { token: who.token });
    expect((await visits(manager)).status).toBe(200);
    const basis = `(SELECT id FROM roles WHERE name = 'iCRMBasis')`;
    const salesUser = `(SELECT id FROM users WHERE email = 'sales@demo.test')`;
    await api.db.query(`DELETE FROM user_roles WHERE user_id = ${salesUser} AND role_id = ${basis}`);
    try {
      const tasksOnly = await loginAs(api, 'sales@demo.test');
      const answer = await visits(tasksOnly);
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(30);
    } finally {
      await api.db.query(`INSERT INTO user_roles (user_id, role_id) SELECT ${salesUser}, ${basis}`);
    }
  });
});
