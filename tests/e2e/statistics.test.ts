import { readFile } from 'node:fs/promises';
import dayjs from 'dayjs';
import { PDFDocument } from 'pdf-lib';
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

describe('page statistics', () => {
  it('lists pages with visits and mm:ss, 15 to a page; opens a page’s users and their statistics; sends /stats/page without a page back', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'manager@demo.test');
    await page.goto('/stats/page');
    await page.waitForURL('**/stats/pages');
    const table = page.getByRole('table', { name: 'Page statistics' });
    const first = table.locator('tbody tr').first();
    await first.waitFor();
    expect(await first.locator('td').nth(2).textContent()).toMatch(/^\d{2}:\d{2}$/);
    expect(await table.locator('tbody tr').count()).toBe(15);
    await page.screenshot(shot('stats-pages'));
    const name = (await first.getByRole('link').textContent())!;
    await first.getByRole('link').click();
    await page.waitForURL('**/stats/page');
    await page.getByRole('heading', { name: `Visits of ${name}`, level: 1 }).waitFor();
    const user = page.getByRole('table', { name: `Visits of ${name}` }).locator('tbody tr').first().getByRole('link');
    const userName = (await user.textContent())!;
    await user.click();
    await page.waitForURL('**/stats/user/**');
    await page.getByRole('heading', { name: `Statistics of ${userName}`, level: 1 }).waitFor();
    await page.locator('.recharts-line-curve').first().waitFor();
    await page.screenshot({ ...shot('stats-user-other'), fullPage: true });
  });
});

/** Page visits of a user over the last `days` days, as the database holds them. */
async function visitsOf(email: string, days: number): Promise<number> {
  const from = dayjs().subtract(days - 1, 'day').format('YYYY-MM-DD');
  const [row] = await server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM user_logs l JOIN users u ON u.azure_id = l.azure_id
      WHERE u.email = $1 AND l.type = 'page_visit' AND l.created_at >= $2::date`,
    [email, from],
  );
  return row!.n;
}

const listValue = (page: Page, list: string, field: string) =>
  page.getByRole('region', { name: list }).getByRole('listitem').filter({ hasText: field }).locator('p').textContent();

describe('own profile', () => {
  it('shows the own statistics over a chosen period: comparison, charts, lists, chips and the heatmap', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Your statistics' }).waitFor();
    const comparison = page.getByRole('region', { name: 'Compared with the average user' });
    await comparison.getByText('Average user').first().waitFor();
    expect(await comparison.locator('.MuiCard-root').count()).toBeLessThanOrEqual(4);
    await expect.poll(() => listValue(page, 'Your use of the CRM', 'Pages visited')).toBe(String(await visitsOf('sales@demo.test', 30)));
    await page.locator('.recharts-line-curve').first().waitFor();
    await page.getByRole('region', { name: 'Devices' }).locator('.recharts-pie-sector').first().waitFor();
    const heatmap = page.getByRole('table', { name: 'Activity per hour' });
    expect(await heatmap.getByRole('rowheader').count()).toBe(7);
    expect(await heatmap.locator('[data-band="high"], [data-band="medium"], [data-band="low"]').count()).toBeGreaterThan(0);
    expect(await page.getByRole('list', { name: 'Searched customers' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await page.getByRole('table', { name: 'Visits per page' }).getByText('/icrm/customer/{debnr}').waitFor();
    await page.screenshot({ ...shot('profile-statistics'), fullPage: true });

    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last 90 days' }).click();
    await expect.poll(() => listValue(page, 'Your use of the CRM', 'Pages visited')).toBe(String(await visitsOf('sales@demo.test', 90)));
    // Another user's statistics are for managers only.
    const [manager] = await server.db.query<{ id: string }>("SELECT azure_id::text AS id FROM users WHERE email = 'manager@demo.test'");
    await page.goto(`/stats/user/${manager!.id}`);
    await page.getByRole('alert').getByText('You are not allowed to see this page').waitFor();
  });
});

describe('user statistics for managers', () => {
  it('asks to pick favourites, then lists them with their visits, profiles and application forms as PDF', async () => {
    await server.db.query("DELETE FROM favourite_users WHERE kind = 'stats' AND owner_azure_id = (SELECT azure_id FROM users WHERE email = 'manager@demo.test')");
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'manager@demo.test');
    await page.goto('/stats/users');
    await page.getByText('Je hebt nog geen favoriete gebruikers. Klik op de ster en kies de gebruikers die je wilt volgen.').waitFor();
    await page.getByRole('button', { name: 'Favourite users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Favourite users' });
    await dialog.getByLabel('Find a user').fill('Sam');
    await dialog.getByRole('listitem').filter({ hasText: 'Sam Sales' }).getByRole('button', { name: 'Add' }).click();
    await dialog.getByRole('list', { name: 'Favourite users' }).getByText('Sam Sales').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const row = page.getByRole('table', { name: 'User statistics' }).locator('tbody tr').filter({ hasText: 'Sam Sales' });
    const [visits] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM user_logs l JOIN users u ON u.azure_id = l.azure_id WHERE u.email = 'sales@demo.test' AND l.type = 'page_visit'",
    );
    await expect.poll(() => row.locator('td').nth(1).textContent()).toBe(visits!.n.toLocaleString('en-US'));
    await page.screenshot(shot('stats-users'));

    const [form] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Application form: Sam Sales' }).click()]);
    expect(form.suggestedFilename()).toBe('user-application-form-Sam-Sales.pdf');
    const bytes = await readFile((await form.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect([pdf.getPageCount(), pdf.getTitle()]).toEqual([1, 'User application form Sam Sales']);

    await row.getByRole('link', { name: 'Sam Sales' }).click();
    await page.waitForURL('**/stats/user/**');
    await page.getByRole('heading', { name: 'Statistics of Sam Sales', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Use of the CRM by Sam Sales' }).getByText('Pages visited').waitFor();
  });
});
