import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserStats } from '../../schemas/entities/userStats';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { customerWhere } from './customerFixtures';

/** A signed-in demo user with what the statistics calls need. */
interface Person {
  token: string;
  azureId: string;
  groupCode: string;
}

/** The profile statistics (spec part 2 §7 "Statistics"), each figure checked against SQL written here by hand. */
describe('user statistics', () => {
  let api: ApiHarness;
  let sales: Person;
  let manager: Person;
  let finance: Person;
  let noroles: Person;
  const range = 'fromdate=2026-04-01&todate=2026-06-17';
  const inRange = `created_at >= '2026-04-01' AND created_at < '2026-06-18'`;

  const person = async (email: string): Promise<Person> => {
    const login = await api.login(email);
    return { token: login.accessToken, azureId: login.user.azureId, groupCode: login.user.groupCode };
  };
  const stats = async (who: Person, of: Person, query = range) => api.call('GET', `monitor/GetUserStatsByUser/${of.azureId}?${query}`, { token: who.token });
  const count = async (sql: string, args: unknown[]) => (await api.db.query<{ n: number }>(sql, args))[0]!.n;

  beforeAll(async () => {
    api = await startApi({ customers: 200 });
    [sales, manager, finance, noroles] = await Promise.all(['sales', 'manager', 'finance', 'noroles'].map((who) => person(`${who}@demo.test`)));
  });
  afterAll(() => api.close());

  it('counts page visits, time on page and searches from the user logs', async () => {
    const { status, body } = await stats(sales, sales);
    expect(status).toBe(200);
    const [logs] = await api.db.query<{ pages: number; avg: number; searches: number }>(
      `SELECT count(*) FILTER (WHERE type = 'page_visit')::int AS pages, avg(time_on_page) FILTER (WHERE type = 'page_visit')::float8 AS avg,
              count(*) FILTER (WHERE type = 'search')::int AS searches
         FROM user_logs WHERE azure_id = $1 AND ${inRange}`,
      [sales.azureId],
    );
    expect(logs!.pages).toBeGreaterThan(100);
    expect(body).toMatchObject({ name: 'Sam Sales', pagesVisited: logs!.pages, customersSearched: logs!.searches });
    expect(body.avgTimeOnPage).toBeCloseTo(logs!.avg, 6);
  });

  it('counts the work done: a comment submitted and an open-items letter show in the next answer', async () => {
    const before: UserStats = (await stats(sales, sales)).body;
    const debnr = await customerWhere(api, sales.groupCode);
    expect((await api.call('POST', `customer/submitcomment/${debnr}`, { token: sales.token, body: { title: 'Called', type: 1, memo: 'Wants tulips' } })).status).toBe(200);
    const after: UserStats = (await stats(sales, sales)).body;
    expect(after.commentsSubmitted).toBe(before.commentsSubmitted + 1);
    expect(after.commentsSubmitted).toBe(
      await count(`SELECT count(*)::int AS n FROM record_history WHERE azure_id = $1 AND action = 'comment' AND at >= '2026-04-01' AND at < '2026-06-18'`, [sales.azureId]),
    );
    expect(after.amountOfTasksOpen).toBe(await count(`SELECT count(*)::int AS n FROM tasks WHERE azure_id = $1 AND NOT concluded AND start_date <= '2026-06-17'`, [sales.azureId]));
    const finished = await api.db.query<{ n: number; days: number | null }>(
      `SELECT count(*)::int AS n, avg(last_update::date - start_date)::float8 AS days FROM tasks
        WHERE azure_id = $1 AND concluded AND last_update >= '2026-04-01' AND last_update < '2026-06-18'`,
      [sales.azureId],
    );
    expect(after.amountOfTasksFinished).toBe(finished[0]!.n);
    expect(after.daysBetweenTaskCreationAndFinish).toBeCloseTo(finished[0]!.days ?? 0, 6);
  });

  it('compares with the average of the users active in the range', async () => {
    const { status, body } = await api.call('GET', `monitor/GetAverageUserStats?${range}`, { token: sales.token });
    expect(status).toBe(200);
    const [expected] = await api.db.query<{ avg: number }>(
      `SELECT avg(n)::float8 AS avg FROM (SELECT count(*) AS n FROM user_logs l JOIN users u ON u.azure_id = l.azure_id AND u.deleted_at IS NULL
         WHERE l.type = 'page_visit' AND l.created_at >= '2026-04-01' AND l.created_at < '2026-06-18' GROUP BY l.azure_id) per_user`,
    );
    expect(body.name).toBe('average');
    expect(body.pagesVisited).toBeCloseTo(expected!.avg, 6);
  });

  it('spreads the visits over days, devices, pages and hours that add up to the same total', async () => {
    const { pagesVisited } = (await stats(sales, sales)).body as UserStats;
    const get = async (name: string) => (await api.call('GET', `monitor/${name}/${sales.azureId}?${range}`, { token: sales.token })).body;
    const perDay: { visitDate: string; visits: number }[] = await get('GetUserVisitsPerDay');
    expect(perDay).toHaveLength(78);
    expect(perDay[0]!.visitDate).toBe('2026-04-01');
    expect(perDay.at(-1)!.visitDate).toBe('2026-06-17');
    const sum = (rows: Record<string, unknown>[], field: string) => rows.reduce((total, row) => total + (row[field] as number), 0);
    expect(sum(perDay, 'visits')).toBe(pagesVisited);
    expect(sum(await get('GetUserDeviceDistribution'), 'amountOfVisits')).toBe(pagesVisited);
    const pages: { pageName: string }[] = await get('GetUserPageVisits');
    expect(sum(pages, 'amountOfVisits')).toBe(pagesVisited);
    expect(pages.map((p) => p.pageName)).toContain('/icrm/customer/{debnr}');
    expect(pages.some((p) => /^\/icrm\/customer\/\d/.test(p.pageName))).toBe(false);
    const heat: { day: number; hour: number }[] = await get('GetUserVisitsPerHour');
    expect(sum(heat, 'amountOfVisits')).toBe(pagesVisited);
    expect(heat.every((cell) => cell.day >= 1 && cell.day <= 7 && cell.hour >= 0 && cell.hour <= 23)).toBe(true);
    const activeDays = perDay.filter((d) => d.visits > 0).length;
    expect(sum(await get('GetUserVisitsAveragePerHour'), 'amountOfVisits')).toBeCloseTo(pagesVisited / activeDays, 6);
  });

  it('lists the customers searched and opened, most often first; a new search shows at once', async () => {
    const debnr = await customerWhere(api, sales.groupCode);
    const searches = async () =>
      (await api.call('GET', `monitor/GetUserCustomerSearches/${sales.azureId}?${range}`, { token: sales.token })).body as { debnr: string; name: string; amount: number }[];
    const before = (await searches()).find((c) => c.debnr === debnr)?.amount ?? 0;
    const logged = await api.call('POST', 'monitor/createuserlog', { token: sales.token, body: { type: 'search', actionName: 'customer_search', extraInfo: debnr, device: 'desktop' } });
    expect(logged.status).toBe(201);
    const after = await searches();
    expect(after.find((c) => c.debnr === debnr)).toMatchObject({ amount: before + 1, name: expect.any(String) });
    expect(after.map((c) => c.amount)).toEqual([...after.map((c) => c.amount)].sort((a, b) => b - a));

    const clicks: { debnr: string; amount: number }[] = (await api.call('GET', `monitor/GetUserCustomerClicks/${sales.azureId}?${range}`, { token: sales.token })).body;
    const [top] = clicks;
    expect(top!.amount).toBe(
      await count(`SELECT count(*)::int AS n FROM user_logs WHERE azure_id = $1 AND type = 'page_visit' AND action_name = $2 AND ${inRange}`, [sales.azureId, `/icrm/customer/${top!.debnr}`]),
    );
  });

  it('lets users read their own figures and managers anyone’s; bad ranges get a 400', async () => {
    expect((await stats(finance, finance)).status).toBe(200);
    expect((await stats(manager, sales)).status).toBe(200);
    expect((await stats(sales, manager)).status).toBe(403);
    expect((await api.call('GET', `monitor/GetUserVisitsPerDay/${manager.azureId}`, { token: sales.token })).status).toBe(403);
    expect((await stats(noroles, noroles)).status).toBe(403);
    expect((await api.call('GET', `monitor/GetUserStatsByUser/${sales.azureId}`)).status).toBe(401);
    expect((await stats(manager, { ...sales, azureId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    for (const query of ['fromdate=2026-06-17&todate=2026-06-01', 'fromdate=2026-02-30', 'fromdate=yesterday', 'fromdate=2020-01-01&todate=2026-06-17']) {
      const answer = await stats(sales, sales, query);
      expect([query, answer.status]).toEqual([query, 400]);
    }
    expect((await api.call('GET', 'monitor/GetUserStatsByUser/not-a-uuid', { token: sales.token })).status).toBe(400);
    // Without a range: the last 30 days.
    const defaulted = (await api.call('GET', `monitor/GetUserVisitsPerDay/${sales.azureId}`, { token: sales.token })).body;
    expect([defaulted.length, defaulted[0].visitDate, defaulted.at(-1).visitDate]).toEqual([30, '2026-05-19', '2026-06-17']);
  });
});

describe('favourite users of the statistics pages', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ customers: 20 });
  });
  afterAll(() => api.close());

  it('keeps the manager’s own list, and the users page shows only them with their visits', async () => {
    const manager = await api.login('manager@demo.test');
    const sales = await api.login('sales@demo.test');
    const token = manager.accessToken;
    const listed = async () => ((await api.call('GET', 'monitor/GetUserStatsAllPages', { token })).body as { azureId: string }[]).map((row) => row.azureId).sort();
    const initial = (await api.call('GET', 'manager/GetManagerAssignedUsers', { token })).body;
    const seeded = initial.assignedUsers.map((u: { userAzureId: string }) => u.userAzureId).sort();
    expect(seeded.length).toBeGreaterThan(0);
    expect(await listed()).toEqual(seeded);
    expect(initial.assignableUsers.map((u: { userAzureId: string }) => u.userAzureId)).toContain(sales.user.azureId);

    const added = await api.call('POST', 'manager/AddManagerAssignedUser', { token, body: { favoriteAzureId: sales.user.azureId, userAzureId: manager.user.azureId } });
    expect(added.status).toBe(200);
    expect(added.body.assignedUsers).toContainEqual(expect.objectContaining({ assignedUserName: 'Sam Sales', userAzureId: sales.user.azureId }));
    const row = (await api.call('GET', 'monitor/GetUserStatsAllPages', { token })).body.find((r: { azureId: string }) => r.azureId === sales.user.azureId);
    const [visits] = await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM user_logs WHERE azure_id = $1 AND type = 'page_visit'`, [sales.user.azureId]);
    expect(row).toMatchObject({ userName: 'Sam Sales', azureId: sales.user.azureId, email: 'sales@demo.test', amountOfVisits: visits!.n });

    // Another manager's list, a user who cannot be followed, a caller who is no manager: refused, nothing changed.
    expect((await api.call('POST', 'manager/AddManagerAssignedUser', { token, body: { favoriteAzureId: manager.user.azureId, userAzureId: sales.user.azureId } })).status).toBe(403);
    expect((await api.call('POST', 'manager/AddManagerAssignedUser', { token, body: { favoriteAzureId: '00000000-0000-4000-8000-000000000000' } })).status).toBe(400);
    expect((await api.call('POST', 'manager/AddManagerAssignedUser', { token: sales.accessToken, body: { favoriteAzureId: sales.user.azureId } })).status).toBe(403);
    expect((await api.call('GET', 'manager/GetManagerAssignedUsers', { token })).body.assignedUsers).toHaveLength(seeded.length + 1);

    const removed = await api.call('DELETE', 'manager/RemoveManagerAssignedUser', { token, body: { favoriteAzureId: sales.user.azureId } });
    expect(removed.body.assignedUsers).toHaveLength(seeded.length);
    expect(await listed()).toEqual(seeded);
  });

  it('places a login by the address the server saw: public addresses get a place, private ones stay empty', async () => {
    const from = async (address: string) => {
      const login = await api.call('POST', 'auth/login', { body: { email: 'finance@demo.test', password: 'demo1234', ip: '198.51.100.7' }, headers: { 'X-Forwarded-For': address } });
      expect(login.status).toBe(200);
      const [latest] = (await api.call('GET', 'profile/GetLoginHistory', { token: login.body.accessToken })).body;
      return latest;
    };
    const abroad = await from('81.2.69.142');
    expect(abroad).toMatchObject({ ip: '198.51.100.7', country: 'United Kingdom', city: expect.stringMatching(/\w/) });
    expect(abroad.gpsLoc).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
    const office = await from('10.1.2.3');
    expect(office).toMatchObject({ city: null, zipcode: null, region: null, country: null, gpsLoc: null });
  });
});
