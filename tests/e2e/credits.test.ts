import dayjs from 'dayjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../ui/format/money';
import { formatPercent } from '../../ui/format/percent';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
import { shot, signIn } from './signIn';

let server: AppServer;
let browser: Browser;
const today = dayjs().format('YYYY-MM-DD');
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Credited {
  debnr: string;
  name: string;
  invoices: number;
  turnover: number;
  credit: number;
  branche: string;
}

/** Customers of group 101 credited in the last 365 days, with their invoices over the same days, highest credit first. */
const credited = () =>
  server.db.query<Credited>(
    `SELECT c.debnr, c.name, c.branche,
            (SELECT count(*)::int FROM invoices i WHERE i.debnr = c.debnr AND i.fctdat > $1::date - 365 AND i.fctdat <= $1::date) AS invoices,
            (SELECT coalesce(sum(i.amount), 0)::float FROM invoices i WHERE i.debnr = c.debnr AND i.fctdat > $1::date - 365 AND i.fctdat <= $1::date) AS turnover,
            sum(k.amount)::float AS credit
       FROM customers c JOIN credits k ON k.debnr = c.debnr
      WHERE c.group_code = '101' AND k.credit_date > $1::date - 365 AND k.credit_date <= $1::date
      GROUP BY c.debnr ORDER BY credit DESC, c.debnr`,
    [today],
  );

const bodyRows = (page: Page) => page.locator('tbody tr');

describe('credits', () => {
  it("shows managers each credited customer's invoices, turnover, credit and credit percentage, 20 per page", async () => {
    const rows = await credited();
    expect(rows.length).toBeGreaterThan(20);
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'manager@demo.test');
    await page.goto('/icrm/credits');
    await page.getByText(`1-20 of ${rows.length}`).waitFor();
    expect((await page.locator('thead th').allTextContents()).map(plain)).toEqual(['Debtor number', 'Name', 'Number of invoices', 'Turnover', 'Credit', 'Credit percentage', 'Pack']);
    for (const n of [0, 1, 19]) {
      const row = rows[n]!;
      expect((await bodyRows(page).nth(n).locator('td').allTextContents()).map(plain)).toEqual([
        row.debnr,
        row.name,
        String(row.invoices),
        plain(formatMoney(row.turnover)),
        plain(formatMoney(row.credit)),
        row.turnover > 0 ? plain(formatPercent(Math.round((row.credit / row.turnover) * 10000) / 100)) : '',
        row.branche,
      ]);
    }
    await page.screenshot({ ...shot('credits'), fullPage: true });

    const last = rows.at(-1)!;
    await page.getByPlaceholder('Search', { exact: true }).fill(last.debnr);
    await expect.poll(() => bodyRows(page).count()).toBe(1);
    await page.getByRole('link', { name: last.debnr, exact: true }).click();
    await page.waitForURL(`**/icrm/customer/${last.debnr}`);
  });

  it('is for managers only: sales land on their inbox', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/credits');
    await page.waitForURL('**/iCRM/Inbox');
  });
});
