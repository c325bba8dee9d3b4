import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../ui/format/money';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
import { shot, signIn } from './signIn';

let server: AppServer;
let browser: Browser;
const today = dayjs().format('YYYY-MM-DD');
/** Intl writes a no-break space after the euro sign; compare texts with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Unpaid {
  debnr: string;
  name: string;
  lev_stop: boolean;
  is_incasso: boolean;
  unpaid: number;
  last: string;
  closes_in: number;
  term: number;
}

/** The group's customers with open invoices, largest unpaid total first, from the raw invoices. */
const unpaidOf = (group: string) =>
  server.db.query<Unpaid>(
    `SELECT c.debnr, c.name, c.lev_stop, c.is_incasso, round(sum(i.amount - i.paid), 2)::float AS unpaid, max(i.fctdat)::text AS last,
            (min(i.fctdat) + c.bettermijn) - $2::date AS closes_in, c.bettermijn AS term
       FROM customers c JOIN invoices i ON i.debnr = c.debnr WHERE c.group_code = $1 AND i.paid < i.amount
      GROUP BY c.debnr ORDER BY 5 DESC, c.debnr`,
    [group, today],
  );

const bodyRows = (page: Page) => page.locator('tbody tr');
const cells = async (page: Page, row: number) => (await bodyRows(page).nth(row).locator('td').allTextContents()).map(plain);

describe('unpaid', () => {
  it('shows the unpaid customers 20 per page with totals from the database, hides direct debit, and downloads the shown rows', async () => {
    const all = await unpaidOf('101');
    const withoutIncasso = all.filter((r) => !r.is_incasso);
    expect(withoutIncasso.length).toBeLessThan(all.length);
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/unpaid');
    await page.getByText(`1-20 of ${all.length}`).waitFor();
    expect(await bodyRows(page).count()).toBe(20);
    const top = all[0]!;
    expect((await cells(page, 0)).slice(1)).toEqual([top.debnr, top.name, String(top.term), dayjs(top.last).format('DD-MM-YYYY'), plain(formatMoney(top.unpaid)), String(top.closes_in)]);
    await bodyRows(page).first().getByRole('img', { name: top.lev_stop ? 'Blocked for delivery' : 'Can order' }).waitFor();
    await page.screenshot({ ...shot('unpaid'), fullPage: true });

    await page.getByLabel('Hide direct-debit customers').check();
    await page.getByText(`1-20 of ${withoutIncasso.length}`).waitFor();
    expect((await cells(page, 0))[1]).toBe(withoutIncasso[0]!.debnr);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
    expect(download.suggestedFilename()).toBe(`Unpaid_${today}.xlsx`);
    const file = join(await mkdtemp(join(tmpdir(), 'unpaid-')), download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
    const lines: unknown[][] = [];
    sheet.eachRow((row, n) => n > 1 && lines.push((row.values as unknown[]).slice(1)));
    expect(lines).toEqual(withoutIncasso.map((r) => [r.lev_stop ? 'Yes' : 'No', r.debnr, r.name, r.unpaid, r.last, r.closes_in, r.term]));
  });

  it('opens for finance, whose landing page it is, and links a debnr to the customer', async () => {
    const [top] = await unpaidOf('101');
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'finance@demo.test');
    await page.waitForURL('**/iCRM/Unpaid');
    await page.getByRole('link', { name: top!.debnr, exact: true }).click();
    await page.waitForURL(`**/icrm/customer/${top!.debnr}`);
  });

  it('keeps the download disabled without data', async () => {
    await server.db.query(`UPDATE invoices SET paid = amount WHERE debnr IN (SELECT debnr FROM customers WHERE group_code = '102')`);
    const [group] = await server.db.query<{ group_name: string }>(`SELECT group_name FROM debtor_groups WHERE group_code = '102'`);
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/unpaid');
    await page.getByRole('button', { name: 'Profile' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: group!.group_name }).click()]);
    await page.getByText('No data found').waitFor();
    expect(await page.getByRole('button', { name: 'Excel' }).isDisabled()).toBe(true);
  });
});
