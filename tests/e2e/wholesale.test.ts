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

/** The wholesale user's current group. */
async function currentGroup(): Promise<string> {
  const [user] = await server.db.query<{ group_code: string }>(
    `SELECT coalesce(current_group_code, group_code) AS group_code FROM users WHERE email = 'wholesale@demo.test'`,
  );
  return user!.group_code;
}

/** A customer of the group with at least two contact emails, not used by another test. */
async function customerWithContacts(group: string, skip = 0): Promise<{ debnr: string; name: string; password: string }> {
  const rows = await server.db.query<{ debnr: string; name: string; password: string }>(
    `SELECT c.debnr, c.name, c.password FROM customers c
      WHERE c.group_code = $1 AND (SELECT count(*) FROM contact_emails e WHERE e.debnr = c.debnr) >= 2 ORDER BY c.debnr LIMIT 1 OFFSET $2`,
    [group, skip],
  );
  return rows[0]!;
}

const contactsOf = (debnr: string) => server.db.query<{ row_number: number; email: string }>('SELECT row_number, email FROM contact_emails WHERE debnr = $1 ORDER BY row_number', [debnr]);
const form = (page: Page) => page.getByRole('form', { name: 'Customer' });

async function openCustomer(page: Page, debnr: string): Promise<void> {
  await signIn(page, 'wholesale@demo.test');
  await page.goto(`/wholesale/customer/${debnr}`);
  await form(page).waitFor();
}

describe('wholesale', () => {
  it('lands on the customer list (either spelling), 20 per page, and opens a customer with its login data', async () => {
    const group = await currentGroup();
    const [{ n }] = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers WHERE group_code = $1', [group])) as [{ n: number }];
    const customer = await customerWithContacts(group);
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'wholesale@demo.test');
    await page.waitForURL('**/wholesale/customers');
    await page.getByText(`1-20 of ${n}`).waitFor();
    await page.screenshot({ ...shot('wholesale-customers'), fullPage: true });
    await page.goto('/wholesale/Customers');
    await page.getByText(`1-20 of ${n}`).waitFor();

    await page.getByPlaceholder('Search', { exact: true }).fill(customer.debnr);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('link', { name: customer.debnr, exact: true }).click();
    await page.waitForURL(`**/wholesale/customer/${customer.debnr}`);
    const login = page.getByRole('region', { name: 'Webshop login' });
    await login.getByText(customer.password, { exact: true }).waitFor();
    expect(await form(page).getByLabel('Company name').inputValue()).toBe(customer.name);
    const contacts = await contactsOf(customer.debnr);
    for (const [i, contact] of contacts.entries()) expect(await form(page).getByLabel(`Contact email ${i + 1}`, { exact: true }).inputValue()).toBe(contact.email);
    const ticks = page.getByRole('region', { name: 'Order days' }).locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await expect.poll(() => ticks.allTextContents()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
    await page.getByRole('region', { name: 'Website visits' }).locator('.recharts-line').first().waitFor({ state: 'attached' });
    await page.screenshot({ ...shot('wholesale-customer'), fullPage: true });
  });

  it("shows the save rules with the spec's texts and blocks saving until they are met", async () => {
    const customer = await customerWithContacts(await currentGroup());
    const { page } = await newPage(browser, server.url);
    await openCustomer(page, customer.debnr);
    const save = form(page).getByRole('button', { name: 'Save', exact: true });
    await form(page).getByLabel('Company name').fill('  ');
    await form(page).getByLabel('Webshop password').fill('');
    await form(page).getByLabel('Contact email 1', { exact: true }).fill('not-an-address');
    await save.click();
    for (const text of ['Vul een bedrijfsnaam in', 'Vul een emailadres in', 'Er is een ongeldig emailadres ingevuld']) await form(page).getByText(text).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.screenshot({ ...shot('wholesale-rules'), fullPage: true });

    // A password longer than 20 cannot be typed.
    await form(page).getByLabel('Webshop password').fill('x'.repeat(25));
    expect(await form(page).getByLabel('Webshop password').inputValue()).toBe('x'.repeat(20));
    await form(page).getByLabel('Company name').fill('Fleurs Nouvelles');
    expect(await save.isDisabled()).toBe(true);
    // A deleted row is not checked.
    await form(page).getByRole('button', { name: 'Delete contact email 1' }).click();
    await expect.poll(() => save.isDisabled()).toBe(false);
    expect(await form(page).getByText('Er is een ongeldig emailadres ingevuld').count()).toBe(0);
    expect((await server.db.query<{ name: string }>('SELECT name FROM customers WHERE debnr = $1', [customer.debnr]))[0]!.name).toBe(customer.name);
  });

  it('saves: a new row removed on delete is never stored, an existing deleted row is removed, a new row is added', async () => {
    const customer = await customerWithContacts(await currentGroup(), 1);
    const before = await contactsOf(customer.debnr);
    const { page } = await newPage(browser, server.url);
    await openCustomer(page, customer.debnr);
    const rows = form(page).getByRole('region', { name: 'Contact emails' }).getByRole('listitem');
    expect(await rows.count()).toBe(before.length);

    await form(page).getByRole('button', { name: 'Add contact email' }).click();
    await form(page).getByLabel(`Contact email ${before.length + 1}`, { exact: true }).fill('gone@fleurs.test');
    await form(page).getByRole('button', { name: `Delete contact email ${before.length + 1}` }).click();
    expect(await rows.count()).toBe(before.length);

    await form(page).getByRole('button', { name: 'Delete contact email 1' }).click();
    expect(await rows.count()).toBe(before.length);
    await rows.first().getByText('Deleted when you save').waitFor();
    await form(page).getByRole('button', { name: 'Add contact email' }).click();
    await form(page).getByLabel(`Contact email ${before.length + 1}`, { exact: true }).fill('buyer@fleurs.test');
    await form(page).getByLabel('Company name').fill(`${customer.name} Renamed`);
    await form(page).getByLabel('Webshop password').fill('spring2026');
    await form(page).getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('UPDATEDSUCCESS').waitFor();

    const after = await contactsOf(customer.debnr);
    expect(after.map((c) => c.email)).toEqual([...before.slice(1).map((c) => c.email), 'buyer@fleurs.test']);
    expect(after.slice(0, -1).map((c) => c.row_number)).toEqual(before.slice(1).map((c) => c.row_number));
    expect(await server.db.query('SELECT name, password FROM customers WHERE debnr = $1', [customer.debnr])).toEqual([{ name: `${customer.name} Renamed`, password: 'spring2026' }]);
    // The form starts again from what was stored.
    await expect.poll(() => rows.count()).toBe(after.length);
    expect(await form(page).getByLabel('Contact email 1', { exact: true }).isDisabled()).toBe(false);
  });

  it('keeps what the user typed when the save fails, and updates the primary emails on their own', async () => {
    const customer = await customerWithContacts(await currentGroup(), 2);
    const { page } = await newPage(browser, server.url);
    await openCustomer(page, customer.debnr);
    await page.route('**/api/wholesale/savesubcode', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down","result":"UPDATEDFAILED"}' }));
    await form(page).getByLabel('Company name').fill('Typed but not saved');
    await form(page).getByRole('button', { name: 'Add contact email' }).click();
    await form(page).getByLabel(/^Contact email \d+$/).last().fill('typed@fleurs.test');
    await form(page).getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('UPDATEDFAILED').waitFor();
    await page.screenshot({ ...shot('wholesale-save-failed'), fullPage: true });
    expect(await form(page).getByLabel('Company name').inputValue()).toBe('Typed but not saved');
    expect(await form(page).getByLabel(/^Contact email \d+$/).last().inputValue()).toBe('typed@fleurs.test');

    await form(page).getByLabel('Emails', { exact: true }).fill('shop@fleurs.test ; compta@fleurs.test');
    await form(page).getByRole('button', { name: 'Update emails' }).click();
    await page.getByText('UPDATEDSUCCESS').waitFor();
    expect(await server.db.query('SELECT email, name FROM customers WHERE debnr = $1', [customer.debnr])).toEqual([{ email: 'shop@fleurs.test;compta@fleurs.test', name: customer.name }]);
  });

  it("says so when the customer is outside the current debtor group", async () => {
    const [foreign] = await server.db.query<{ debnr: string }>("SELECT debnr FROM customers WHERE group_code = '201' ORDER BY debnr LIMIT 1");
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'wholesale@demo.test');
    await page.goto(`/wholesale/customer/${foreign!.debnr}`);
    await page
      .getByRole('alert')
      .getByText('Either the customer does not exist or does not belong to your current debiteur group. Try switching to a different debiteur group')
      .waitFor({ timeout: 5000 });
  });
});
