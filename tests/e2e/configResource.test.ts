import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
import { shot, signIn } from './signIn';

let server: AppServer;
let browser: Browser;
let configDir: string;

beforeAll(async () => {
  // A copy of resources/config, so the tests can drop files into it.
  configDir = await mkdtemp(path.join(tmpdir(), 'crm-config-'));
  await cp('resources/config', configDir, { recursive: true });
  server = await startAppServer({ configDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(configDir, { recursive: true, force: true });
});

const bodyRows = (page: Page) => page.locator('tbody tr');

describe('resources added by configuration', () => {
  it('lists the JSON-configured sent confirmations of the current group, filters and pages them', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'deco@demo.test');
    const [{ total }] = await server.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM sent_confirmations s JOIN customers c ON c.debnr = s.debnr
        WHERE c.group_code = (SELECT group_code FROM users WHERE email = 'deco@demo.test')`,
    );
    expect(total).toBeGreaterThan(20);
    await page.goto('/verzendbevestigingen');
    await page.getByText(`1-20 of ${total}`).waitFor();
    expect(await bodyRows(page).count()).toBe(20);
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Debtor number', 'Name', 'Email', 'Confirmation date', 'Review date']);
    const firstRow = bodyRows(page).first();
    expect(await firstRow.locator('td').nth(3).textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const link = firstRow.getByRole('link').first();
    const debnr = (await link.textContent())!;
    expect(await link.getAttribute('href')).toBe(`/icrm/customer/${debnr}`);
    await page.screenshot(shot('verzendbevestigingen'));

    // Page size 5, then page 2
    await page.getByRole('combobox', { name: /rows per page/i }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['5', '10', '20', '50', '100', '500']);
    await page.getByRole('option', { name: '5', exact: true }).click();
    await page.getByText(`1-5 of ${total}`).waitFor();
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await page.getByText(`6-10 of ${total}`).waitFor();

    // The CSV export holds every row, not only the five on screen
    const today = dayjs().format('YYYY-MM-DD');
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe(`Sent confirmations-${today}.csv`);
    const csvRows = Papa.parse<string[]>((await readFile((await csv.path())!, 'utf8')).replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
    expect(csvRows).toHaveLength(total + 1);
    expect(csvRows[0]).toEqual(['Debtor number', 'Name', 'Email', 'Confirmation date', 'Review date']);

    // The debtor number filter, starts-with
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitem', { name: 'Debtor number' }).click();
    const filter = page.getByTestId('filter-debiteurNummer');
    await filter.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Starts with' }).click();
    await filter.getByRole('textbox').fill(debnr.slice(0, 4));
    const [{ matching }] = await server.db.query<{ matching: number }>(
      `SELECT count(*)::int AS matching FROM sent_confirmations s JOIN customers c ON c.debnr = s.debnr
        WHERE c.group_code = (SELECT group_code FROM users WHERE email = 'deco@demo.test') AND s.debnr LIKE $1`,
      [`${debnr.slice(0, 4)}%`],
    );
    expect(matching).toBeLessThan(total);
    await page.getByText(`1-${Math.min(5, matching)} of ${matching}`).waitFor();
    for (const text of await bodyRows(page).locator('td:first-child').allTextContents()) expect(text.startsWith(debnr.slice(0, 4))).toBe(true);
    await page.screenshot(shot('verzendbevestigingen-filtered'));

    // The Excel export holds the filtered rows
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
    expect(xlsx.suggestedFilename()).toBe(`Sent confirmations-${today}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsx.path())!);
    expect(workbook.worksheets[0]!.rowCount).toBe(matching + 1);

    // The customer link opens the customer page
    await bodyRows(page).first().getByRole('link').first().click();
    await page.waitForURL(/\/icrm\/customer\/\d{6}$/);
  });

  it('runs the JSON-declared row and bulk actions of the delivery stops list: enabled by row, confirmed, and seen in the table', async () => {
    await server.db.query("UPDATE users SET current_group_code = '101' WHERE email = 'admin@demo.test'");
    const firstPage = await server.db.query<{ debnr: string; name: string; lev_stop: boolean; inet_check: boolean }>(
      "SELECT debnr, name, lev_stop, inet_check FROM customers WHERE group_code = '101' ORDER BY debnr LIMIT 20",
    );
    const closable = firstPage.filter((c) => c.inet_check && !c.lev_stop);
    const untouchable = firstPage.find((c) => !c.inet_check)!;
    expect(closable.length).toBeGreaterThanOrEqual(3);
    const [single, ...bulk] = closable.slice(0, 3) as [(typeof closable)[0], ...typeof closable];
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'admin@demo.test');
    await page.goto('/leverstops');
    const rowOf = (debnr: string) => bodyRows(page).filter({ has: page.getByRole('link', { name: debnr, exact: true }) });
    const closedCell = (debnr: string) => rowOf(debnr).locator('td').nth(4);
    await closedCell(single.debnr).getByRole('img', { name: 'No' }).waitFor();
    await page.screenshot(shot('config-actions'));

    // Row action: only the action its rule allows is enabled; it asks first, then the row shows the change.
    expect(await rowOf(single.debnr).getByRole('button', { name: 'Open delivery' }).isDisabled()).toBe(true);
    expect(await rowOf(untouchable.debnr).getByRole('button', { name: 'Close delivery' }).isDisabled()).toBe(true);
    await rowOf(single.debnr).getByRole('button', { name: 'Close delivery' }).click();
    await page.getByText(`Close delivery for ${single.name}?`).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Done for 1 row').waitFor();
    await closedCell(single.debnr).getByRole('img', { name: 'Yes' }).waitFor();
    expect(await rowOf(single.debnr).getByRole('button', { name: 'Open delivery' }).isEnabled()).toBe(true);

    // Bulk action over three ticked rows: the one without webshop access is left out by the rule.
    for (const c of [...bulk, untouchable]) await rowOf(c.debnr).getByRole('checkbox').check();
    const bulkBar = page.locator('[data-test="bulk-actions-toolbar"]');
    await bulkBar.getByRole('button', { name: 'Close delivery' }).click();
    await page.getByText('Close delivery for the 3 selected customers?').waitFor();
    await page.screenshot(shot('config-bulk-confirm'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Done for 2 rows').waitFor();
    for (const c of bulk) await closedCell(c.debnr).getByRole('img', { name: 'Yes' }).waitFor();
    await closedCell(untouchable.debnr).getByRole('img', { name: untouchable.lev_stop ? 'Yes' : 'No' }).waitFor();
    const closed = await server.db.query<{ debnr: string }>('SELECT debnr FROM customers WHERE debnr = ANY($1) AND lev_stop ORDER BY debnr', [
      [single, ...bulk, untouchable].map((c) => c.debnr),
    ]);
    expect(closed.map((c) => c.debnr)).toEqual([single, ...bulk, ...(untouchable.lev_stop ? [untouchable] : [])].map((c) => c.debnr).sort());
  });

  it('offers the actions only to the roles they name: a manager sees the list without them', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'manager@demo.test');
    await page.goto('/leverstops');
    await bodyRows(page).first().waitFor();
    expect(await page.getByRole('button', { name: 'Close delivery' }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
  });

  it('shows a resource file dropped into the config folder after a reload', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'admin@demo.test');
    await page.goto('/companies-overview');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('columnheader', { name: 'Company name' }).count()).toBe(0);

    await writeFile(
      path.join(configDir, 'companies.json'),
      JSON.stringify({
        name: 'companiesOverview',
        path: '/companies-overview',
        id: 'id',
        schema: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
        endpoints: { list: { method: 'GET', path: 'admin/getcompanies' } },
        access: { list: ['iCRMAdmin'] },
        list: { columns: ['id', 'name'], perPage: 5, perPageOptions: [5, 10], filters: { name: ['contains', 'startsWith'] } },
        labels: { en: { name: 'Companies', fields: { id: 'Company id', name: 'Company name' } } },
      }),
    );
    await page.reload();
    await page.getByRole('columnheader', { name: 'Company name' }).waitFor();
    await page.getByText('1-5 of 7').waitFor();
    expect(await bodyRows(page).first().textContent()).toContain('VDP');
    await page.screenshot(shot('config-added'));
  });

  it('reports a broken file with its name and failing key, and the other screens still work', async () => {
    await writeFile(
      path.join(configDir, 'broken.json'),
      JSON.stringify({ name: 'broken', path: '/broken', schema: { type: 'object', properties: {} }, endpoints: {}, access: {}, list: { columns: ['nope'], perPage: 'many' } }),
    );
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'admin@demo.test');
    await page.goto('/verzendbevestigingen');
    await page.getByText('broken.json · list.perPage').waitFor();
    await page.screenshot(shot('config-broken'));
    // The configured list still renders (admin's first group has no confirmations: its empty text).
    await page.getByRole('columnheader', { name: 'Debtor number' }).or(page.getByText('No data found')).waitFor();
    await page.goto('/icrm/users');
    await page.getByText('1-10 of').waitFor();
  });
});
