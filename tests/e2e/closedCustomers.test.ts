import dayjs from 'dayjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
import { shot, signIn } from './signIn';

let server: AppServer;
let browser: Browser;
const today = dayjs().format('YYYY-MM-DD');

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Closed {
  debnr: string;
  name: string;
  betaal_conditie: string;
  bettermijn: number;
  days: number;
}

/** Customers of the group whose delivery stop started within the last `days` days, most recently closed first. */
const closedWithin = (days: number) =>
  server.db.query<Closed>(
    `SELECT debnr, name, betaal_conditie, bettermijn, $1::date - lev_stop_since AS days FROM customers
      WHERE group_code = '101' AND lev_stop AND lev_stop_since BETWEEN $1::date - $2::int AND $1::date ORDER BY lev_stop_since DESC, debnr`,
    [today, days],
  );

const bodyRows = (page: Page) => page.locator('tbody tr');
const range = (total: number) => (total === 0 ? 'No data found' : `1-${Math.min(20, total)} of ${total}`);

describe('closed customers', () => {
  it('shows the customers closed within 60 days by default, 20 per page, and follows the days filter', async () => {
    const within60 = await closedWithin(60);
    const within365 = await closedWithin(365);
    expect(within60.length).toBeGreaterThan(0);
    expect(within365.length).toBeGreaterThan(within60.length);
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/closedcustomers');
    expect(await page.getByRole('spinbutton', { name: 'Days' }).inputValue()).toBe('60');
    await page.getByText(range(within60.length)).waitFor();
    expect(await page.locator('thead th').allTextContents()).toEqual(['Delivery', 'Debtor number', 'Name', 'Payment condition', 'Max days', 'Days closed']);
    const first = within60[0]!;
    expect((await bodyRows(page).first().locator('td').allTextContents()).slice(1)).toEqual([first.debnr, first.name, first.betaal_conditie, String(first.bettermijn), String(first.days)]);
    await bodyRows(page).first().getByRole('img', { name: 'Blocked for delivery' }).waitFor();
    await page.screenshot({ ...shot('closed-customers'), fullPage: true });

    await page.getByRole('spinbutton', { name: 'Days' }).fill('365');
    await page.getByText(range(within365.length)).waitFor();
    expect(await bodyRows(page).locator('td:nth-child(2)').allTextContents()).toEqual(within365.slice(0, 20).map((c) => c.debnr));

    const target = within365.at(-1)!;
    await page.getByPlaceholder('Search', { exact: true }).fill(target.name);
    await expect.poll(() => bodyRows(page).locator('td:nth-child(2)').allTextContents()).toEqual(within365.filter((c) => c.name.toLowerCase().includes(target.name.toLowerCase())).map((c) => c.debnr));
    await page.getByRole('link', { name: target.debnr, exact: true }).click();
    await page.waitForURL(`**/icrm/customer/${target.debnr}`);
  });

  it('only logs a failed fetch: the table stays empty', async () => {
    const { page, consoleErrors } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.route('**/api/customer/GetClosedCustomers**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await page.goto('/icrm/closedcustomers');
    await page.getByText('No data found').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('alert').count()).toBe(0);
    await expect.poll(() => consoleErrors.some((e) => e.includes('Closed customers could not be loaded'))).toBe(true);
  });
});
