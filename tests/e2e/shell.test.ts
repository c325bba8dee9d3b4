import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
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

async function signedIn(email: string): Promise<Page> {
  const { page } = await newPage(browser, server.url);
  await signIn(page, email);
  await page.locator('[data-testid="current-group"]').waitFor();
  return page;
}

const menuGroups = (page: Page) => page.locator('[data-menu-group]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-menu-group')));

const ALL_GROUPS = ['icrm', 'imanager', 'admin', 'specialoffers', 'visits', 'tasks', 'apis', 'wholesale', 'cc', 'documentation', 'configured'];

describe('the shell', () => {
  // Screens appear in the menu as they are built: each user must see nothing beyond their roles,
  // and the groups whose screens exist already.
  it.each([
    // 'configured': the shipped JSON screens (delivery stops, shipping confirmations), open to iCRMBasis.
    ['sales@demo.test', ['icrm', 'visits', 'tasks', 'configured'], ['icrm', 'configured']],
    ['finance@demo.test', ['icrm', 'apis'], []],
    ['manager@demo.test', ['icrm', 'imanager', 'specialoffers', 'visits', 'tasks', 'configured'], ['icrm', 'configured']],
    ['wholesale@demo.test', ['wholesale'], []],
    ['deco@demo.test', ['icrm', 'tasks', 'configured'], ['icrm', 'configured']],
    ['admin@demo.test', ALL_GROUPS, ['icrm', 'admin', 'documentation', 'configured']],
  ])('shows %s only the menu groups of their roles', async (email, allowed, present) => {
    const page = await signedIn(email);
    // Resource screens (Users, Credits, ...) join the menu once the resource framework has loaded.
    for (const group of present) await page.locator(`[data-menu-group="${group}"]`).waitFor();
    const groups = await menuGroups(page);
    expect(groups.filter((group) => !allowed.includes(group!))).toEqual([]);
    expect(groups).toEqual(expect.arrayContaining(present));
    await page.screenshot(shot(`menu-${email.split('@')[0]}`));
  });

  it('hides Customer Identities outside companies 3 and 8', async () => {
    const page = await signedIn('deco@demo.test');
    await page.locator('[data-menu-group="icrm"]').waitFor();
    expect(await page.getByRole('menuitem', { name: 'Customer Identities' }).count()).toBe(0);
  });

  it('lands a user opening a route of another role by role', async () => {
    const page = await signedIn('finance@demo.test');
    await page.goto('/icrm/credits');
    await page.waitForURL('**/iCRM/Unpaid');
  });

  it('denies a user without roles', async () => {
    const { page } = await newPage(browser, server.url);
    await submitLogin(page, 'noroles@demo.test');
    await page.getByText('Access denied').waitFor();
    expect(await menuGroups(page)).toEqual([]);
    await page.goto('/icrm/inbox');
    await page.getByText('Access denied').waitFor();
    await page.screenshot(shot('noroles'));
  });

  it('opens pages whatever the case of the path, and says 404 for unknown paths', async () => {
    const page = await signedIn('admin@demo.test');
    await page.goto('/DOCUMENTATION/Routing');
    await page.getByRole('heading', { name: 'Routing', level: 1 }).waitFor();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await page.screenshot(shot('not-found'));
  });

  it('shows a signed-out visitor on an unknown path the placeholder main page, with the way to log in', async () => {
    const { page } = await newPage(browser, server.url);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Welcome to Flora iCRM' }).waitFor();
    await page.screenshot(shot('placeholder'));
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/login');
    // A route of the app still goes straight to the login.
    await page.goto('/icrm/inbox');
    await page.waitForURL('**/login');
  });

  it('keeps the layout style and part themes of the settings panel per user, and shows the filter panel under construction', async () => {
    const page = await signedIn('sales@demo.test');
    const sidebar = page.locator('.RaSidebar-fixed');
    const toolbarColour = () => page.locator('header.MuiAppBar-root').evaluate((node) => getComputedStyle(node).backgroundColor);
    const floraGreen = await toolbarColour();
    await page.getByRole('button', { name: 'Theme settings' }).click();
    await page.getByRole('radio', { name: 'Navigation on the right' }).check();
    await page.getByRole('combobox', { name: 'Toolbar' }).click();
    await page.getByRole('option', { name: 'Dark' }).click();
    await page.screenshot(shot('settings-panel'));
    await page.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await sidebar.waitFor();
    expect((await sidebar.boundingBox())!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
    expect(await toolbarColour()).not.toBe(floraGreen);
    await page.screenshot(shot('settings-applied'));
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByText('In de maak!').waitFor();
    await page.keyboard.press('Escape');
    // Another user in the same browser keeps their own settings.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signIn(page, 'manager@demo.test');
    await sidebar.waitFor();
    expect((await sidebar.boundingBox())!.x).toBeLessThan(page.viewportSize()!.width / 2);
    expect(await toolbarColour()).toBe(floraGreen);
  });

  it('keeps the chosen language after a reload and on the account', async () => {
    const page = await signedIn('sales@demo.test');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'French' }).click();
    await page.getByRole('button', { name: 'Langue' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Langue' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18n'))).toBe('fr');
    await page.screenshot(shot('french'));
    const [user] = await server.db.query<{ language: string }>("SELECT language FROM users WHERE email = 'sales@demo.test'");
    expect(user?.language).toBe('fr');
  });

  it('switches group from the user menu and shows the new group after the reload', async () => {
    const page = await signedIn('sales@demo.test');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Greenflor Benelux' }).waitFor();
    await page.screenshot(shot('group-menu'));
    // The open menu itself, companies between their groups: a menu holds menu items only (the run's own check looks at screens).
    const axe = await new AxeBuilder({ page }).setLegacyMode(true).include('[role=menu]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Greenflor Benelux' }).click()]);
    await page.locator('[data-testid="current-group"]', { hasText: 'Greenflor Benelux' }).waitFor();
  });

  it('suggests at most 10 customers, says when none match, and opens the chosen one', async () => {
    const page = await signedIn('sales@demo.test');
    const search = page.getByRole('combobox', { name: 'Search customers' });
    await search.fill('a');
    await page.getByRole('option').first().waitFor();
    const count = await page.getByRole('option').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    await page.screenshot(shot('search'));
    await search.fill('zzqqzzqq');
    await page.getByText('No results..').waitFor();
    await search.press('Escape');
    await page.getByText('No results..').waitFor({ state: 'hidden' });
    await search.fill('a');
    const first = page.getByRole('option').first();
    const debnr = (await first.textContent())!.split(' - ')[0]!;
    // The demo data holds earlier searches too: count the ones logged from now on.
    const since = new Date(Date.now() - 1000);
    await first.click();
    await page.waitForURL(`**/icrm/customer/${debnr}`);
    await expect
      .poll(() => server.db.query("SELECT 1 FROM user_logs WHERE type = 'search' AND extra_info = $1 AND created_at >= $2", [debnr, since]).then((r) => r.length))
      .toBe(1);
  });

  it('logs every page visit with the time spent on it', async () => {
    const page = await signedIn('manager@demo.test');
    await page.goto('/verzendbevestigingen');
    await page.getByRole('menuitem', { name: 'Sent confirmations' }).waitFor();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Login history' }).click();
    await page.waitForURL('**/profile/loginhistory');
    await expect
      .poll(() =>
        server.db.query<{ action_name: string }>(
          `SELECT l.action_name FROM user_logs l JOIN users u ON u.azure_id = l.azure_id
            WHERE u.email = 'manager@demo.test' AND l.type = 'page_visit' AND l.time_on_page >= 0`,
        ),
      )
      .toEqual(expect.arrayContaining([{ action_name: '/verzendbevestigingen' }]));
  });

  it("changes the language and the password from the own profile's settings, only with the current password", async () => {
    const page = await signedIn('deco@demo.test');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Dirk Deco' }).waitFor();
    await page.locator('#main-content').getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByLabel('New password').fill('short');
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('New password').fill('a-new-pass-123');
    await save.click();
    await dialog.getByRole('status').waitFor();
    expect(await dialog.getByRole('status').textContent()).not.toContain('changed');
    await dialog.getByLabel('Current password').fill('demo1234');
    await save.click();
    await dialog.getByText('Your password has been changed.').waitFor();
    await page.screenshot(shot('profile-settings'));
    await dialog.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Dutch' }).click();
    // The interface speaks Dutch at once (react-admin renders the page anew in the new language).
    await page.locator('#main-content').getByRole('button', { name: 'Instellingen' }).waitFor();
    const login = await page.request.post('/api/auth/login', { data: { email: 'deco@demo.test', password: 'a-new-pass-123', ip: '127.0.0.1' } });
    expect(login.status()).toBe(200);
  });

  it('shows the login history, optionally only the unsuccessful logins', async () => {
    const { page } = await newPage(browser, server.url);
    await submitLogin(page, 'finance@demo.test', 'not-the-password');
    await page.getByText('login attempts 1/3').waitFor();
    await signIn(page, 'finance@demo.test');
    await page.goto('/profile/loginhistory');
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    await page.screenshot(shot('login-history'));
    await page.getByLabel('Unsuccessful only').check();
    const successful = page.locator('tbody').getByRole('img', { name: 'successful', exact: true });
    const unsuccessful = page.locator('tbody').getByRole('img', { name: 'unsuccessful', exact: true });
    await expect.poll(async () => [await successful.count(), (await unsuccessful.count()) > 0]).toEqual([0, true]);
  });

  it('stars a page as a toolbar shortcut, kept after a reload', async () => {
    const page = await signedIn('admin@demo.test');
    await page.getByRole('button', { name: 'Shortcuts' }).click();
    const search = page.getByRole('textbox', { name: 'Search for an app or page' });
    await search.fill('zzz');
    await page.getByText('No results..').waitFor();
    await search.fill('rout');
    await page.getByRole('menuitem', { name: 'Routing' }).click();
    await page.screenshot(shot('shortcuts'));
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('link', { name: 'Routing' }).click();
    await page.waitForURL('**/documentation/routing');
  });

  it('shows the latest invoice date in the navigation', async () => {
    const page = await signedIn('sales@demo.test');
    await page.getByText(/Latest invoice: \d{4}-\d{2}-\d{2}/).waitFor();
  });
});
