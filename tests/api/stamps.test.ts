import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stampsOf } from '../../api/db/stamps';
import { startApi, type ApiHarness } from '../support/apiHarness';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** The stamps as the tables hold them, in the form the api uses. */
async function tableStamps(groupCode: string): Promise<{ customers: string; callList: string; latest: string }> {
  const [row] = await api.db.query<{ customers: number; callList: number; latest: number }>(
    `SELECT coalesce((SELECT stamp FROM list_stamps WHERE list = 'customers' AND group_code = $1), 0) AS customers,
            coalesce((SELECT stamp FROM call_list_stamps WHERE group_code = $1), 0) AS "callList",
            coalesce((SELECT max(stamp) FROM list_stamps WHERE list IN ('leads', 'people')), 0) AS latest`,
    [groupCode],
  );
  return { customers: String(row!.customers), callList: String(row!.callList), latest: String(row!.latest) };
}

async function apiStamps(groupCode: string) {
  const stamps = stampsOf(api.db);
  return { customers: await stamps.of(['customers'], groupCode), callList: await stamps.of(['call-list'], groupCode), latest: await stamps.latest(['leads', 'people']) };
}

const rename = (groupCode: string, name: string) =>
  `UPDATE customers SET name = '${name}' WHERE debnr = (SELECT min(debnr) FROM customers WHERE group_code = '${groupCode}')`;

describe('list stamps', () => {
  test('the api knows every stamp the tables hold after each kind of write, and none a rolled-back write made', async () => {
    await apiStamps('101'); // held from here on where the engine allows
    const before = await tableStamps('101');
    expect(await apiStamps('101')).toEqual(before);

    await api.db.query(rename('101', 'Bloemen Een'));
    expect((await tableStamps('101')).customers).not.toBe(before.customers);
    expect(await apiStamps('101')).toEqual(await tableStamps('101'));

    await api.db.transaction(async (tx) => {
      await tx.query(rename('101', 'Bloemen Twee'));
      await tx.query(`UPDATE leads SET email = email WHERE id = (SELECT min(id) FROM leads)`);
    });
    expect(await apiStamps('101')).toEqual(await tableStamps('101'));

    const committed = await tableStamps('101');
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query(rename('101', 'Bloemen Drie'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await tableStamps('101')).toEqual(committed);
    expect(await apiStamps('101')).toEqual(committed);

    // An invoice summary moves the call list's stamp (migration 011); a new group's first stamp is known too.
    await api.db.query(`UPDATE customer_invoice_summary SET invoice_count = invoice_count WHERE debnr = (SELECT min(debnr) FROM customers WHERE group_code = '101')`);
    await api.db.query(`INSERT INTO debtor_groups (group_code, group_name, company_id) SELECT '977', 'Nieuw', company_id FROM debtor_groups WHERE group_code = '101'`);
    await api.db.query(`UPDATE customers SET group_code = '977' WHERE debnr = (SELECT min(debnr) FROM customers WHERE group_code = '101')`);
    expect(await apiStamps('101')).toEqual(await tableStamps('101'));
    expect(await apiStamps('977')).toEqual(await tableStamps('977'));
    expect((await apiStamps('977')).customers).not.toBe('0');
  });

  test('a repeated list request reads no table where the stamps are held (PGlite), the stamp and the group where not', async () => {
    const { accessToken } = await api.login('sales@demo.test');
    const search = () => api.call('GET', 'customer/getallcustomerstosearch', { token: accessToken });
    expect((await search()).status).toBe(200);

    const original = api.db.query.bind(api.db);
    const read: string[] = [];
    api.db.query = (sql, params) => {
      // The session check reads once a second per session, whatever the call: not the list's cost.
      if (!sql.includes('FROM sessions')) read.push(sql);
      return original(sql, params);
    };
    try {
      const again = await search();
      expect(again.status).toBe(200);
      expect(read).toHaveLength(api.db.engine === 'pglite' ? 0 : 2);
    } finally {
      api.db.query = original;
    }
  });

  test("the caller's group is remembered only while no one's groups change: taken out of a group, the next call is refused", async () => {
    const { accessToken } = await api.login('sales@demo.test');
    const search = () => api.call('GET', 'customer/getallcustomerstosearch', { token: accessToken, headers: { groupcode: '302' } });
    expect((await search()).status).toBe(200);
    expect((await search()).status).toBe(200);
    await api.db.query(`DELETE FROM user_groups WHERE group_code = '302' AND user_id = (SELECT id FROM users WHERE email = 'sales@demo.test')`);
    expect((await search()).status).toBe(403);
  });
});
