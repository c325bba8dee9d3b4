import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
import { shot, signIn, submitLogin } from './signIn';

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

describe('login', () => {
  it('lands a signed-in sales user on the inbox', async () => {
    const { page } = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.screenshot(shot('login'));
    await signIn(page, 'sales@demo.test');
    await page.waitForURL('**/iCRM/Inbox');
    expect(await page.evaluate(() => Boolean(localStorage.getItem('access_token')))).toBe(true);
  });

  it('sends a logged-out visitor to /login and back to the page asked for after login', async () => {
    const { page } = await newPage(browser, server.url);
    await page.goto('/verzendbevestigingen');
    await page.waitForURL('**/login');
    await signIn(page, 'sales@demo.test');
    await page.waitForURL('**/verzendbevestigingen');
  });

  it('enables the login button only for a valid email and a password of 8 characters', async () => {
    const { page } = await newPage(browser, server.url);
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Login' });
    expect(await button.isDisabled()).toBe(true);
    await page.locator('input[name="email"]').fill('sales@demo');
    await page.getByText('Please enter a valid email address').waitFor();
    await page.locator('input[name="password"]').fill('demo123');
    expect(await button.isDisabled()).toBe(true);
    await page.locator('input[name="email"]').fill('sales@demo.test');
    expect(await page.getByText('Please enter a valid email address').count()).toBe(0);
    expect(await button.isDisabled()).toBe(true);
    await page.locator('input[name="password"]').fill('demo1234');
    expect(await button.isEnabled()).toBe(true);
    expect(await page.getByText('Min charachter length is 8').count()).toBe(1);
  });

  it('counts wrong passwords up to 3, then shows the lock and disables the button', async () => {
    const { page } = await newPage(browser, server.url);
    await page.goto('/login');
    for (const attempt of [1, 2]) {
      await submitLogin(page, 'deco@demo.test', 'wrong-password');
      await page.getByText(`login attempts ${attempt}/3`).waitFor();
      await page.getByText('Wrong credentials. Please try again or reset your password.').waitFor();
    }
    await submitLogin(page, 'deco@demo.test', 'wrong-password');
    await page.getByText('Too many wrong password, account is locked for 5 minutes').waitFor();
    await page.screenshot(shot('login-locked'));
    expect(await page.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true);
    // The server keeps the lock even for the right password.
    await page.reload();
    await submitLogin(page, 'deco@demo.test');
    await page.getByText('Too many wrong password, account is locked for 5 minutes').waitFor();
  });

  it('asks a new user to accept the terms: disagreeing stays logged out, agreeing completes the login', async () => {
    const { page } = await newPage(browser, server.url);
    await submitLogin(page, 'newbie@demo.test');
    const dialog = page.getByRole('dialog', { name: 'Terms of use' });
    await dialog.waitFor();
    await page.screenshot(shot('login-terms'));
    await dialog.getByRole('button', { name: 'Disagree' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    await submitLogin(page, 'newbie@demo.test');
    await page.getByRole('dialog', { name: 'Terms of use' }).getByRole('button', { name: 'Agree', exact: true }).click();
    await page.waitForURL('**/iCRM/Inbox');
    const [user] = await server.db.query<{ tos_agreement: boolean }>("SELECT tos_agreement FROM users WHERE email = 'newbie@demo.test'");
    expect(user?.tos_agreement).toBe(true);
  });

  it('reads the terms and the privacy statement from the login page', async () => {
    const { page } = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByRole('button', { name: 'privacy statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy statement' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('resets a forgotten password and sets a new one through the mailed link', async () => {
    const { page } = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = page.getByRole('button', { name: 'Reset password' });
    await page.locator('input[name="email"]').fill('wholesale@demo');
    expect(await reset.isDisabled()).toBe(true);
    await page.locator('input[name="email"]').fill('wholesale@demo.test');
    await reset.click();
    await page.getByText('Password reset successful! Please check your email to set up a new password').waitFor();
    await page.screenshot(shot('login-reset'));

    const [mail] = await server.db.query<{ body: string }>(
      "SELECT body FROM outbox_mails WHERE recipient = 'wholesale@demo.test' ORDER BY id DESC LIMIT 1",
    );
    const link = /\/update-password\/[\w\-.~%]+/.exec(mail?.body ?? '')?.[0];
    expect(link).toBeDefined();

    await page.goto('/update-password/not-a-token');
    await page.locator('input[name="password"]').fill('new-password-1');
    await page.locator('input[name="confirmation"]').fill('new-password-2');
    await page.getByText('Passwords must match').waitFor();
    const save = page.getByRole('button', { name: 'Save password' });
    expect(await save.isDisabled()).toBe(true);
    await page.locator('input[name="confirmation"]').fill('new-password-1');
    await save.click();
    await page.getByText('wrong credentials').waitFor();

    await page.goto(link!);
    await page.locator('input[name="password"]').fill('new-password-1');
    await page.locator('input[name="confirmation"]').fill('new-password-1');
    await page.screenshot(shot('update-password'));
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL('**/wholesale/customers');
  });

  it('logs out to /login and keeps the app closed afterwards', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'finance@demo.test');
    await page.waitForURL('**/iCRM/Unpaid');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
    await page.goto('/iCRM/Unpaid');
    await page.waitForURL('**/login');
  });
});
