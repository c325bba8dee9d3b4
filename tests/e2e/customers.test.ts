import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
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

const bodyRows = (page: Page) => page.locator('tbody tr');
const headers = async (page: Page) => (await page.locator('thead th').allTextContents()).map((text) => text.trim());

async function openList(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await page.goto('/icrm/customers');
  await bodyRows(page).first().waitFor();
}

describe('customers list', () => {
  it("shows the group's customers 20 per page with the spec's columns, searches every field, and links to the detail", async () => {
    const [{ count }] = (await server.db.query<{ count: number }>("SELECT count(*)::int AS count FROM customers WHERE group_code = '101'")) as [{ count: number }];
    const { page } = await newPage(browser, server.url);
    await openList(page, 'sales@demo.test');
    expect(await bodyRows(page).count()).toBe(20);
    await page.getByText(`1-20 of ${count}`).waitFor();
    expect(await headers(page)).toEqual(['Delivery', 'Debtor number', 'Name', 'Zipcode', 'City', 'Phone', 'Pack', 'Email']);
    await page.screenshot({ ...shot('customers-list'), fullPage: true });

    // A city of one customer only: the search matches on any field, not just debnr and name.
    const [target] = await server.db.query<{ debnr: string; name: string; city: string }>(
      `SELECT debnr, name, city FROM customers c WHERE group_code = '101'
          AND (SELECT count(*) FROM customers o WHERE o.group_code = '101' AND (o.city ILIKE '%' || c.city || '%' OR o.name ILIKE '%' || c.city || '%' OR o.email ILIKE '%' || c.city || '%' OR o.branche ILIKE '%' || c.city || '%')) = 1
        ORDER BY debnr LIMIT 1`,
    );
    await page.getByPlaceholder('Search', { exact: true }).fill(target!.city);
    await expect.poll(() => bodyRows(page).count()).toBe(1);
    expect(await bodyRows(page).first().textContent()).toContain(target!.name);
    await page.getByRole('link', { name: target!.debnr, exact: true }).click();
    await page.waitForURL(`**/icrm/customer/${target!.debnr}`);
    await page.getByRole('heading', { level: 1, name: target!.name }).waitFor();
  });

  it('shows the lock state: a lock when blocked for delivery, not_interested without webshop access', async () => {
    const [blocked] = await server.db.query<{ debnr: string }>("SELECT debnr FROM customers WHERE group_code = '101' AND lev_stop AND inet_check ORDER BY debnr LIMIT 1");
    const [offline] = await server.db.query<{ debnr: string }>("SELECT debnr FROM customers WHERE group_code = '101' AND NOT inet_check ORDER BY debnr LIMIT 1");
    const { page } = await newPage(browser, server.url);
    await openList(page, 'sales@demo.test');
    const rowOf = (debnr: string) => bodyRows(page).filter({ has: page.getByRole('link', { name: debnr, exact: true }) });
    await page.getByPlaceholder('Search', { exact: true }).fill(blocked!.debnr);
    await rowOf(blocked!.debnr).getByRole('img', { name: 'Blocked for delivery' }).waitFor();
    await page.getByPlaceholder('Search', { exact: true }).fill(offline!.debnr);
    await rowOf(offline!.debnr).getByRole('img', { name: 'No webshop access' }).waitFor();
  });

  it('saves a view with a filter, which survives a reload and comes back in one click (issue 39)', async () => {
    const [target] = await server.db.query<{ debnr: string }>("SELECT debnr FROM customers WHERE group_code = '101' ORDER BY debnr DESC LIMIT 1");
    const { page } = await newPage(browser, server.url);
    await openList(page, 'sales@demo.test');
    const search = page.getByPlaceholder('Search', { exact: true });
    const filtered = page.getByRole('link', { name: target!.debnr, exact: true });
    await search.fill(target!.debnr);
    await expect.poll(() => bodyRows(page).count()).toBeLessThan(20);
    await filtered.waitFor();
    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByRole('menuitem', { name: 'Save current view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save current view' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('My last customer');
    await page.screenshot(shot('saved-views-dialog'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Kept on the server: after a reload, with the filter cleared, one click brings it back.
    await page.reload();
    await bodyRows(page).first().waitFor();
    await search.fill('');
    await expect.poll(() => bodyRows(page).count()).toBe(20);
    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.screenshot(shot('saved-views-menu'));
    await page.getByRole('menuitem', { name: 'My last customer' }).click();
    await filtered.waitFor();
    expect(await bodyRows(page).count()).toBeLessThan(20);
    expect(await search.inputValue()).toBe(target!.debnr);
  });

  it('shows the commercial type instead of the zipcode for tenant 4', async () => {
    const { page } = await newPage(browser, server.url);
    await openList(page, 'deco@demo.test');
    expect(await headers(page)).toEqual(['Delivery', 'Debtor number', 'Name', 'Commercial type', 'City', 'Phone', 'Pack', 'Email']);
  });
});

describe('customer identities', () => {
  it('embeds the identities page with the group code and brand for Roobos', async () => {
    await server.db.query("UPDATE users SET current_group_code = '801' WHERE email = 'admin@demo.test'");
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'admin@demo.test');
    await page.getByRole('menuitem', { name: 'Customer Identities' }).click();
    await page.waitForURL('**/customeridentities');
    const src = new URL((await page.locator('iframe[title="Customer Identities"]').getAttribute('src'))!);
    expect(Object.fromEntries(src.searchParams)).toEqual({ groupcode: '801', brand: 'ROOBOS' });
  });

  it('explains the page to users of other companies, who have no menu item for it', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'deco@demo.test');
    await page.getByRole('menuitem', { name: 'Customers', exact: true }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Customer Identities' }).count()).toBe(0);
    await page.goto('/customeridentities');
    await page.getByText('Customer identities are only available for Greenflor and Roobos.', { exact: false }).waitFor();
    await page.screenshot(shot('customer-identities-other-company'));
  });
});
