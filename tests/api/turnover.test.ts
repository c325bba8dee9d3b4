import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { loginAs, round2, switchGroup, type Caller } from './customerFixtures';
import { xlsxRows } from './customerXlsx';
import { callFresh, debnrsOf, postDownload } from './dashboardFixtures';

/** turnover/getallturnover and turnover/DownloadTurnover. */
let api: ApiHarness;
let sales: Caller;

beforeAll(async () => {
  api = await startApi();
  sales = await loginAs(api, 'sales@demo.test');
});
afterAll(() => api.close());

// Today is Wednesday 2026-06-17: the last 10 complete weeks are ISO weeks 15 to 24 of 2026.
const WEEKS = Array.from({ length: 10 }, (_, i) => {
  const monday = new Date(Date.parse('2026-04-06T00:00:00Z') + i * 7 * 86_400_000).toISOString().slice(0, 10);
  return { weekNumber: 15 + i, weekYear: 2026, monday };
});

async function expectedRows(groupCode: string) {
  const invoices = await api.db.query<{ debnr: string; debnaam: string; fctdat: string; amount: number }>(
    `SELECT i.debnr, c.debnaam, i.fctdat, i.amount FROM invoices i JOIN customers c ON c.debnr = i.debnr
      WHERE c.group_code = $1 AND i.fctdat BETWEEN '2026-04-06' AND '2026-06-14'`,
    [groupCode],
  );
  const byCustomer = new Map<string, typeof invoices>();
  for (const invoice of invoices) byCustomer.set(invoice.debnr, [...(byCustomer.get(invoice.debnr) ?? []), invoice]);
  const rows = [...byCustomer.values()].map((own) => {
    const total = own.reduce((s, i) => s + i.amount, 0);
    return {
      debnr: own[0]!.debnr,
      debnaam: own[0]!.debnaam,
      total: round2(total),
      // In cents, as SQL's numeric rounds half away from zero (float division would not).
      average: Math.round(Math.round(total * 100) / 10) / 100,
      orders: own.length,
      rows: WEEKS.map((w, i) => ({
        weekNumber: w.weekNumber,
        weekYear: w.weekYear,
        total: round2(own.filter((inv) => inv.fctdat >= w.monday && (i === 9 || inv.fctdat < WEEKS[i + 1]!.monday)).reduce((s, inv) => s + inv.amount, 0)),
      })),
    };
  });
  return rows.sort((a, b) => b.total - a.total || a.debnr.localeCompare(b.debnr));
}

describe('the tenant the turnover screen chooses its variant by', () => {
  it('is in the spec’s groups call: the group of deco@demo.test’s token is of company 4 (dataProvider/tenant.ts reads it there)', async () => {
    for (const [email, company] of [['deco@demo.test', 4], ['sales@demo.test', 1]] as const) {
      const caller = await loginAs(api, email);
      const { groupCode } = JSON.parse(Buffer.from(caller.token.split('.')[1]!, 'base64url').toString('utf8')) as { groupCode: string };
      const groups = await callFresh<{ groupCode: string; companyId: number }[]>(api, 'GET', 'groupcode/GetAccessableGroups', caller.token);
      expect(groups.body.find((g) => g.groupCode === groupCode)?.companyId, email).toBe(company);
    }
  });
});

describe('turnover/getallturnover', () => {
  it('answers 403 without iCRMBasis', async () => {
    const finance = await loginAs(api, 'finance@demo.test');
    expect((await callFresh(api, 'GET', 'turnover/getallturnover', finance.token)).status).toBe(403);
  });

  it('gives each ordering customer the turnover of every one of the last 10 complete weeks', async () => {
    const { body, status } = await callFresh(api, 'GET', 'turnover/getallturnover', sales.token);
    expect(status).toBe(200);
    const expected = await expectedRows(sales.groupCode);
    expect(expected.length).toBeGreaterThan(10);
    expect(body).toEqual(expected);
  });

  it('follows the current group', async () => {
    const other = await switchGroup(api, sales, '102');
    const { body } = await callFresh(api, 'GET', 'turnover/getallturnover', other.token);
    const own = await debnrsOf(api, '102');
    expect(body.every((row: { debnr: string }) => own.has(row.debnr))).toBe(true);
    expect(body).toEqual(await expectedRows('102'));
  });
});

describe('turnover/DownloadTurnover', () => {
  it('writes every posted row (the spec’s fields, weeks under `weeks`) with every field and week as Turnover<date>.xlsx', async () => {
    const answer = (await callFresh(api, 'GET', 'turnover/getallturnover', sales.token)).body;
    const turnovers = answer.map(({ rows, ...row }: any) => ({ ...row, weeks: rows }));
    const file = await postDownload(api, 'turnover/DownloadTurnover', sales.token, { accessors: [], turnovers });
    expect(file.status).toBe(200);
    expect(file.fileName).toBe('Turnover2026-06-17.xlsx');
    const rows = await xlsxRows(file.file);
    expect(rows[0]).toEqual(['Debnr', 'Name', 'Total', 'Average', 'Orders', ...WEEKS.map((w) => `Week ${w.weekNumber} 2026`)]);
    expect(rows).toHaveLength(turnovers.length + 1);
    expect(rows.slice(1)).toEqual(
      turnovers.map((t: any) => [t.debnr, t.debnaam, t.total, t.average, t.orders, ...t.weeks.map((w: { total: number }) => w.total)]),
    );
  });

  it('keeps the posted columns in their order, with their headers, and neutralises formulas', async () => {
    const turnovers = [
      { debnr: '999001', debnaam: '=HYPERLINK("http://x")', total: 10, average: 1, orders: 2, weeks: [{ weekNumber: 24, weekYear: 2026, total: 10 }] },
      { debnr: '999002', debnaam: 'Bloemen Bakker', total: 0, average: 0, orders: 0, weeks: [] },
    ];
    const accessors = [
      { accessor: 'week:2026-24', header: 'Wk 24' },
      { accessor: 'debnaam', header: 'Klant' },
    ];
    const file = await postDownload(api, 'turnover/DownloadTurnover', sales.token, { accessors, turnovers });
    expect(await xlsxRows(file.file)).toEqual([
      ['Wk 24', 'Klant'],
      [10, `'=HYPERLINK("http://x")`],
      [0, 'Bloemen Bakker'],
    ]);
  });

  it('refuses an unknown column and a body without rows with a 400, and callers without iCRMBasis with a 403', async () => {
    const unknown = await callFresh(api, 'POST', 'turnover/DownloadTurnover', sales.token, { accessors: [{ accessor: 'password', header: 'x' }], turnovers: [] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown column: password');
    expect((await callFresh(api, 'POST', 'turnover/DownloadTurnover', sales.token, { accessors: [] })).status).toBe(400);
    // The weeks go under `weeks` (part 1 §7), not the answer's `rows`.
    const rowsNotWeeks = await callFresh(api, 'POST', 'turnover/DownloadTurnover', sales.token, {
      accessors: [],
      turnovers: [{ debnr: '999001', total: 1, average: 0.1, orders: 1, rows: [{ weekNumber: 24, weekYear: 2026, total: 1 }] }],
    });
    expect(rowsNotWeeks.status).toBe(400);
    expect(Object.keys(rowsNotWeeks.body.errors)).toEqual(['turnovers.0.weeks']);
    const finance = await loginAs(api, 'finance@demo.test');
    expect((await callFresh(api, 'POST', 'turnover/DownloadTurnover', finance.token, { accessors: [], turnovers: [] })).status).toBe(403);
  });
});
