import dayjs from 'dayjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholeEuros } from '../../custom-pages/cashCarry/dashboard/donut';
import { formatMoney } from '../../ui/format/money';
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

/** The admin's current group and its company. */
async function adminGroup(): Promise<{ group_code: string; company_id: number }> {
  const [row] = await server.db.query<{ group_code: string; company_id: number }>(
    `SELECT g.group_code, g.company_id FROM users u JOIN debtor_groups g ON g.group_code = coalesce(u.current_group_code, u.group_code) WHERE u.email = 'admin@demo.test'`,
  );
  return row!;
}

describe('C&C dashboard', () => {
  it('shows turnover and customers per channel over the last 30 days, the donut in whole euros, 10 rows per page', async () => {
    const { group_code } = await adminGroup();
    const channels = await server.db.query<{ type: string; turnover: number; clients: number }>(
      `SELECT CASE s.source WHEN 'personal' THEN 'C&C' ELSE 'Internet' END AS type,
              coalesce(sum(i.amount), 0)::float AS turnover, count(DISTINCT i.debnr)::int AS clients
         FROM (VALUES ('personal', 1), ('online', 2)) AS s(source, position)
         LEFT JOIN invoices i ON i.order_source = s.source AND i.fctdat > $2::date - 30 AND i.fctdat <= $2::date
              AND i.debnr IN (SELECT debnr FROM customers WHERE group_code = $1)
        GROUP BY s.source, s.position ORDER BY s.position`,
      [group_code, today],
    );
    expect(channels.every((c) => c.turnover > 0)).toBe(true);
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'admin@demo.test');
    await page.goto('/CC/CCDashboard');
    const table = page.getByRole('region', { name: 'Customers and turnover per channel' });
    await table.locator('tbody tr').first().waitFor();
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(rows.map((cells) => cells.map(plain))).toEqual(channels.map((c) => [c.type, String(c.clients), plain(formatMoney(Math.round(c.turnover * 100) / 100))]));
    await table.getByText('Rows per page:').waitFor();
    expect(plain(await table.getByRole('combobox').textContent())).toBe('10');

    const labels = page.getByRole('region', { name: 'Turnover per channel' }).locator('.recharts-pie-label-text');
    await expect.poll(async () => (await labels.allTextContents()).map(plain)).toEqual(channels.map((c) => plain(wholeEuros(Math.round(c.turnover)))));
    await page.screenshot({ ...shot('cc-dashboard'), fullPage: true });

    await table.getByRole('combobox').click();
    expect((await page.getByRole('option').allTextContents()).map(plain)).toEqual(['5', '10', '20']);
  });
});

describe('click-and-collect module', () => {
  const moduleTitle = (page: Page) => page.getByRole('heading', { level: 1, name: 'Click-and-collect module' });

  it("makes the chosen seller the chosen customer's salesman and opens the webshop with the seller's login", async () => {
    const { group_code, company_id } = await adminGroup();
    await server.db.query(`INSERT INTO cnc_sellers (company_id, code, name, password) VALUES ($1, 'V02', 'Zoé Comptoir', 'pw-zoe'), ($1, 'V01', 'Anne Caisse', 'pw-anne')`, [company_id]);
    const customers = await server.db.query<{ debnr: string; name: string }>('SELECT debnr, name FROM customers WHERE group_code = $1 ORDER BY debnr', [group_code]);
    const target = customers[3]!;
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'admin@demo.test');
    await page.goto('/api/dexxC&Cmodule');
    await moduleTitle(page).waitFor();
    const update = page.getByRole('button', { name: 'Update' });
    const webshop = page.getByRole('button', { name: 'Webshop' });
    expect(await page.getByRole('group', { name: 'Seller' }).getByRole('button').allTextContents()).toEqual(['Anne Caisse', 'Zoé Comptoir']);
    expect(await update.isDisabled()).toBe(true);
    expect(await webshop.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Zoé Comptoir' }).click();
    expect(await update.isDisabled()).toBe(true);
    await page.context().route('https://shop.dexxdrive.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: 'webshop' }));
    const [shop] = await Promise.all([page.context().waitForEvent('page'), webshop.click()]);
    await shop.waitForLoadState();
    const opened = new URL(shop.url());
    expect([opened.searchParams.get('debnr'), opened.searchParams.get('password'), opened.searchParams.get('lang')]).toEqual(['V02', 'pw-zoe', 'en']);
    await shop.close();

    // Up to 8 suggestions, matching anywhere in the debnr or the name.
    const prefix = target.debnr.slice(0, 2);
    await page.getByRole('combobox', { name: 'Customer', exact: true }).fill(prefix);
    await expect.poll(() => page.getByRole('option').count()).toBe(Math.min(8, customers.filter((c) => c.debnr.includes(prefix) || c.name.toLowerCase().includes(prefix)).length));
    await page.getByRole('combobox', { name: 'Customer', exact: true }).fill(target.debnr);
    await page.getByRole('option', { name: `${target.debnr} - ${target.name}` }).click();
    expect(await update.isDisabled()).toBe(false);
    await page.screenshot({ ...shot('cc-module'), fullPage: true });
    await update.click();
    await page.getByText('Successfully updated').waitFor();
    expect(await server.db.query('SELECT salesman_code FROM customers WHERE debnr = $1', [target.debnr])).toEqual([{ salesman_code: 'V02' }]);
  });

  it('opens from the encoded path too, and not for users without the role', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'admin@demo.test');
    await page.goto('/api/dexxC%26Cmodule');
    await moduleTitle(page).waitFor();

    const { page: sales } = await newPage(browser, server.url);
    await signIn(sales, 'sales@demo.test');
    await sales.goto('/api/dexxC&Cmodule');
    await sales.waitForURL('**/iCRM/Inbox');
  });
});
