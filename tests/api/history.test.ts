import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../api/history/versions';
import { ANSWER_LOST } from '../../api/http/idempotency';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { customerOfAnotherGroup, customerWhere, loginAs, type Caller } from './customerFixtures';
import { rowCounts } from './support/rowCounts';

/** Record history, versions and idempotent creates (issue 17), through the route framework. */
describe('record history, versions and idempotent creates', () => {
  let api: ApiHarness;
  let admin: Caller;
  let adminAzureId: string;
  let sales: Caller;
  let salesAzureId: string;
  let finance: Caller;
  let wholesale: Caller;
  let deco: Caller;

  beforeAll(async () => {
    api = await startApi();
    [admin, sales, finance, wholesale, deco] = await Promise.all(['admin', 'sales', 'finance', 'wholesale', 'deco'].map((who) => loginAs(api, `${who}@demo.test`)));
    [adminAzureId, salesAzureId] = await Promise.all(['admin', 'sales'].map(async (who) => (await api.login(`${who}@demo.test`)).user.azureId as string));
  });
  afterAll(() => api.close());

  const history = (entity: string, id: string, who: Caller = admin) => api.call('GET', `history/${entity}/${encodeURIComponent(id)}`, { token: who.token });
  const newUser = (email: string) => ({ name: 'Hanna History', email, password: 'welcome-01', companyId: 1, groupCode: '101', target: 5, language: 'nl', roles: ['iCRMBasis'] });

  describe('users', () => {
    it('records the create, each update with the changed fields only, a password change without the password, and the delete', async () => {
      const created = await api.call('POST', 'admin/createuser', { token: admin.token, body: newUser('hanna@demo.test') });
      expect(created.status).toBe(200);
      const user = created.body;
      expect(user.version).toBe(1);
      const updated = await api.call('POST', 'admin/updateuser?changedPassword=true', {
        token: admin.token,
        body: { ...newUser('hanna@demo.test'), azureId: user.azureId, name: 'Hanna Historia', target: 6, roles: ['iCRMBasis', 'iTasks'], password: 'another-pass-1', version: 1 },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.version).toBe(2);
      expect((await api.call('POST', 'admin/deleteuser', { token: admin.token, body: { azureId: user.azureId } })).status).toBe(200);

      const entries = (await history('user', user.azureId)).body;
      expect(entries.map((e: any) => e.action)).toEqual(['delete', 'update', 'create']);
      expect(entries.every((e: any) => e.userName === 'Ada Admin' && e.azureId === adminAzureId && !Number.isNaN(Date.parse(e.at)))).toBe(true);
      expect(entries[1].changes).toEqual({
        name: { from: 'Hanna History', to: 'Hanna Historia' },
        target: { from: 5, to: 6 },
        roles: { from: ['iCRMBasis'], to: ['iCRMBasis', 'iTasks'] },
        passwordChanged: { from: null, to: true },
      });
      expect(entries[2].changes.email).toEqual({ from: null, to: 'hanna@demo.test' });
      expect(JSON.stringify(entries)).not.toMatch(/another-pass-1|welcome-01|argon2/);
    });

    it('refuses an edit made from an older version with 409, the current record and who changed it, and writes nothing', async () => {
      const user = (await api.call('POST', 'admin/createuser', { token: admin.token, body: newUser('stale@demo.test') })).body;
      const edit = (name: string, version?: number) =>
        api.call('POST', 'admin/updateuser', { token: admin.token, body: { ...newUser('stale@demo.test'), azureId: user.azureId, name, version } });
      expect((await edit('First edit', 1)).status).toBe(200);
      const before = await rowCounts(api.db);
      const stale = await edit('Second edit from the old screen', 1);
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ message: STALE_VERSION_MESSAGE, current: { name: 'First edit', version: 2 }, changedBy: { userName: 'Ada Admin' } });
      expect(await rowCounts(api.db)).toEqual(before);
      // An old client without a version keeps working.
      const blind = await edit('Without a version');
      expect([blind.status, blind.body.version]).toEqual([200, 3]);
    });

    it('shows user history to admins only', async () => {
      expect((await history('user', salesAzureId, sales)).status).toBe(403);
      expect((await history('user', salesAzureId)).status).toBe(200);
    });
  });

  describe('customers', () => {
    it('records comments, delivery closing and wholesale data, readable in the current group only', async () => {
      const debnr = await customerWhere(api, sales.groupCode, 'c.inet_check AND NOT c.lev_stop');
      await api.call('POST', `customer/submitcomment/${debnr}`, { token: sales.token, body: { title: 'Called', type: 1, memo: 'Wants tulips' } });
      const entries = (await history('customer', debnr, sales)).body;
      expect(entries[0]).toMatchObject({ action: 'comment', userName: 'Sam Sales', changes: { comment: { from: null, to: { title: 'Called', type: 1, memo: 'Wants tulips' } } } });

      const other = await customerOfAnotherGroup(api, 'sales@demo.test', sales.groupCode);
      expect((await history('customer', other.debnr, sales)).status).toBe(404);
      // Readable by whoever may read the customer: wholesale staff may (their own screens); from another current group it is a 404.
      expect((await history('customer', debnr, wholesale)).status).toBe(200);
      expect((await history('customer', debnr, deco)).status).toBe(404);
    });

    it('records the delivery stop of a whole financial group per customer', async () => {
      const debnr = await customerWhere(api, finance.groupCode, 'c.inet_check AND NOT c.lev_stop');
      await api.call('POST', `customer/OpenAndCloseCustomer/${debnr}`, { token: finance.token, body: { levStop: false } });
      const [entry] = (await history('customer', debnr, finance)).body;
      expect(entry).toMatchObject({ action: 'close delivery', userName: 'Fiona Finance', changes: { levStop: { from: false, to: true } } });
    });

    it('refuses an unknown entity or a blank id with 400', async () => {
      expect((await api.call('GET', 'history/planet/1', { token: admin.token })).status).toBe(400);
      expect((await api.call('GET', 'history/customer/%20', { token: admin.token })).status).toBe(400);
    });
  });

  describe('Idempotency-Key', () => {
    const comment = (debnr: string, key: string, memo = 'Once only') =>
      api.call('POST', `customer/submitcomment/${debnr}`, { token: sales.token, headers: { 'Idempotency-Key': key }, body: { title: 'Retry', type: 1, memo } });
    const comments = (debnr: string) => api.db.query('SELECT id FROM comments WHERE debnr = $1', [debnr]);

    it('answers a repeated create with the first answer and creates one row', async () => {
      const debnr = await customerWhere(api, sales.groupCode);
      const before = (await comments(debnr)).length;
      const first = await comment(debnr, 'submit-1');
      const again = await comment(debnr, 'submit-1');
      expect(first.status).toBe(200);
      expect(again).toMatchObject({ status: 200, body: first.body });
      expect(await comments(debnr)).toHaveLength(before + 1);
    });

    it('creates one row when the same key arrives twice at once', async () => {
      const debnr = await customerWhere(api, sales.groupCode);
      const before = (await comments(debnr)).length;
      const [a, b] = await Promise.all([comment(debnr, 'double-click'), comment(debnr, 'double-click')]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body).toEqual(b.body);
      expect(await comments(debnr)).toHaveLength(before + 1);
    });

    it('keeps keys per user, refuses a key reused for another request, and lets a failed request be retried', async () => {
      const debnr = await customerWhere(api, sales.groupCode);
      expect((await comment(debnr, 'k-1')).status).toBe(200);
      expect((await comment(debnr, 'k-1', 'Something else')).status).toBe(400);
      const refused = await api.call('POST', `customer/submitcomment/${debnr}`, { token: sales.token, headers: { 'Idempotency-Key': 'k-2' }, body: { title: 'Retry', type: 99, memo: 'x' } });
      expect(refused.status).toBe(400);
      expect((await comment(debnr, 'k-2', 'x')).status).toBe(200);
      expect((await api.call('POST', `customer/submitcomment/${debnr}`, { token: sales.token, headers: { 'Idempotency-Key': ' ' }, body: {} })).status).toBe(400);
    });

    it('answers the same key again only within 24 hours', async () => {
      const debnr = await customerWhere(api, sales.groupCode);
      const before = (await comments(debnr)).length;
      await comment(debnr, 'tomorrow');
      api.clock.advance(24 * 60 * 60 * 1000 + 1);
      sales = await loginAs(api, 'sales@demo.test');
      await comment(debnr, 'tomorrow');
      expect(await comments(debnr)).toHaveLength(before + 2);
    });

    describe('a key whose holder is gone (issue 36 H)', () => {
      /**
       * Leaves `key` running as a process killed in the middle of the request would: claimed, no answer,
       * its lease `lease` from now (negative: passed), its write committed or not.
       */
      const leftRunning = async (debnr: string, key: string, { lease, committed = false }: { lease: string; committed?: boolean }) => {
        // The fingerprint of this very request, from a probe with another key.
        const probe = `probe-${key}`;
        await comment(debnr, probe);
        const [row] = await api.db.query<{ fingerprint: string }>('SELECT fingerprint FROM idempotent_requests WHERE key = $1', [probe]);
        await api.db.query(
          `INSERT INTO idempotent_requests (azure_id, key, endpoint, fingerprint, created_at, holder, lease_until, committed_at)
           VALUES ($1, $2, 'POST customer/submitcomment/{debnr}', $3, $4, gen_random_uuid(), now() + $5::interval, CASE WHEN $6 THEN now() END)`,
          [salesAzureId, key, row!.fingerprint, api.clock.now(), lease, committed],
        );
      };

      it('takes over a key left running by a holder that died before its write committed: the retry runs at once, once', async () => {
        const debnr = await customerWhere(api, sales.groupCode);
        await leftRunning(debnr, 'killed-before-commit', { lease: '-1 second' });
        const before = (await comments(debnr)).length;
        const started = Date.now();
        const retry = await comment(debnr, 'killed-before-commit');
        expect(retry.status).toBe(200);
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(await comments(debnr)).toHaveLength(before + 1);
        expect(await comment(debnr, 'killed-before-commit')).toMatchObject({ status: 200, body: retry.body });
        expect(await comments(debnr)).toHaveLength(before + 1);
      });

      it('lets a retry that arrives while a dead holder\'s lease still runs wait it out, then run', async () => {
        const debnr = await customerWhere(api, sales.groupCode);
        await leftRunning(debnr, 'killed-just-now', { lease: '1 second' });
        const before = (await comments(debnr)).length;
        expect((await comment(debnr, 'killed-just-now')).status).toBe(200);
        expect(await comments(debnr)).toHaveLength(before + 1);
      });

      it('never runs again a write that committed: its stored answer, or a 409 when the holder died before storing it', async () => {
        const debnr = await customerWhere(api, sales.groupCode);
        await leftRunning(debnr, 'killed-after-answer', { lease: '-1 second', committed: true });
        await api.db.query("UPDATE idempotent_requests SET status = 200, content_type = 'application/json', body = $1 WHERE key = 'killed-after-answer'", [
          Buffer.from('{"stored":"answer"}'),
        ]);
        await leftRunning(debnr, 'killed-after-commit', { lease: '-1 second', committed: true });
        const before = (await comments(debnr)).length;
        expect(await comment(debnr, 'killed-after-answer')).toMatchObject({ status: 200, body: { stored: 'answer' } });
        const lost = await comment(debnr, 'killed-after-commit');
        expect(lost).toMatchObject({ status: 409, body: { message: ANSWER_LOST } });
        expect(await comments(debnr)).toHaveLength(before);
      });

      it('keeps a live holder\'s key: its twin waits for it and gets its answer, running nothing', async () => {
        const debnr = await customerWhere(api, sales.groupCode);
        await leftRunning(debnr, 'still-running', { lease: '30 seconds' });
        const before = (await comments(debnr)).length;
        const twin = comment(debnr, 'still-running');
        await new Promise((resolve) => setTimeout(resolve, 300));
        // The holder (another api instance, say) finishes and keeps its answer.
        await api.db.query("UPDATE idempotent_requests SET status = 200, content_type = 'application/json', body = $1 WHERE key = 'still-running'", [
          Buffer.from('{"from":"the holder"}'),
        ]);
        expect(await twin).toMatchObject({ status: 200, body: { from: 'the holder' } });
        expect(await comments(debnr)).toHaveLength(before);
      });
    });
  });

  it('keeps the history append-only', async () => {
    await expect(api.db.query('DELETE FROM record_history')).rejects.toThrow(/append-only/);
    await expect(api.db.query("UPDATE record_history SET user_name = 'someone else'")).rejects.toThrow(/append-only/);
  });
});
