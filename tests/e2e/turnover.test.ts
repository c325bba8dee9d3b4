import dayjs from 'dayjs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../ui/format/money';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
import { downloadSheet, eventually, plain, region, round2, today } from './dashboardFixtures';
import { shot, signIn } from './signIn';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const money = (amount: number) => plain(formatMoney(amount));
const pageLabel = (shown: number, total: number) => `1-${Math.min(shown, total)} of ${total}`;

describe('turnover as sales (VDP, group 101)', () => {
  it('lists customers by week of the last 10 complete weeks, 10 per page, and downloads every row', async () => {
    // The last 10 complete ISO weeks: Monday ten weeks before this week's Monday up to last Sunday.
    const monday = dayjs().subtract((dayjs().day() + 6) % 7, 'day');
    const range = { start: monday.subtract(70, 'day').format('YYYY-MM-DD'), end: monday.subtract(1, 'day').format('YYYY-MM-DD') };
    const lastWeek = { start: monday.subtract(7, 'day').format('YYYY-MM-DD') };
    const customers = await server.db.query<{ debnr: string; total: number; last_week: number }>(
      `SELECT i.debnr, sum(i.amount)::float AS total, (coalesce(sum(i.amount) FILTER (WHERE i.fctdat >= $3), 0))::float AS last_week
         FROM invoices i JOIN customers c ON c.debnr = i.debnr
        WHERE c.group_code = '101' AND i.fctdat BETWEEN $1 AND $2 GROUP BY i.debnr ORDER BY sum(i.amount) DESC, i.debnr`,
      [range.start, range.end, lastWeek.start],
    );
    expect(customers.length).toBeGreaterThan(10);
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/turnover');
    const panel = region(page, 'Customers by week (last 10 complete weeks)');
    await panel.getByText(pageLabel(10, customers.length)).waitFor();
    const header = (await panel.getByRole('columnheader').allTextContents()).map(plain);
    expect(header).toHaveLength(15);
    const cells = (await panel.getByRole('row').nth(1).getByRole('cell').allTextContents()).map(plain);
    const top = customers[0]!;
    expect(cells[0]).toBe(top.debnr);
    // The tenth week column is last week.
    expect(cells[11]).toBe(money(top.last_week));
    expect(cells[12]).toBe(money(top.total));
    await page.screenshot({ ...shot('turnover-sales'), fullPage: true });

    const { fileName, rows } = await downloadSheet(page, panel.getByRole('button', { name: 'Excel' }));
    expect(fileName).toBe(`Turnover${today()}.xlsx`);
    expect(rows[0]).toEqual(header);
    expect(rows).toHaveLength(customers.length + 1);
    expect(new Set(rows.slice(1).map((row) => row[0]))).toEqual(new Set(customers.map((c) => c.debnr)));
    const downloaded = rows.find((row) => row[0] === top.debnr)!;
    expect([round2(Number(downloaded[11])), round2(Number(downloaded[12]))]).toEqual([round2(top.last_week), round2(top.total)]);
  });
});

describe('turnover as deco (Heembloemex Deco, group 401)', () => {
  it("shows every financial group ('Alle groepen') by month, filters on one, and downloads its 'Geschreven orders'", async () => {
    const year = dayjs().year();
    const perCustomer = await server.db.query<{ debnr: string; fin_groep: string | null; invoiced: number; last_year: number; written: number }>(
      `SELECT c.debnr, c.fin_groep,
              (SELECT coalesce(sum(amount), 0) FROM invoices i WHERE i.debnr = c.debnr AND extract(year FROM i.fctdat) = $1)::float AS invoiced,
              (SELECT coalesce(sum(amount), 0) FROM invoices i WHERE i.debnr = c.debnr AND extract(year FROM i.fctdat) = $1 - 1)::float AS last_year,
              (SELECT coalesce(sum(amount), 0) FROM reservations r WHERE r.debnr = c.debnr AND extract(year FROM r.delivery_date) = $1)::float AS written
         FROM customers c WHERE c.group_code = '401'`,
      [year],
    );
    const listed = perCustomer.filter((c) => c.invoiced !== 0 || c.last_year !== 0 || c.written !== 0);
    const { code, text } = (await server.db.query<{ code: string; text: string }>("SELECT code, text FROM financial_groups WHERE code = 'FG30'"))[0]!;
    const inGroup = listed.filter((c) => c.fin_groep === code);
    const writtenInGroup = inGroup.filter((c) => c.written !== 0);
    expect(writtenInGroup.length).toBeGreaterThan(0);
    expect(inGroup.length).toBeLessThan(listed.length);

    const { page } = await newPage(browser, server.url);
    await signIn(page, 'deco@demo.test');
    await page.goto('/icrm/turnover');
    const invoicedPanel = region(page, 'Customers by month: invoiced');
    const writtenPanel = region(page, 'Geschreven orders');
    await invoicedPanel.getByText(pageLabel(10, listed.length)).waitFor();
    expect(await page.getByRole('combobox', { name: 'Financial group' }).textContent()).toBe('Alle groepen');
    await writtenPanel.getByText(pageLabel(10, listed.filter((c) => c.written !== 0).length)).waitFor();
    await page.screenshot({ ...shot('turnover-deco'), fullPage: true });

    await page.getByRole('combobox', { name: 'Financial group' }).click();
    await page.getByRole('option', { name: text, exact: true }).click();
    await invoicedPanel.getByText(pageLabel(10, inGroup.length)).waitFor();
    await eventually(async () => writtenPanel.getByText(pageLabel(10, writtenInGroup.length)).count()).toBe(1);

    const { fileName, rows } = await downloadSheet(page, writtenPanel.getByRole('button', { name: 'Excel' }));
    expect(fileName).toBe(`Turnover${today()}.xlsx`);
    expect(rows.slice(0, 1).map((h) => h.slice(0, 4))).toEqual([['Debtor number', 'Name', 'Financial group', 'Written this year']]);
    expect(rows).toHaveLength(writtenInGroup.length + 1);
    expect(new Map(rows.slice(1).map((row) => [row[0], round2(Number(row[3]))]))).toEqual(new Map(writtenInGroup.map((c) => [c.debnr, round2(c.written)])));
    await page.screenshot({ ...shot('turnover-deco-group'), fullPage: true });
  });
});
