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

async function openUsers(page: Page): Promise<void> {
  await signIn(page, 'admin@demo.test');
  await page.goto('/icrm/users');
  await page.getByText('1-10 of').waitFor();
}

/** The table row of a user, found through the list's search. */
async function userRow(page: Page, email: string) {
  await page.getByPlaceholder('Search', { exact: true }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.waitFor();
  return row;
}

async function chooseCompany(page: Page, name: string): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: /^Company/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

describe('admin users', () => {
  it('validates the create dialog with the spec texts and keeps what was typed when the api refuses', async () => {
    const { page } = await newPage(browser, server.url);
    await openUsers(page);
    await page.getByRole('button', { name: 'Create user' }).click();
    const dialog = page.getByRole('dialog');
    // New user defaults: company VDP (1), target 5, group code 0, the first role ticked.
    expect(await dialog.getByRole('combobox', { name: /^Company/ }).textContent()).toBe('VDP');
    expect(await dialog.locator('input[name="target"]').inputValue()).toBe('5');
    expect(await dialog.locator('input[name="groupCode"]').inputValue()).toBe('0');
    expect(await dialog.getByRole('checkbox', { name: 'iCRMBasis' }).isChecked()).toBe(true);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Email is required').waitFor();
    await dialog.getByText('Password is required').waitFor();
    await dialog.getByText('Group does not exist').waitFor();
    await page.screenshot(shot('users-create-invalid'));

    await dialog.getByLabel(/^Name/).fill('Nadia Nieuw');
    await dialog.getByLabel(/^Email/).fill('sales@demo.test');
    await dialog.locator('input[name="password"]').fill('short');
    await dialog.getByText('Min charachter length is 8').waitFor();
    await dialog.locator('input[name="password"]').fill('secret123');
    await dialog.locator('input[name="target"]').fill('0');
    await dialog.getByText('Target must be greater than 0').waitFor();
    await dialog.locator('input[name="target"]').fill('7');
    // A group of another company is refused; a group of the chosen company is fine.
    await dialog.locator('input[name="groupCode"]').fill('401');
    await dialog.getByText('Group does not exist').waitFor();
    await dialog.locator('input[name="groupCode"]').fill('101');
    expect(await dialog.getByText('Group does not exist').count()).toBe(0);

    // The email is taken: the api's 400 lands on the email field; the dialog keeps the input.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('A user with this email already exists').waitFor();
    expect(await dialog.getByLabel(/^Name/).inputValue()).toBe('Nadia Nieuw');
    await page.screenshot(shot('users-create-api-error'));
  });

  it('creates a user, edits it, grants it a group, and deletes it', async () => {
    const { page } = await newPage(browser, server.url);
    await openUsers(page);

    // Create
    await page.getByRole('button', { name: 'Create user' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill('Esmee Test');
    await dialog.getByLabel(/^Email/).fill('esmee.test@demo.test');
    await dialog.locator('input[name="password"]').fill('firstpass1');
    await chooseCompany(page, 'Heembloemex Deco');
    // The company change cleared the group 0, which deco lacks; pick one of its groups.
    expect(await dialog.locator('input[name="groupCode"]').inputValue()).toBe('');
    await dialog.locator('input[name="groupCode"]').fill('401');
    await dialog.getByRole('checkbox', { name: 'iCRMAdmin' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User successfully created!').waitFor();
    let row = await userRow(page, 'esmee.test@demo.test');
    expect(await row.textContent()).toContain('Heembloemex Deco');

    // Edit: a new target and, with the switch, a new password
    await row.getByRole('button', { name: 'Edit profile' }).click();
    dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel(/^Name/).inputValue()).toBe('Esmee Test');
    expect(await dialog.locator('input[name="password"]').count()).toBe(0);
    await dialog.locator('input[name="target"]').fill('12');
    await dialog.getByLabel('Change password').check();
    await dialog.locator('input[name="password"]').fill('secondpass2');
    await page.screenshot(shot('users-edit'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User successfully updated!').waitFor();
    const login = await page.request.post('/api/auth/login', { data: { email: 'esmee.test@demo.test', password: 'secondpass2', ip: '127.0.0.1' } });
    expect(login.status()).toBe(200);
    row = await userRow(page, 'esmee.test@demo.test');
    await row.getByRole('button', { name: 'Edit profile' }).click();
    expect(await page.getByRole('dialog').locator('input[name="target"]').inputValue()).toBe('12');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // Group access: switch a group on; it is saved at once and still on after a reload
    await row.getByRole('link', { name: 'Groups' }).click();
    await page.waitForURL(/\/icrm\/useraccess\//);
    await page.getByText('Esmee Test (esmee.test@demo.test)').waitFor();
    const access = page.getByRole('switch', { name: /^Access to / }).or(page.getByRole('checkbox', { name: /^Access to / }));
    await access.first().waitFor();
    const rowsOfDeco = page.getByRole('row').filter({ has: access });
    const off = rowsOfDeco.filter({ hasNot: page.locator('input:checked') }).first();
    const groupName = (await off.getByRole('cell').first().textContent())!;
    await off.getByRole('checkbox').or(off.getByRole('switch')).click();
    await page.getByText('User access has been successfully saved!').waitFor();
    await page.screenshot(shot('useraccess-saved'));
    await page.reload();
    const saved = page.getByRole('row').filter({ hasText: groupName });
    await saved.waitFor();
    expect(await saved.locator('input').isChecked()).toBe(true);
    await page.getByRole('link', { name: 'Back to users' }).click();
    await page.getByRole('button', { name: 'Create user' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/icrm/users');

    // Delete, after confirming
    row = await userRow(page, 'esmee.test@demo.test');
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Delete user Esmee Test').waitFor();
    await page.screenshot(shot('users-delete-confirm'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('No data found').waitFor();
  });

  it("shows a concurrent edit side by side, keeping the typed values, and saves them over the other admin's on request", async () => {
    const [first, second] = [await newPage(browser, server.url), await newPage(browser, server.url)];
    for (const { page } of [first, second]) {
      await openUsers(page);
      await (await userRow(page, 'deco@demo.test')).getByRole('button', { name: 'Edit profile' }).click();
    }
    const firstDialog = first.page.getByRole('dialog');
    await firstDialog.locator('input[name="target"]').fill('21');
    await firstDialog.getByRole('button', { name: 'Save' }).click();
    await first.page.getByText('User successfully updated!').waitFor();

    const dialog = second.page.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill('Dirk Decorateur');
    await dialog.locator('input[name="target"]').fill('33');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const conflict = dialog.getByRole('alert').filter({ hasText: 'Someone else changed this record' });
    await conflict.getByText('Ada Admin saved a change').waitFor();
    const targetRow = conflict.getByRole('row').filter({ hasText: 'Target' });
    expect(await targetRow.getByRole('cell').allTextContents()).toEqual(['21', '33']);
    expect(await dialog.getByLabel(/^Name/).inputValue()).toBe('Dirk Decorateur');
    await second.page.screenshot(shot('users-conflict'));
    expect((await server.db.query<{ target: number }>("SELECT target FROM users WHERE email = 'deco@demo.test'"))[0]!.target).toBe(21);

    await conflict.getByRole('button', { name: 'Save my version' }).click();
    await second.page.getByText('User successfully updated!').waitFor();
    expect(await server.db.query("SELECT name, target FROM users WHERE email = 'deco@demo.test'")).toEqual([{ name: 'Dirk Decorateur', target: 33 }]);
    // The user's history, in the edit dialog, tells both saves apart.
    await (await userRow(second.page, 'deco@demo.test')).getByRole('button', { name: 'Edit profile' }).click();
    await second.page.getByRole('dialog').getByRole('button', { name: 'History' }).click();
    await second.page.getByRole('dialog').getByText('Target: 21 → 33').waitFor();
  });

  it('imports users to the email-marketing provider and tells the HTTP status', async () => {
    const { page } = await newPage(browser, server.url);
    await openUsers(page);
    await page.getByRole('button', { name: 'Import users to Sendinblue' }).click();
    await page.getByText(/\(HTTP \d{3}\)/).waitFor();
  });
});
