import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { rowCounts } from './support/rowCounts';

let api: ApiHarness;
let sales: Awaited<ReturnType<ApiHarness['login']>>;
beforeAll(async () => {
  api = await startApi({ customers: 20 });
  sales = await api.login('sales@demo.test');
});
afterAll(() => api.close());

const log = (body: unknown, token = sales.accessToken) => api.call('POST', 'monitor/createuserlog', { token, body });
const anonymous = (body: unknown) => api.call('POST', 'monitor/createuserlog', { body });
/** The caller's logs written after `afterId` (the seed has usage logs of its own). */
const logsOf = (azureId: string, afterId: number) =>
  api.db.query(
    `SELECT type, action_name, extra_info, device, from_page, time_on_page, start_date, end_date, created_at
       FROM user_logs WHERE azure_id = $1 AND id > $2 ORDER BY id`,
    [azureId, afterId],
  );

describe('POST monitor/createuserlog', () => {
  test('records a page visit with its duration, and an action, for the caller: 201', async () => {
    const [{ last }] = await api.db.query<{ last: number }>('SELECT COALESCE(max(id), 0)::int AS last FROM user_logs');
    const visit = {
      azureId: sales.user.azureId,
      type: 'page_visit',
      actionName: '/icrm/customers',
      device: 'desktop',
      fromPage: '/icrm/inbox',
      timeOnPage: 42,
      startDate: '2026-06-17T07:59:18.000Z',
      endDate: '2026-06-17T08:00:00.000Z',
    };
    expect((await log(visit)).status).toBe(201);
    expect((await log({ type: 'button', actionName: 'ActivateNewCustomer', extraInfo: '123456', device: 'mobile' })).status).toBe(201);
    expect(await logsOf(sales.user.azureId, last)).toEqual([
      {
        type: 'page_visit',
        action_name: '/icrm/customers',
        extra_info: null,
        device: 'desktop',
        from_page: '/icrm/inbox',
        time_on_page: 42,
        start_date: new Date(visit.startDate),
        end_date: new Date(visit.endDate),
        created_at: api.clock.now(),
      },
      expect.objectContaining({ type: 'button', action_name: 'ActivateNewCustomer', extra_info: '123456', device: 'mobile', from_page: null }),
    ]);
  });

  test("another user's azure id: 403 and nothing logged", async () => {
    const admin = await api.login('admin@demo.test');
    const before = await rowCounts(api.db);
    expect((await log({ azureId: admin.user.azureId, type: 'button', actionName: 'x', device: 'desktop' })).status).toBe(403);
    expect(await rowCounts(api.db)).toEqual(before);
  });

  test.each([
    ['no type', { actionName: '/x', device: 'desktop' }],
    ['no action name', { type: 'button', device: 'desktop' }],
    ['an unknown device', { type: 'button', actionName: '/x', device: 'smartwatch' }],
    ['a negative time on page', { type: 'page_visit', actionName: '/x', device: 'desktop', timeOnPage: -1 }],
    ['a start date that is no date', { type: 'page_visit', actionName: '/x', device: 'desktop', startDate: 'yesterday' }],
    ['an impossible date', { type: 'page_visit', actionName: '/x', device: 'desktop', endDate: '2026-02-30T10:00:00Z' }],
    ['an azure id that is no uuid', { azureId: 'me', type: 'button', actionName: '/x', device: 'desktop' }],
    ['a list', [{ type: 'button', actionName: '/x', device: 'desktop' }]],
  ])('%s: 400 and nothing logged', async (_case, body) => {
    const before = await rowCounts(api.db);
    expect((await log(body)).status).toBe(400);
    expect(await rowCounts(api.db)).toEqual(before);
  });

  test('without a token: 401', async () => {
    expect((await anonymous({ type: 'button', actionName: '/x', device: 'desktop' })).status).toBe(401);
  });
});
