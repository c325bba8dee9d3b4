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
