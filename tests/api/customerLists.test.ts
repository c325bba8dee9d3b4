import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClosedCustomer } from '../../schemas/entities/closedCustomer';
import { Note } from '../../schemas/entities/note';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { customerOfAnotherGroup, loginAs, switchGroup, type Caller } from './customerFixtures';

/** The inbox and the closed-customers list: group-wide lists of the iCRM menu. */
describe('inbox and closed customers', () => {
  let api: ApiHarness;
  let sales: Caller;

  beforeAll(async () => {
    api = await startApi();
    sales = await loginAs(api, 'sales@demo.test');
  });
  afterAll(() => api.close());

  describe('GET customer/GetNotesbyUser', () => {
    it("shows the current group's 76 newest notes, newest first, with the customer's invoice name", async () => {
      const other = await customerOfAnotherGroup(api, 'sales@demo.test', sales.groupCode);
      // Only this test's notes: 80 in the group, and a newer one elsewhere that must not show.
      await api.db.query('DELETE FROM notes');
      await api.db.query(
        `INSERT INTO notes (debnr, username, place_date, memo)
         SELECT c.debnr, 'Sam Sales', timestamptz '2026-06-17T07:00:00Z' - n * interval '1 hour', 'note ' || n
           FROM generate_series(1, 80) AS n
           JOIN LATERAL (SELECT debnr FROM customers WHERE group_code = $1 ORDER BY debnr OFFSET n % 7 LIMIT 1) c ON true`,
        [sales.groupCode],
      );
      await api.db.query(`INSERT INTO notes (debnr, username, place_date, memo) VALUES ($1, 'Elsewhere', '2026-06-17T07:59:00Z', 'other group')`, [other.debnr]);

      const { status, body } = await api.call('GET', 'customer/GetNotesbyUser', { token: sales.token });
      expect(status).toBe(200);
      const notes = body.map((row: unknown) => Note.parse(row));
      const expected = await api.db.query<{ id: number; debnaam: string }>(
        `SELECT n.id, c.debnaam FROM notes n JOIN customers c ON c.debnr = n.debnr WHERE c.group_code = $1 ORDER BY n.place_date DESC, n.id DESC LIMIT 76`,
        [sales.groupCode],
      );
      expect(notes).toHaveLength(76);
      expect(notes.map((n: Note) => [n.id, n.debnaam])).toEqual(expected.map((n) => [n.id, n.debnaam]));
      expect(notes[0]).toMatchObject({ username: 'Sam Sales', memo: 'note 1', placeDate: '2026-06-17T06:00:00.000Z' });
      expect(notes.some((n: Note) => n.memo === 'other group')).toBe(false);

      const switched = await switchGroup(api, sales, other.groupCode);
      const theirs = await api.call('GET', 'customer/GetNotesbyUser', { token: switched.token });
      expect(theirs.body[0]).toMatchObject({ memo: 'other group', debnr: other.debnr });
      sales = await switchGroup(api, switched, sales.groupCode);
    });

    it('needs iCRMBasis', async () => {
      const finance = await loginAs(api, 'finance@demo.test');
      expect((await api.call('GET', 'customer/GetNotesbyUser', { token: finance.token })).status).toBe(403);
      expect((await api.call('GET', 'customer/GetNotesbyUser')).status).toBe(401);
    });
  });

  describe('GET customer/GetClosedCustomers', () => {
    beforeAll(async () => {
      // Stops on the window's edges: today, 60 days ago (in), 61 and 400 days ago (out by default).
      await api.db.query(
        `UPDATE customers c SET lev_stop = true, lev_stop_since = '2026-06-17'::date - s.ago
           FROM (SELECT debnr, (ARRAY[0, 60, 61, 400])[row_number() OVER (ORDER BY debnr)] AS ago
                   FROM customers WHERE group_code = $1 AND NOT lev_stop ORDER BY debnr LIMIT 4) s
          WHERE c.debnr = s.debnr`,
        [sales.groupCode],
      );
    });

    const expected = (days: number) =>
      api.db.query<{ debnr: string; days_closed: number }>(
        `SELECT debnr, ('2026-06-17'::date - lev_stop_since) AS days_closed FROM customers
          WHERE group_code = $1 AND lev_stop AND lev_stop_since >= '2026-06-17'::date - $2::int AND lev_stop_since <= '2026-06-17'
          ORDER BY lev_stop_since DESC, debnr`,
        [sales.groupCode, days],
      );

    it('lists the delivery stops of the last 60 days by default, with days closed', async () => {
      const { status, body } = await api.call('GET', 'customer/GetClosedCustomers', { token: sales.token });
      expect(status).toBe(200);
      const rows = body.map((row: unknown) => ClosedCustomer.parse(row));
      const want = await expected(60);
      expect(want.length).toBeGreaterThan(0);
      expect(rows.map((r: ClosedCustomer) => [r.debnr, r.daysClosed])).toEqual(want.map((r) => [r.debnr, r.days_closed]));
      expect(rows.every((r: ClosedCustomer) => r.levStop && r.daysClosed <= 60)).toBe(true);
    });

    it('takes the Days window from the query, 1 to 3650, and answers 400 otherwise', async () => {
      const wide = await api.call('GET', 'customer/GetClosedCustomers?Days=3650', { token: sales.token });
      expect(wide.body.map((r: ClosedCustomer) => r.debnr)).toEqual((await expected(3650)).map((r) => r.debnr));
      expect(wide.body.length).toBeGreaterThan((await expected(60)).length);
      for (const days of ['0', '3651', 'abc', '-5', '1.5']) {
        expect([days, (await api.call('GET', `customer/GetClosedCustomers?Days=${days}`, { token: sales.token })).status]).toEqual([days, 400]);
      }
    });
  });
});
