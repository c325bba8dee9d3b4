import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_NOT_FOUND } from '../../api/http/errors';
import { BackorderLine } from '../../schemas/entities/backorder';
import { Departure } from '../../schemas/entities/customerDeparture';
import { CustomerUnpaid, Invoice, TodaysTurnover } from '../../schemas/entities/customerInvoice';
import { CustomerTurnover } from '../../schemas/entities/customerTurnover';
import { WeblogVisit } from '../../schemas/entities/customerWeblog';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { cloneCustomer, customerOfAnotherGroup, customerWhere, loginAs, round2, type Caller } from './customerFixtures';

dayjs.extend(isoWeek);
const TODAY = '2026-06-17';
const sum = (values: number[]) => round2(values.reduce((a, b) => a + b, 0));

/** Every per-customer endpoint of the customer page: figures recomputed here from the rows. */
describe('customer page figures', () => {
  let api: ApiHarness;
  let sales: Caller;
  let debnr: string;
  let invoices: { factnr: number; fctdat: string; amount: number; paid: number }[];

  beforeAll(async () => {
    api = await startApi();
    sales = await loginAs(api, 'sales@demo.test');
    // A steady customer with unpaid invoices: every figure has something to add up.
    debnr = await customerWhere(api, sales.groupCode, `(SELECT count(*) FROM invoices i WHERE i.debnr = c.debnr) > 40 AND EXISTS (SELECT 1 FROM invoices i WHERE i.debnr = c.debnr AND i.paid < i.amount)`);
    invoices = await api.db.query('SELECT factnr, fctdat, amount, paid FROM invoices WHERE debnr = $1', [debnr]);
  });
  afterAll(() => api.close());

  const get = (path: string) => api.call('GET', path, { token: sales.token });

  it('getturnover: 12 months per array, May to April, invoiced by invoice date and reserved by delivery date', async () => {
    await api.db.query(
      `INSERT INTO reservations (debnr, order_number, reserved_on, delivery_date, amount)
       VALUES ($1, 1, '2026-06-01', '2026-06-20', 100.10), ($1, 2, '2026-06-02', '2026-06-25', 50.05),
              ($1, 3, '2026-06-03', '2027-04-30', 10), ($1, 4, '2026-06-03', '2027-05-01', 7.5), ($1, 5, '2026-06-03', '2026-04-30', 999)`,
      [debnr],
    );
    const { status, body } = await get(`customer/getturnover/${debnr}`);
    expect(status).toBe(200);
    const turnover = CustomerTurnover.parse(body);
    expect(turnover.yearStart).toBe('2026-05-01');
    const month = (start: string) => sum(invoices.filter((i) => i.fctdat.startsWith(start.slice(0, 7)) && i.fctdat <= TODAY).map((i) => i.amount));
    const months = (from: string) => Array.from({ length: 12 }, (_, k) => month(dayjs(from).add(k, 'month').format('YYYY-MM')));
    expect(turnover.currentYear).toEqual(months('2026-05-01'));
    expect(turnover.lastYear).toEqual(months('2025-05-01'));
    expect(turnover.lastYear.some((amount) => amount > 0)).toBe(true);
    const reservations = await api.db.query<{ delivery_date: string; amount: number }>('SELECT delivery_date, amount FROM reservations WHERE debnr = $1', [debnr]);
    const reserved = (from: string) =>
      Array.from({ length: 12 }, (_, k) => sum(reservations.filter((r) => r.delivery_date.startsWith(dayjs(from).add(k, 'month').format('YYYY-MM'))).map((r) => r.amount)));
    expect(turnover.reservations).toEqual(reserved('2026-05-01'));
    expect(turnover.nextYearReservations).toEqual(reserved('2027-05-01'));
    // The fixtures on the window's edges: June 2026 and April 2027 in this year, May 2027 in the next.
    expect([turnover.reservations[1]! >= 150.15, turnover.reservations[11]! >= 10, turnover.nextYearReservations[0]! >= 7.5]).toEqual([true, true, true]);
  });

  it('getdeparturehistory: departures per weekday, the last 10 weeks and the route days', async () => {
    const { status, body } = await get(`customer/getdeparturehistory/${debnr}`);
    expect(status).toBe(200);
    const departure = Departure.parse(body);
    const days = [...new Set(invoices.map((i) => i.fctdat))];
    const inHistory = days.filter((d) => d > dayjs(TODAY).subtract(364, 'day').format('YYYY-MM-DD') && d <= TODAY);
    expect(departure.history.chartLabel).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(departure.history.timesOrdered).toEqual([1, 2, 3, 4, 5].map((weekday) => inHistory.filter((d) => dayjs(d).isoWeekday() === weekday).length));

    const monday = dayjs(TODAY).isoWeekday(1);
    const weeks = Array.from({ length: 10 }, (_, k) => monday.subtract(k, 'week'));
    expect(departure.previousDays).toEqual(
      weeks.map((start) => {
        const has = (n: number) => days.includes(start.add(n, 'day').format('YYYY-MM-DD'));
        return { week: start.isoWeek(), weekYear: start.isoWeekYear(), monday: has(0), tuesday: has(1), wednesday: has(2), thursday: has(3), friday: has(4) };
      }),
    );
    expect(departure.departureWeeks).toEqual(
      weeks.map((start) => {
        const inWeek = invoices.filter((i) => i.fctdat >= start.format('YYYY-MM-DD') && i.fctdat < start.add(7, 'day').format('YYYY-MM-DD'));
        return { week: start.isoWeek(), weekYear: start.isoWeekYear(), departures: new Set(inWeek.map((i) => i.fctdat)).size, amount: sum(inWeek.map((i) => i.amount)) };
      }),
    );
    const [customer] = await api.db.query<{ delivery_days: number[] }>('SELECT delivery_days FROM customers WHERE debnr = $1', [debnr]);
    expect(departure.availableDays).toEqual([1, 2, 3, 4, 5].map((d) => customer!.delivery_days.includes(d)));
  });

  it('getinvoices: the last 365 days plus older unpaid ones, newest first, with days overdue', async () => {
    const { status, body } = await get(`customer/getinvoices/${debnr}`);
    expect(status).toBe(200);
    const [customer] = await api.db.query<{ bettermijn: number }>('SELECT bettermijn FROM customers WHERE debnr = $1', [debnr]);
    const yearAgo = dayjs(TODAY).subtract(365, 'day').format('YYYY-MM-DD');
    const expected = invoices
      .filter((i) => (i.fctdat > yearAgo || i.paid < i.amount) && i.fctdat <= TODAY)
      .sort((a, b) => b.fctdat.localeCompare(a.fctdat) || b.factnr - a.factnr)
      .map((i) => ({
        number: i.factnr,
        date: i.fctdat,
        amount: i.amount,
        paid: i.paid,
        daysOverdue: i.paid < i.amount ? Math.max(0, dayjs(TODAY).diff(dayjs(i.fctdat).add(customer!.bettermijn, 'day'), 'day')) : 0,
      }));
    expect(body.map((row: unknown) => Invoice.parse(row))).toEqual(expected);
    expect(expected.some((i) => i.daysOverdue > 0) || expected.some((i) => i.paid < i.amount)).toBe(true);
  });

  it('getunpaid: the open amount of the unpaid invoices', async () => {
    const { status, body } = await get(`customer/getunpaid/${debnr}`);
    expect(status).toBe(200);
    const open = invoices.filter((i) => i.paid < i.amount);
    expect(CustomerUnpaid.parse(body)).toEqual({
      debnr,
      unpaidTotal: sum(open.map((i) => i.amount - i.paid)),
      unpaidInvoices: open.length,
      oldestUnpaid: open.map((i) => i.fctdat).sort()[0],
    });
  });

  describe('orders', () => {
    let orderDebnr: string;
    beforeAll(async () => {
      orderDebnr = await cloneCustomer(api, debnr, 'Z00010');
      const [a, b] = await api.db.query<{ artnr: string }>('SELECT artnr FROM articles ORDER BY artnr LIMIT 2');
      await api.db.query(
        `INSERT INTO orders (order_number, debnr, order_date, delivery_date, type, status) VALUES
           (9000001, $1, '2026-06-10', '2026-06-17', 'order', 'delivered'),
           (9000002, $1, '2026-06-11', '2026-06-24', 'backorder', 'open'),
           (9000003, $1, '2026-06-12', '2026-06-19', 'order', 'open'),
           (9000004, $1, '2026-06-01', '2026-06-05', 'order', 'delivered')`,
        [orderDebnr],
      );
      await api.db.query(
        `INSERT INTO order_lines (order_number, artnr, quantity, partij_prijs, amount) VALUES
           (9000001, $1, 10, 1.50, 15.00), (9000001, $2, 2, 4.25, 8.50),
           (9000002, $1, 5, 2.00, 10.00), (9000002, $2, 1, 3.33, 3.33),
           (9000003, $2, 4, 2.50, 10.00), (9000004, $1, 100, 1.00, 100.00)`,
        [a!.artnr, b!.artnr],
      );
    });

    it("gettodaysturnover: today's deliveries and the open back orders", async () => {
      const { status, body } = await get(`customer/gettodaysturnover/${orderDebnr}`);
      expect(status).toBe(200);
      expect(TodaysTurnover.parse(body)).toEqual({ date: TODAY, turnover: 23.5, backorderTotal: 23.33 });
    });

    it('getbackorders: the flat list of open-order lines (part 1 §3 back-order line), by delivery date and order', async () => {
      const { status, body } = await get(`customer/getbackorders/${orderDebnr}`);
      expect(status).toBe(200);
      const lines = body.map((line: unknown) => BackorderLine.strict().parse(line));
      expect(lines.map((l: BackorderLine) => l.orderNummer)).toEqual([9000003, 9000002, 9000002]);
      expect(lines[1]).toMatchObject({ debiteurNummer: orderDebnr, type: 'backorder', totaalGeleverd: 5, partijPrijs: 2, verkoopbedragTotaal: 10, datumKlantorder: '2026-06-11', datumUitlevering: '2026-06-24' });
    });

    it('answers zeros and no lines for a customer without orders', async () => {
      const empty = await cloneCustomer(api, debnr, 'Z00011');
      expect((await get(`customer/gettodaysturnover/${empty}`)).body).toEqual({ date: TODAY, turnover: 0, backorderTotal: 0 });
      expect((await get(`customer/getbackorders/${empty}`)).body).toEqual([]);
    });
  });

  it('GetWeblogVisits: 30 days up to today with visits and purchases per day', async () => {
    const visitor = await cloneCustomer(api, debnr, 'Z00020');
    await api.db.query(
      `INSERT INTO web_visits (debnr, logtime, pages_visited, bought) VALUES
         ($1, '2026-06-17T07:00:00Z', 3, true), ($1, '2026-06-17T07:30:00Z', 1, false),
         ($1, '2026-06-01T12:00:00Z', 9, false), ($1, '2026-05-18T12:00:00Z', 2, true), ($1, '2026-05-17T12:00:00Z', 2, true)`,
      [visitor],
    );
    const { status, body } = await get(`customer/GetWeblogVisits/${visitor}`);
    expect(status).toBe(200);
    const visits = body.map((row: unknown) => WeblogVisit.parse(row));
    expect(visits).toHaveLength(30);
    expect(visits[0]).toEqual({ date: '2026-05-19', visits: 0, bought: 0 });
    expect(visits.at(-1)).toEqual({ date: TODAY, visits: 2, bought: 1 });
    expect(visits.find((v: WeblogVisit) => v.date === '2026-06-01')).toEqual({ date: '2026-06-01', visits: 1, bought: 0 });
    expect(sum(visits.map((v: WeblogVisit) => v.visits))).toBe(3);
  });

  it("hbxdeco/GetTurnoverByCustomer: tenant 4's chart source, the same monthly figures; other tenants 403", async () => {
    const deco = await loginAs(api, 'deco@demo.test');
    const decoDebnr = await customerWhere(api, deco.groupCode, '(SELECT count(*) FROM invoices i WHERE i.debnr = c.debnr) > 10');
    await api.db.query(`INSERT INTO reservations (debnr, order_number, reserved_on, delivery_date, amount) VALUES ($1, 7, '2026-06-01', '2026-09-15', 1234.56)`, [decoDebnr]);
    const { status, body } = await api.call('GET', `hbxdeco/GetTurnoverByCustomer/${decoDebnr}`, { token: deco.token });
    expect(status).toBe(200);
    const turnover = CustomerTurnover.parse(body);
    expect(turnover).toEqual((await api.call('GET', `customer/getturnover/${decoDebnr}`, { token: deco.token })).body);
    expect(turnover.reservations[4]).toBeGreaterThanOrEqual(1234.56);
    const decoInvoices = await api.db.query<{ fctdat: string; amount: number }>('SELECT fctdat, amount FROM invoices WHERE debnr = $1', [decoDebnr]);
    expect(turnover.lastYear[0]).toBe(sum(decoInvoices.filter((i) => i.fctdat.startsWith('2025-05')).map((i) => i.amount)));
    expect((await get(`hbxdeco/GetTurnoverByCustomer/${debnr}`)).status).toBe(403);
    const other = await customerOfAnotherGroup(api, 'deco@demo.test', deco.groupCode);
    expect((await api.call('GET', `hbxdeco/GetTurnoverByCustomer/${other.debnr}`, { token: deco.token })).status).toBe(404);
  });

  it("answers 404 with the spec's text outside the current group and 400 for a bad debnr on every path", async () => {
    const other = await customerOfAnotherGroup(api, 'sales@demo.test', sales.groupCode);
    for (const path of ['getturnover', 'getdeparturehistory', 'getinvoices', 'gettodaysturnover', 'getunpaid', 'GetWeblogVisits', 'getcomments', 'getbackorders']) {
      const foreign = await get(`customer/${path}/${other.debnr}`);
      expect([path, foreign.status, foreign.body.message]).toEqual([path, 404, CUSTOMER_NOT_FOUND]);
      expect([path, (await get(`customer/${path}/1234567`)).status]).toEqual([path, 400]);
      expect([path, (await api.call('GET', `customer/${path}/${debnr}`)).status]).toEqual([path, 401]);
    }
  });
});
