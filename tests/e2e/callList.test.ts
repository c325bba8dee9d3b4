import dayjs from 'dayjs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
import { shot, signIn } from './signIn';

let server: AppServer;
let browser: Browser;
/** The api's business day: the server runs on the real clock in this process's time zone. */
const today = dayjs().format('YYYY-MM-DD');

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The n-th weekday (Monday to Friday) before today: 1 is the previous weekday. */
function weekdayAgo(n: number): string {
  let day = dayjs(today);
  for (let found = 0; found < n; ) {
    day = day.subtract(1, 'day');
    if (day.day() !== 0 && day.day() !== 6) found++;
  }
  return day.format('YYYY-MM-DD');
}

const block = (page: Page, title: string) => page.getByRole('region', { name: title });
const rows = (section: Locator) => section.locator('tbody tr');
const debnrs = (section: Locator) => rows(section).getByRole('link').allTextContents();

describe('call list', () => {
  it("shows block 2 (last invoice 5-7 weekdays ago) as the database has it: 5 rows, then all with 'load more'", async () => {
    const expected = await server.db.query<{ debnr: string; lev_stop: boolean; last: string }>(
      `SELECT c.debnr, c.lev_stop, to_char(max(i.fctdat), 'DD-MM-YYYY') AS last
         FROM customers c JOIN invoices i ON i.debnr = c.debnr
        WHERE c.group_code = '101' GROUP BY c.debnr
       HAVING max(i.fctdat) BETWEEN $1 AND $2 ORDER BY max(i.fctdat) DESC, c.debnr`,
      [weekdayAgo(7), weekdayAgo(5)],
    );
    expect(expected.length).toBeGreaterThan(5);
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/call');
    const block2 = block(page, 'Last invoice 5–7 weekdays ago');
    await block2.getByRole('heading', { name: `Last invoice 5–7 weekdays ago (${expected.length})` }).waitFor();
    await block2.getByText('Customers whose last invoice was 5 to 7 weekdays ago').waitFor();
    expect(await debnrs(block2)).toEqual(expected.slice(0, 5).map((r) => r.debnr));
    await page.screenshot({ ...shot('call-list'), fullPage: true });

    await block2.getByLabel('Load more').check();
    await expect.poll(() => debnrs(block2)).toEqual(expected.map((r) => r.debnr));
    const cells = (await rows(block2).first().locator('td').allTextContents()).map((t) => t.trim());
    expect(cells.slice(1)).toEqual([expected[0]!.debnr, expect.any(String), expected[0]!.last]);
    const stopped = expected.findIndex((r) => r.lev_stop);
    if (stopped >= 0) await rows(block2).nth(stopped).getByRole('img', { name: 'Blocked for delivery' }).waitFor();
    await rows(block2).nth(expected.findIndex((r) => !r.lev_stop)).getByRole('img', { name: 'Can order' }).waitFor();

    await block2.getByLabel('Load more').uncheck();
    await expect.poll(() => rows(block2).count()).toBe(5);
  });

  it('shows every block with its definition and columns, and links a debnr to the customer page', async () => {
    const count = async (sql: string, params: unknown[] = []) => ((await server.db.query<{ n: number }>(sql, params))[0]!.n);
    const created = await count(`SELECT count(*)::int AS n FROM customers WHERE group_code = '101' AND created BETWEEN $1::date - 7 AND $1::date`, [today]);
    const single = await count(`SELECT count(*)::int AS n FROM (SELECT c.debnr FROM customers c JOIN invoices i ON i.debnr = c.debnr WHERE c.group_code = '101' GROUP BY c.debnr HAVING count(*) = 1) s`);
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/call');

    const headers = (section: Locator) => section.locator('thead th').allTextContents();
    const block1 = block(page, 'New customers');
    await block1.getByText('Customers created up to 7 days ago').waitFor();
    await block1.getByRole('heading', { name: `New customers (${created})` }).waitFor();
    if (created === 0) await block1.getByText('No data found').waitFor();
    else expect(await headers(block1)).toEqual(['Active', 'Debtor number', 'Name', 'Created']);

    for (const title of ['Last invoice 10–14 weekdays ago', 'Last invoice 20–30 weekdays ago']) {
      await block(page, title).locator('thead, p').first().waitFor();
    }
    expect(await headers(block(page, 'Last invoice 20–30 weekdays ago'))).toEqual(['Delivery', 'Debtor number', 'Name', 'Invoice date']);

    const block6 = block(page, 'Customers with only 1 invoice');
    await block6.getByRole('heading', { name: `Customers with only 1 invoice (${single})` }).waitFor();
    // The demo data is seeded for today's date: on some days group 101 has no customer with a single invoice.
    if (single === 0) await block6.getByText('No data found').waitFor();
    else {
      expect(await headers(block6)).toEqual(['Debtor number', 'Name', 'VAT ok', 'Date']);
      expect(await rows(block6).count()).toBe(Math.min(5, single));
      await rows(block6).first().getByRole('img', { name: /^VAT number (not )?verified$/ }).waitFor();
    }

    const linked = single > 0 ? block6 : block(page, 'Last invoice 20–30 weekdays ago');
    const [first] = await debnrs(linked);
    await rows(linked).first().getByRole('link', { name: first! }).click();
    await page.waitForURL(`**/icrm/customer/${first}`);
  });
});
