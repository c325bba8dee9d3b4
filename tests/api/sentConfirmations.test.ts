import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';

const PATH = 'hbxdeco/GetVerzendBevestigingen';

describe('GET hbxdeco/GetVerzendBevestigingen', () => {
  let api: ApiHarness;
  let salesToken: string;
  let ownGroup: string;
  let otherGroup: string;
  let ownDebnr: string;

  /** Two confirmations for a customer of the given group; returns its debnr. */
  async function confirmationsFor(groupCode: string, email: string): Promise<string> {
    const [customer] = await api.db.query<{ debnr: string }>('SELECT debnr FROM customers WHERE group_code = $1 ORDER BY debnr LIMIT 1', [groupCode]);
    await api.db.query(
      `INSERT INTO sent_confirmations (debnr, email, confirmation_date, review_date)
       VALUES ($1, $2, '2026-06-10', '2026-06-20'), ($1, $2, '2026-06-12', NULL)`,
      [customer!.debnr, email],
    );
    return customer!.debnr;
  }

  beforeAll(async () => {
    api = await startApi({ customers: 120 });
    const login = await api.login('sales@demo.test');
    salesToken = login.accessToken;
    ownGroup = login.user.groupCode;
    const [other] = await api.db.query<{ group_code: string }>(
      `SELECT ug.group_code FROM user_groups ug JOIN users u ON u.id = ug.user_id
        WHERE u.email = 'sales@demo.test' AND ug.group_code <> $1
          AND EXISTS (SELECT 1 FROM customers c WHERE c.group_code = ug.group_code) ORDER BY 1 LIMIT 1`,
      [ownGroup],
    );
    otherGroup = other!.group_code;
    await api.db.query('DELETE FROM sent_confirmations');
    ownDebnr = await confirmationsFor(ownGroup, 'own@shop.test');
    await confirmationsFor(otherGroup, 'other@shop.test');
  });

  afterAll(() => api.close());

  it('lists the confirmations of the current group, newest first, with the customer name', async () => {
    const debnr = ownDebnr;
    const [customer] = await api.db.query<{ name: string }>('SELECT name FROM customers WHERE debnr = $1', [debnr]);

    const { status, body } = await api.call('GET', PATH, { token: salesToken });

    expect(status).toBe(200);
    expect(body).toEqual([
      { debiteurNummer: debnr, debiteurNaam: customer!.name, email: 'own@shop.test', verzendbevestigingDatum: '2026-06-12', verzendReviewDatum: null },
      { debiteurNummer: debnr, debiteurNaam: customer!.name, email: 'own@shop.test', verzendbevestigingDatum: '2026-06-10', verzendReviewDatum: '2026-06-20' },
    ]);
  });

  it('scopes to the group of the groupcode header when the user may use it', async () => {
    const { status, body } = await api.call<{ email: string }[]>('GET', PATH, { token: salesToken, headers: { groupcode: otherGroup } });
    expect(status).toBe(200);
    expect(body.map((row) => row.email)).toEqual(['other@shop.test', 'other@shop.test']);
  });

  it('refuses a group the user may not use', async () => {
    const { status } = await api.call('GET', PATH, { token: salesToken, headers: { groupcode: '803' } });
    expect(status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const { status } = await api.call('GET', PATH);
    expect(status).toBe(401);
  });

  it('answers 403 to a user without iCRMBasis', async () => {
    const { accessToken } = await api.login('finance@demo.test');
    const { status } = await api.call('GET', PATH, { token: accessToken });
    expect(status).toBe(403);
  });
});
