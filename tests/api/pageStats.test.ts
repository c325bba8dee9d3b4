import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutesSeconds } from '../../schemas/entities/pageStats';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { loginAs, type Caller } from './customerFixtures';

/** Page statistics (spec part 2 §7: monitor/getpagelogs and monitor/getuserlogsbypage), checked against hand-written SQL. */
describe('page statistics', () => {
  let api: ApiHarness;
  let manager: Caller;
  let sales: Caller;

  beforeAll(async () => {
    api = await startApi();
    [manager, sales] = await Promise.all(['manager', 'sales'].map((who) => loginAs(api, `${who}@demo.test`)));
  });
  afterAll(() => api.close());

  it('counts the visits of each page and their average time on it', async () => {
    const pages = (await api.call('GET', 'monitor/getpagelogs', { token: manager.token })).body;
    const expected = await api.db.query<{ page: string; n: number; avg: number }>(
      `SELECT action_name AS page, count(*)::int AS n, avg(time_on_page)::float8 AS avg FROM user_logs WHERE type = 'page_visit' GROUP BY 1 ORDER BY 2 DESC, 1`,
    );
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.map((p: { page: string; amountOfVisits: number }) => [p.page, p.amountOfVisits])).toEqual(expected.map((e) => [e.page, e.n]));
    expect(pages[0].avgTimeOnPage).toBeCloseTo(expected[0]!.avg ?? 0, 6);
  });

  it('counts one page’s visits per user', async () => {
    const [top] = (await api.call('GET', 'monitor/getpagelogs', { token: manager.token })).body;
    const users = (await api.call('GET', `monitor/getuserlogsbypage?page=${encodeURIComponent(top.page)}`, { token: manager.token })).body;
    expect(users.reduce((sum: number, u: { amountOfVisits: number }) => sum + u.amountOfVisits, 0)).toBe(top.amountOfVisits);
    expect((await api.call('GET', 'monitor/getuserlogsbypage', { token: manager.token })).status).toBe(400);
  });

  it('is for managers only, and shows times as mm:ss', async () => {
    expect((await api.call('GET', 'monitor/getpagelogs', { token: sales.token })).status).toBe(403);
    expect([minutesSeconds(0), minutesSeconds(75.4), minutesSeconds(3599.6)]).toEqual(['00:00', '01:15', '60:00']);
  });
});
