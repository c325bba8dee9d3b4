import dayjs from 'dayjs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../ui/format/dates';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
import { eventually, plain, region, today } from './dashboardFixtures';
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

interface Visitor {
  debnr: string;
  logtime: string;
  last_order: string | null;
}

/** Each customer of a group with a visit in the last 30 days (today included): the latest visit and the last order on or before it. */
const visitors = (group: string) =>
  server.db.query<Visitor>(
    `SELECT v.debnr, to_json(v.logtime)#>>'{}' AS logtime,
            (SELECT to_char(max(i.fctdat), 'YYYY-MM-DD') FROM invoices i WHERE i.debnr = v.debnr AND i.fctdat <= v.logtime::date) AS last_order
       FROM (SELECT DISTINCT ON (w.debnr) w.debnr, w.logtime FROM web_visits w JOIN customers c ON c.debnr = w.debnr
              WHERE c.group_code = $1 AND w.logtime >= $2::date AND w.logtime < $3::date + 1
              ORDER BY w.debnr, w.logtime DESC) v
      ORDER BY v.logtime DESC, v.debnr`,
    [group, dayjs().subtract(29, 'day').format('YYYY-MM-DD'), today()],
  );

describe('weblog', () => {
  it('shows sales the visitors by day and every visitor, never-ordered ones with a red cross and same-day orders with a check', async () => {
    const expected = await visitors('101');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(100);
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/weblog');
    const table = page.getByRole('table', { name: 'Visitors' });
    await region(page, 'Visitors').getByText(`1-${expected.length} of ${expected.length}`).waitFor();
    expect(await region(page, 'Visitors by day').locator('.recharts-line').count()).toBe(2);
    expect((await table.getByRole('columnheader').allTextContents()).map(plain)).toEqual([
      'Debtor number',
      'Name',
      'Visited',
      'Last order',
      'Difference (days)',
      'Pages visited',
      'Days created',
    ]);
    const first = (await table.getByRole('row').nth(1).getByRole('cell').allTextContents()).map(plain);
    expect(first[0]).toBe(expected[0]!.debnr);
    expect(first[2]).toBe(formatDate(expected[0]!.logtime, 'dayFirstWithTime'));
    expect(first[3]).toBe(formatDate(expected[0]!.last_order, 'dayFirst') || '–');

    const never = expected.filter((v) => v.last_order === null).length;
    const sameDay = expected.filter((v) => v.last_order === dayjs(v.logtime).format('YYYY-MM-DD')).length;
    expect(await table.locator('[data-difference="never"]').count()).toBe(never);
    expect(await table.locator('[data-difference="same-day"]').count()).toBe(sameDay);
    await page.screenshot({ ...shot('weblog-sales'), fullPage: true });
  });

  it('shows tenant 4 the commercial type instead of the pages visited', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'deco@demo.test');
    await page.goto('/icrm/weblog');
    const header = page.getByRole('table', { name: 'Visitors' }).getByRole('columnheader');
    await eventually(async () => (await header.allTextContents()).map(plain)).toContain('Commercial type');
    expect((await header.allTextContents()).map(plain)).not.toContain('Pages visited');
    await page.screenshot({ ...shot('weblog-deco'), fullPage: true });
  });

  it('shows the generic error view when the weblog cannot be loaded', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.route('**/api/weblog/getweblog*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await page.goto('/icrm/weblog');
    // react-query asks three more times before it gives up.
    await page.getByRole('alert').getByText('An unexpected error occurred.').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'try again' }).waitFor();
    await page.screenshot(shot('weblog-error'));
  });
});
