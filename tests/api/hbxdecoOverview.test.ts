import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { loginAs, round2, type Caller } from './customerFixtures';
import { xlsxRows } from './customerXlsx';
import { callFresh, invoicedTotal, postDownload } from './dashboardFixtures';

/** Tenant-4 overview, reservations, targets, margins and turnover table against plain SQL. */
let api: ApiHarness;
let deco: Caller;
const get = <T = any>(path: string) => callFresh<T>(api, 'GET', `hbxdeco/${path}`, deco.token);

beforeAll(async () => {
  api = await startApi();
  deco = await loginAs(api, 'deco@demo.test');
});
afterAll(() => api.close());

/** 12 monthly sums of a query returning (month 1..12, amount) rows. */
async function months(sql: string, params: unknown[]): Promise<number[]> {
  const rows = await api.db.query<{ month: number; amount: number }>(sql, params);
  return Array.from({ length: 12 }, (_, i) => round2(rows.find((r) => r.month === i + 1)?.amount ?? 0));
}
const written = (year: number) =>
  months(
    `SELECT extract(month FROM r.reserved_on)::int AS month, sum(r.amount) AS amount FROM reservations r JOIN customers c ON c.debnr = r.debnr
      WHERE c.group_code = $1 AND extract(year FROM r.reserved_on) = $2 GROUP BY 1`,
    [deco.groupCode, year],
  );
const realised = (year: number) =>
  months(
    `SELECT extract(month FROM i.fctdat)::int AS month, sum(i.amount) AS amount FROM invoices i JOIN customers c ON c.debnr = i.debnr
      WHERE c.group_code = $1 AND extract(year FROM i.fctdat) = $2 GROUP BY 1`,
    [deco.groupCode, year],
  );
const running = (values: number[]) => values.map((_, i) => round2(values.slice(0, i + 1).reduce((s, v) => s + v, 0)));

describe('hbxdeco/GetOverview and GetPastYearOverview', () => {
  it.each([
    ['GetOverview', 2026],
    ['GetPastYearOverview', 2025],
  ] as const)('%s: written and realised per month and cumulative against the year before, with target lines', async (path, year) => {
    const { body } = await get(path);
    const [target] = await api.db.query<{ percent: number }>('SELECT turnover_percent AS percent FROM targets WHERE company_id = 4 AND year = $1', [year]);
    const [wNow, wBefore, rNow, rBefore] = [await written(year), await written(year - 1), await realised(year), await realised(year - 1)];
    const targetOf = (values: number[]) => values.map((v) => round2(v * (1 + target!.percent / 100)));
    expect(rNow.some((v) => v > 0) && wNow.some((v) => v > 0)).toBe(true);
    expect(body.year).toBe(year);
    expect(body.target).toBe(target!.percent);
    expect(body.perMonth).toEqual({
      huidigJaarGeschreven: wNow,
      vorigJaarGeschreven: wBefore,
      geschrevenOrdersTarget: targetOf(wBefore),
      huidigJaarGerealiseerd: rNow,
      vorigJaarGerealiseerd: rBefore,
      gerealiseerdeOrdersTarget: targetOf(rBefore),
    });
    expect(body.cumulative.huidigJaarGeschreven).toEqual(running(wNow));
    expect(body.cumulative.vorigJaarGerealiseerd).toEqual(running(rBefore));
    expect(body.cumulative.gerealiseerdeOrdersTarget.at(-1)).toBe(round2(rBefore.reduce((s, v) => s + v, 0) * (1 + target!.percent / 100)));
  });
});

describe('hbxdeco/GetHbxDecoReservations', () => {
  it('sums written orders by delivery month of this year and next, and what is still to deliver', async () => {
    const { body } = await get('GetHbxDecoReservations');
    const byDelivery = (year: number) =>
      months(
        `SELECT extract(month FROM r.delivery_date)::int AS month, sum(r.amount) AS amount FROM reservations r JOIN customers c ON c.debnr = r.debnr
          WHERE c.group_code = $1 AND extract(year FROM r.delivery_date) = $2 GROUP BY 1`,
        [deco.groupCode, year],
      );
    const [open] = await api.db.query<{ amount: number }>(
      `SELECT coalesce(sum(r.amount), 0) AS amount FROM reservations r JOIN customers c ON c.debnr = r.debnr
        WHERE c.group_code = $1 AND r.delivery_date BETWEEN '2026-06-17' AND '2027-12-31'`,
      [deco.groupCode],
    );
    expect(open!.amount).toBeGreaterThan(0);
    expect(body).toEqual({ year: 2026, reservations: await byDelivery(2026), nextYearReservations: await byDelivery(2027), openReservations: round2(open!.amount) });
  });
});

describe('hbxdeco targets and margins', () => {
  it('GetTargetOverview: this year to date against the same dates last year, margin of the lines, the targets', async () => {
    const { body } = await get('GetTargetOverview');
    const now = await invoicedTotal(api, deco.groupCode, { start: '2026-01-01', end: '2026-06-17' });
    const before = await invoicedTotal(api, deco.groupCode, { start: '2025-01-01', end: '2025-06-17' });
    const [lines] = await api.db.query<{ amount: number; cost: number }>(
      `SELECT sum(l.amount) AS amount, sum(l.cost) AS cost FROM invoice_lines l JOIN invoices i ON i.factnr = l.factnr JOIN customers c ON c.debnr = i.debnr
        WHERE c.group_code = $1 AND i.fctdat BETWEEN '2026-01-01' AND '2026-06-17'`,
      [deco.groupCode],
    );
    const [target] = await api.db.query<{ turnover_percent: number; margin_percent: number }>('SELECT * FROM targets WHERE company_id = 4 AND year = 2026');
    expect(body).toEqual({
      year: 2026,
      realisedTurnover: round2(now),
      lastYearTurnover: round2(before),
      turnoverGrowthPercent: round2(((now - before) / before) * 100),
      turnoverTargetPercent: target!.turnover_percent,
      marginPercent: round2(((lines!.amount - lines!.cost) / lines!.amount) * 100),
      marginTargetPercent: target!.margin_percent,
    });
  });

  it('GetMargesOverview: margin per month of this year against the margin target', async () => {
    const { body } = await get('GetMargesOverview');
    const rows = await api.db.query<{ month: number; amount: number; cost: number }>(
      `SELECT extract(month FROM i.fctdat)::int AS month, sum(l.amount) AS amount, sum(l.cost) AS cost
         FROM invoice_lines l JOIN invoices i ON i.factnr = l.factnr JOIN customers c ON c.debnr = i.debnr
        WHERE c.group_code = $1 AND i.fctdat BETWEEN '2026-01-01' AND '2026-12-31' GROUP BY 1`,
      [deco.groupCode],
    );
    const [target] = await api.db.query<{ margin_percent: number }>('SELECT margin_percent FROM targets WHERE company_id = 4 AND year = 2026');
    expect(body.targetPercent).toBe(target!.margin_percent);
    expect(body.months).toEqual(
      Array.from({ length: 12 }, (_, i) => {
        const row = rows.find((r) => r.month === i + 1);
        return row
          ? { monthNumber: i + 1, turnover: round2(row.amount), cost: round2(row.cost), marginPercent: round2(((row.amount - row.cost) / row.amount) * 100) }
          : { monthNumber: i + 1, turnover: 0, cost: 0, marginPercent: null };
      }),
    );
  });
});

describe('hbxdeco/GetAllTurnover and DownloadTurnover', () => {
  it('gives each customer this year’s invoiced and written turnover per month, and last year’s invoiced total', async () => {
    const { body } = await get('GetAllTurnover');
    const perCustomer = async (sql: string) =>
      new Map((await api.db.query<{ debnr: string; month: number; amount: number }>(sql, [deco.groupCode])).map((r) => [`${r.debnr}/${r.month}`, r.amount]));
    const invoiced = await perCustomer(
      `SELECT i.debnr, extract(month FROM i.fctdat)::int AS month, sum(i.amount) AS amount FROM invoices i JOIN customers c ON c.debnr = i.debnr
        WHERE c.group_code = $1 AND i.fctdat >= '2026-01-01' GROUP BY 1, 2`,
    );
    const reserved = await perCustomer(
      `SELECT r.debnr, extract(month FROM r.delivery_date)::int AS month, sum(r.amount) AS amount FROM reservations r JOIN customers c ON c.debnr = r.debnr
        WHERE c.group_code = $1 AND r.delivery_date BETWEEN '2026-01-01' AND '2026-12-31' GROUP BY 1, 2`,
    );
    const lastYear = await perCustomer(
      `SELECT i.debnr, 0 AS month, sum(i.amount) AS amount FROM invoices i JOIN customers c ON c.debnr = i.debnr
        WHERE c.group_code = $1 AND i.fctdat BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY 1`,
    );
    const customers = await api.db.query<{ debnr: string; debnaam: string; fin_groep: string | null; text: string | null }>(
      `SELECT c.debnr, c.debnaam, c.fin_groep, fg.text FROM customers c LEFT JOIN financial_groups fg ON fg.code = c.fin_groep WHERE c.group_code = $1`,
      [deco.groupCode],
    );
    const twelve = (source: Map<string, number>, debnr: string) => Array.from({ length: 12 }, (_, i) => ({ monthNumber: i + 1, total: round2(source.get(`${debnr}/${i + 1}`) ?? 0) }));
    const sum = (rows: { total: number }[]) => rows.reduce((s, r) => s + r.total, 0);
    const expected = customers
      .map((c) => {
        const rows = twelve(invoiced, c.debnr);
        const reservedRows = twelve(reserved, c.debnr);
        const ly = lastYear.get(`${c.debnr}/0`) ?? 0;
        return {
          debnr: c.debnr,
          debnaam: c.debnaam,
          finGroep: c.fin_groep,
          finGroepText: c.text,
          total: round2(sum(rows) + sum(reservedRows)),
          totalInvoiced: round2(sum(rows)),
          totalInvoicedLastYear: round2(ly),
          totalReserved: round2(sum(reservedRows)),
          rows,
          reservedRows,
        };
      })
      .filter((r) => r.totalInvoiced !== 0 || r.totalReserved !== 0 || r.totalInvoicedLastYear !== 0)
      .sort((a, b) => b.total - a.total || a.debnr.localeCompare(b.debnr));
    expect(expected.length).toBeGreaterThan(5);
    expect(body).toEqual(expected);
  });

  it('DownloadTurnover writes every posted row with the months of its table (spec: `months`), for deco groups and iCRMBasis only', async () => {
    const answer = (await get('GetAllTurnover')).body;
    for (const table of ['rows', 'reservedRows'] as const) {
      const turnovers = answer.map(({ rows, reservedRows, ...row }: any) => ({ ...row, months: table === 'rows' ? rows : reservedRows }));
      const file = await postDownload(api, 'hbxdeco/DownloadTurnover', deco.token, { accessors: [], turnovers });
      expect(file.status).toBe(200);
      expect(file.fileName).toBe('Turnover2026-06-17.xlsx');
      const rows = await xlsxRows(file.file);
      expect(rows[0]).toEqual(['Debnr', 'Name', 'Financial group', 'Financial group name', 'Total', 'Invoiced', 'Invoiced last year', 'Written', ...Array.from({ length: 12 }, (_, i) => `Month ${i + 1}`)]);
      expect(rows).toHaveLength(turnovers.length + 1);
      expect(rows.slice(1)).toEqual(
        turnovers.map((t: any) => [
          t.debnr, t.debnaam, t.finGroep ?? undefined, t.finGroepText ?? undefined, t.total, t.totalInvoiced, t.totalInvoicedLastYear, t.totalReserved,
          ...t.months.map((m: { total: number }) => m.total),
        ]),
      );
    }
    // The spec's fields alone are enough.
    const bare = await postDownload(api, 'hbxdeco/DownloadTurnover', deco.token, {
      accessors: [{ accessor: 'debnr', header: 'Klant' }, { accessor: 'month:2', header: 'feb' }],
      turnovers: [{ debnr: '999001', total: 5, totalInvoiced: 3, totalReserved: 2, months: [{ monthNumber: 2, total: 3 }] }],
    });
    expect(await xlsxRows(bare.file)).toEqual([['Klant', 'feb'], ['999001', 3]]);
    const turnovers = answer.map(({ rows, reservedRows, ...row }: any) => ({ ...row, months: rows }));
    for (const email of ['sales@demo.test', 'finance@demo.test']) {
      const other = await loginAs(api, email);
      expect((await postDownload(api, 'hbxdeco/DownloadTurnover', other.token, { accessors: [], turnovers })).status, email).toBe(403);
    }
  });
});
