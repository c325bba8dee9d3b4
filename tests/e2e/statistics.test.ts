import type { Browser } from 'playwright-core';
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
  it('lists pages with visits and mm:ss, opens a page’s users, and sends /stats/page without a page back', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'manager@demo.test');
    await page.goto('/stats/page');
    await page.waitForURL('**/stats/pages');
    const table = page.getByRole('table', { name: 'Page statistics' });
    const first = table.locator('tbody tr').first();
    await first.waitFor();
    expect(await first.locator('td').nth(2).textContent()).toMatch(/^\d{2}:\d{2}$/);
    await page.screenshot(shot('stats-pages'));
    const name = (await first.getByRole('link').textContent())!;
    await first.getByRole('link').click();
    await page.waitForURL('**/stats/page');
    await page.getByRole('heading', { name: `Visits of ${name}`, level: 1 }).waitFor();
    await page.getByRole('table').locator('tbody tr').first().waitFor();
  });
});
