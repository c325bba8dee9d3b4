import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShowroomVisit, VISIT_HORIZON_YEARS, VISIT_MESSAGES } from '../../schemas/entities/visit';
import { TEST_NOW, startApi, type ApiHarness } from '../support/apiHarness';
import { customerWhere, loginAs, type Caller } from './customerFixtures';
import { rowCounts } from './support/rowCounts';

const today = dayjs(TEST_NOW).format('YYYY-MM-DD');
const inDays = (days: number) => dayjs(TEST_NOW).add(days, 'day').format('YYYY-MM-DD');

/** Showroom visits (spec part 2 §7 "Visits"): the list, the form's calls and every rule, enforced by the api. */
describe('showroom visits', () => {
  let api: ApiHarness;
  let sales: Caller;
  let manager: Caller;
  let finance: Caller;
  let salesmanAzureId: string;
  let debnr: string;

  beforeAll(async () => {
    api = await startApi();
    [sales, manager, finance] = await Promise.all(['sales', 'manager', 'finance'].map((who) => loginAs(api, `${who}@demo.test`)));
    salesmanAzureId = (await api.login('sales@demo.test')).user.azureId;
    debnr = await customerWhere(api, sales.groupCode);
  });
  afterAll(() => api.close());

  const draft = (changes: Record<string, unknown> = {}) => ({
    debtorNumber: debnr,
    debtorEmailAddress: 'inkoop elders',
    visitDate: inDays(30),
    timeOfArrival: '10:30',
    durationOfStay: '02:00',
    amountOfPeople: 3,
    arrangeLunch: true,
    arrangeStay: false,
    particularities: 'Wil de kerstcollectie zien.',
    salesmanAzureId,
    ...changes,
  });
  const create = (body: unknown, who = sales) => api.call('POST', 'visits/CreateShowroomVisit', { token: who.token, body });
  const update = (body: unknown, who = sales) => api.call('PUT', 'visits/UpdateShowroomVisit', { token: who.token, body });
  const cancel = (visitId: number, who = sales) => api.call('PUT', 'visits/CancelShowroomVisit', { token: who.token, body: { visitId } });
  /** A stored visit on a date a create could no longer make (in the past, or inside the lock). */
  const storedOn = async (visitDate: string, status = 0) => {
    const visit = ShowroomVisit.parse((await create(draft())).body);
    await api.db.query('UPDATE showroom_visits SET visit_date = $2, status = $3 WHERE visit_id = $1', [visit.visitId, visitDate, status]);
    return { ...visit, visitDate, status, version: visit.version };
  };

  it('creates a visit, answers it with its visitId and the customer, and reads it back', async () => {
    const created = await create(draft());
    expect(created.status).toBe(200);
    const visit = ShowroomVisit.parse(created.body);
    expect(visit).toMatchObject({ debtorNumber: debnr, visitDate: inDays(30), timeOfArrival: '10:30', durationOfStay: '02:00', amountOfPeople: 3, arrangeLunch: true, status: 0, salesmanName: 'Sam Sales', version: 1 });
    expect((await api.call('GET', `visits/getVisit/${visit.visitId}`, { token: sales.token })).body).toEqual(visit);
    const [stored] = await api.db.query<{ user_azure_id: string }>('SELECT user_azure_id::text FROM showroom_visits WHERE visit_id = $1', [visit.visitId]);
    expect(stored!.user_azure_id).toBe(salesmanAzureId);
  });

  it('lists upcoming visits only, those still on before the cancelled ones', async () => {
    const visits = (await api.call('GET', 'visits/Getallvisits', { token: sales.token })).body as ShowroomVisit[];
    expect(visits.length).toBeGreaterThan(0);
    expect(visits.every((v) => v.visitDate >= today)).toBe(true);
    const firstCancelled = visits.findIndex((v) => v.status === 3);
    if (firstCancelled >= 0) expect(visits.slice(firstCancelled).every((v) => v.status === 3)).toBe(true);
    const planned = visits.filter((v) => v.status !== 3).map((v) => `${v.visitDate} ${v.timeOfArrival}`);
    expect(planned).toEqual([...planned].sort());
  });

  it.each([
    ['no date', { visitDate: undefined }, 'visitDate', VISIT_MESSAGES.date],
    ['a date in the past', { visitDate: inDays(-1) }, 'visitDate', VISIT_MESSAGES.date],
    ['an arrival time that is no HH:mm', { timeOfArrival: '9:30' }, 'timeOfArrival', VISIT_MESSAGES.arrival],
    ['an arrival at 25:00', { timeOfArrival: '25:00' }, 'timeOfArrival', VISIT_MESSAGES.arrival],
    ['a stay under 00:30', { durationOfStay: '00:15' }, 'durationOfStay', VISIT_MESSAGES.stay],
    ['a stay over 08:00', { durationOfStay: '08:30' }, 'durationOfStay', VISIT_MESSAGES.stay],
    ['no customer', { debtorNumber: '' }, 'debtorNumber', VISIT_MESSAGES.customer],
    ['a customer outside the caller’s groups', { debtorNumber: 'NOPE99' }, 'debtorNumber', VISIT_MESSAGES.customer],
    ['no salesman', { salesmanAzureId: undefined }, 'salesmanAzureId', VISIT_MESSAGES.salesman],
    ['an unknown salesman', { salesmanAzureId: '00000000-0000-4000-8000-000000000000' }, 'salesmanAzureId', VISIT_MESSAGES.salesman],
    ['no people', { amountOfPeople: 0 }, 'amountOfPeople', VISIT_MESSAGES.people],
    ['an impossible date (31 February)', { visitDate: '2026-02-31' }, 'visitDate', VISIT_MESSAGES.date],
    ['an impossible date (month 13)', { visitDate: '2026-13-45' }, 'visitDate', VISIT_MESSAGES.date],
  ])('refuses %s with 400 and the spec’s text, writing nothing', async (_, changes, field, text) => {
    const before = await rowCounts(api.db);
    const refused = await create(draft(changes));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[field]).toBe(text);
    expect(await rowCounts(api.db)).toEqual(before);
  });

  it(`refuses a date more than ${VISIT_HORIZON_YEARS} years ahead (9999-12-31) with 400 on visitDate, writing nothing; up to the horizon is fine (issue 36)`, async () => {
    const latest = dayjs(TEST_NOW).add(VISIT_HORIZON_YEARS, 'year').format('YYYY-MM-DD');
    const before = await rowCounts(api.db);
    for (const visitDate of ['9999-12-31', dayjs(latest).add(1, 'day').format('YYYY-MM-DD')]) {
      const refused = await create(draft({ visitDate }));
      expect(refused.status).toBe(400);
      expect(refused.body.errors.visitDate).toContain(latest);
    }
    expect(await rowCounts(api.db)).toEqual(before);
    const farthest = ShowroomVisit.parse((await create(draft({ visitDate: latest }))).body);
    const moved = await update({ ...draft({ visitDate: '9999-12-31' }), visitId: farthest.visitId, version: farthest.version });
    expect([moved.status, Object.keys(moved.body.errors)]).toEqual([400, ['visitDate']]);
    expect((await api.call('GET', `visits/getVisit/${farthest.visitId}`, { token: sales.token })).body.visitDate).toBe(latest);
  });

  it('lets anyone with iVisits change a visit more than 14 days away', async () => {
    const visit = ShowroomVisit.parse((await create(draft({ visitDate: inDays(20) }))).body);
    const changed = await update({ ...draft({ visitDate: inDays(21), amountOfPeople: 5 }), visitId: visit.visitId, version: visit.version });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ visitDate: inDays(21), amountOfPeople: 5, version: 2 });
  });

  it('locks a visit less than 14 days away for all but visits managers, with the spec’s text', async () => {
    const visit = await storedOn(inDays(10));
    const before = await rowCounts(api.db);
    const locked = await update({ ...draft({ visitDate: inDays(10), amountOfPeople: 9 }), visitId: visit.visitId });
    expect([locked.status, locked.body.message]).toEqual([403, VISIT_MESSAGES.locked]);
    expect((await cancel(visit.visitId)).status).toBe(403);
    expect(await rowCounts(api.db)).toEqual(before);
    const managed = await update({ ...draft({ visitDate: inDays(10), amountOfPeople: 9 }), visitId: visit.visitId }, manager);
    expect([managed.status, managed.body.amountOfPeople]).toEqual([200, 9]);
  });

  it('refuses changes to a past visit and to a cancelled one, and a second cancel', async () => {
    const past = await storedOn(inDays(-3));
    const pastChange = await update({ ...draft(), visitId: past.visitId }, manager);
    expect([pastChange.status, pastChange.body.message]).toEqual([409, VISIT_MESSAGES.past]);

    const visit = ShowroomVisit.parse((await create(draft())).body);
    const cancelled = await cancel(visit.visitId);
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 3]);
    const again = await cancel(visit.visitId);
    expect([again.status, again.body.message]).toEqual([409, VISIT_MESSAGES.cancelled]);
    const change = await update({ ...draft(), visitId: visit.visitId });
    expect([change.status, change.body.message]).toEqual([409, VISIT_MESSAGES.cancelled]);
  });

  it('refuses an edit from an older version (409 with the current visit) and keeps the history', async () => {
    const visit = ShowroomVisit.parse((await create(draft())).body);
    expect((await update({ ...draft({ amountOfPeople: 4 }), visitId: visit.visitId, version: 1 })).status).toBe(200);
    const stale = await update({ ...draft({ amountOfPeople: 7 }), visitId: visit.visitId, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ amountOfPeople: 4, version: 2 });
    const history = (await api.call('GET', `history/visit/${visit.visitId}`, { token: sales.token })).body;
    expect(history.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(history[0].changes).toEqual({ amountOfPeople: { from: 3, to: 4 } });
  });

  it('gives a visit as an iCalendar event: local arrival, end after the stay, who and what to arrange', async () => {
    const visit = ShowroomVisit.parse((await create(draft({ visitDate: inDays(30), timeOfArrival: '10:30', durationOfStay: '02:30', particularities: `Bus, parkeerplaats; reserveren. ${'Bloemen én planten, élégant. '.repeat(4)}` }))).body);
    const ics = await api.call('GET', `visits/ics/${visit.visitId}`, { token: sales.token });
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const body = ics.body as string;
    const day = inDays(30).replace(/-/g, '');
    expect(body).toContain(`DTSTART:${day}T103000\r\n`);
    expect(body).toContain(`DTEND:${day}T130000\r\n`);
    expect(body).toContain('Bus\\, parkeerplaats\\; reserveren');
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect((await api.call('GET', `visits/ics/${visit.visitId}`, { token: finance.token })).status).toBe(403);
  });

  it('answers the customer info of the form within the caller’s groups only', async () => {
    const info = await api.call('GET', `visits/GetCustomerForVisit/${debnr}`, { token: sales.token });
    expect(info.status).toBe(200);
    expect(Object.keys(info.body).sort()).toEqual(['debtorEmail', 'debtorName', 'debtorNumber']);
    const [elsewhere] = await api.db.query<{ debnr: string }>(
      `SELECT debnr FROM customers WHERE group_code NOT IN (SELECT ug.group_code FROM user_groups ug JOIN users u ON u.id = ug.user_id WHERE u.email = 'sales@demo.test') LIMIT 1`,
    );
    expect((await api.call('GET', `visits/GetCustomerForVisit/${elsewhere!.debnr}`, { token: sales.token })).status).toBe(404);
  });

  it('is for iVisits only; an unknown visit is a 404, a malformed id a 400', async () => {
    expect((await api.call('GET', 'visits/Getallvisits', { token: finance.token })).status).toBe(403);
    expect((await api.call('GET', 'visits/getVisit/999999', { token: sales.token })).status).toBe(404);
    expect((await api.call('GET', 'visits/getVisit/abc', { token: sales.token })).status).toBe(400);
  });

  it('answers a held list with 304 until a visit, its customer or a name it shows changes; each caller has their own', async () => {
    const list = (who: Caller, etag = '') => api.call('GET', 'visits/Getallvisits', { token: who.token, headers: { 'if-none-match': etag } });
    const first = await list(sales);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(new RegExp(`^"visits:${salesmanAzureId}:${today}:\\d+"$`));
    expect((await list(sales, etag)).status).toBe(304);
    expect((await list(manager, etag)).status).toBe(200);

    const created = ShowroomVisit.parse((await create(draft())).body);
    const withNew = await list(sales, etag);
    expect(withNew.status).toBe(200);
    expect(withNew.body.map((v: ShowroomVisit) => v.visitId)).toContain(created.visitId);

    await api.db.query(`UPDATE customers SET name = 'Showroom Klant' WHERE debnr = $1`, [debnr]);
    const renamed = await list(sales, withNew.headers.get('etag')!);
    expect(renamed.body.find((v: ShowroomVisit) => v.visitId === created.visitId)?.debtorName).toBe('Showroom Klant');

    await api.db.query(`UPDATE users SET name = 'Sam Verkoper' WHERE azure_id = $1`, [salesmanAzureId]);
    try {
      const salesman = await list(sales, renamed.headers.get('etag')!);
      expect(salesman.body.find((v: ShowroomVisit) => v.visitId === created.visitId)?.salesmanName).toBe('Sam Verkoper');
      // A login writes the user's bookkeeping, none of what the list shows: the answer stands.
      await loginAs(api, 'sales@demo.test');
      expect((await list(sales, salesman.headers.get('etag')!)).status).toBe(304);
    } finally {
      await api.db.query(`UPDATE users SET name = 'Sam Sales' WHERE azure_id = $1`, [salesmanAzureId]);
    }
  });
});
