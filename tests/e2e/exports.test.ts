import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUADRA_LAYOUT, QUADRA_LINE_LENGTH } from '../../api/exports/quadra';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser } from '../support/browser';
import { openSignedIn, shot } from './signIn';

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

const openAs = (email: string, path: string) => openSignedIn(browser, server.url, email, path);

/** Clicks and reads the file the browser saves. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; path: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), path: (await file.path())! };
}

async function sheetRows(path: string): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook.worksheets[0]!.rowCount;
}

/** The row count a download button's badge shows. */
async function badge(page: Page, button: string): Promise<number> {
  const text = await page.getByRole('button', { name: button, exact: true }).locator('xpath=..').locator('.MuiBadge-badge').textContent();
  return Number(text);
}

describe('export pages', () => {
  it('previews the accounting export of a branch with its faults in red, and downloads VENTES in the fixed-width layout', async () => {
    // A Dexx Lyon customer without a VAT number: their invoices are faults.
    await server.db.query(
      `UPDATE customers SET btw_number = '' WHERE debnr = (SELECT debnr FROM invoices WHERE company_id = 2 AND branch_id = 8 AND fctdat >= date_trunc('month', current_date) ORDER BY factnr LIMIT 1)`,
    );
    const page = await openAs('finance@demo.test', '/api/quadra-export');
    const section = page.getByRole('region', { name: 'Accounting export' });
    await section.getByRole('combobox', { name: 'Branch' }).click();
    await page.getByRole('option', { name: '8 Lyon' }).click();
    await section.getByRole('button', { name: 'Preview' }).click();
    await section.getByRole('alert').filter({ hasText: /\d+ faults?/ }).waitFor();
    await section.getByRole('table', { name: 'Accounting export' }).getByRole('row').nth(1).waitFor();
    await page.screenshot(shot('export-quadra'));
    const sales = await downloaded(page, () => section.getByRole('button', { name: 'VENTES', exact: true }).click());
    expect(sales.name).toMatch(/^VENTES-Lyon-\d{4}-\d{2}-\d{2}\.ascii$/);
    const lines = (await readFile(sales.path, 'latin1')).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(await badge(page, 'VENTES'));
    for (const line of lines) {
      expect(line).toHaveLength(QUADRA_LINE_LENGTH);
      expect(line[0]).toBe('M');
      expect(['D', 'C']).toContain(line[QUADRA_LAYOUT.direction[0] - 1]);
    }
  });

  it('lists click and collect per day and downloads the same rows as Excel; the stock goes to accounting', async () => {
    const page = await openAs('admin@demo.test', '/api/dexxC&Cexport');
    const section = page.getByRole('region', { name: 'Click & collect export' });
    await section.getByRole('button', { name: 'Last week' }).click();
    await section.getByRole('table').getByRole('row').nth(1).waitFor();
    await section.getByRole('columnheader', { name: 'Frais Prepa' }).waitFor();
    const count = await badge(page, 'Download');
    expect(count).toBeGreaterThan(0);
    const file = await downloaded(page, () => section.getByRole('button', { name: 'Download', exact: true }).click());
    expect(await sheetRows(file.path)).toBe(count + 1);
    await page.screenshot(shot('export-cnc'));

    await page.goto('/api/dexxStockExport');
    const stock = page.getByRole('region', { name: 'Stock export' });
    await stock.getByRole('table').getByRole('row').nth(1).waitFor();
    await stock.getByRole('button', { name: 'Send to accounting' }).click();
    await page.getByText('Stock export sent to accounting').waitFor();
    const [mail] = await server.db.query<{ subject: string }>('SELECT subject FROM outbox_mails ORDER BY id DESC LIMIT 1');
    expect(mail!.subject).toContain('Stock Lyon');
  });

  it('shows the ad-hoc table only after Preview, and counts JDF documents per type with their files', async () => {
    const page = await openAs('admin@demo.test', '/api/adhoc');
    const section = page.getByRole('region', { name: 'Ad hoc export' });
    await section.getByRole('button', { name: 'Last week' }).click();
    expect(await section.getByRole('table').count()).toBe(0);
    await section.getByRole('button', { name: 'Preview' }).click();
    await section.getByRole('columnheader', { name: 'mvvalrig' }).waitFor();
    const file = await downloaded(page, () => section.getByRole('button', { name: 'Download', exact: true }).click());
    expect(file.name).toMatch(/\.xls$/);
    expect(await sheetRows(file.path)).toBe((await badge(page, 'Download')) + 1);

    await page.goto('/api/JDFexport');
    const jdf = page.getByRole('region', { name: 'JDF export' });
    await jdf.getByRole('button', { name: 'Last week' }).click();
    await page.getByRole('region', { name: 'Documents per debnr' }).getByRole('row').nth(1).waitFor();
    const invoices = await badge(page, 'FACTURE');
    expect(invoices).toBeGreaterThan(0);
    const text = await downloaded(page, () => jdf.getByRole('button', { name: 'FACTURE', exact: true }).click());
    expect((await readFile(text.path, 'utf8')).split('\r\n').filter(Boolean)).toHaveLength(invoices);
    await page.screenshot(shot('export-jdf'));
  });

  it('opens a customer in the purchase overview, and asks the DEB expedition for a debnr', async () => {
    const page = await openAs('admin@demo.test', '/api/purchase-overview');
    const customers = page.getByRole('region', { name: 'Customers' });
    await customers.getByRole('button').first().click();
    const orders = page.getByRole('region', { name: 'Order lines' });
    await orders.getByText(/Volume \d+\.\d{2} m³/).waitFor();
    await orders.getByRole('table').getByRole('row').nth(1).waitFor();
    await page.screenshot(shot('export-purchase'));

    await page.goto('/api/dexxexportCBS');
    const importation = page.getByRole('region', { name: 'Importation DEB' });
    await importation.getByRole('button', { name: 'This month' }).click();
    await importation.getByRole('table').getByRole('row').nth(1).waitFor();
    const expedition = page.getByRole('region', { name: 'Expedition DEB' });
    await expedition.getByText('Enter debnr').waitFor();
    const [customer] = await server.db.query<{ debnr: string }>(
      `SELECT debnr FROM invoices WHERE company_id = 2 AND fctdat >= date_trunc('month', current_date) ORDER BY factnr LIMIT 1`,
    );
    await expedition.getByRole('textbox', { name: 'Debnr' }).fill(customer!.debnr);
    await expedition.getByRole('button', { name: 'This month' }).click();
    await expedition.getByRole('table').getByRole('row').nth(1).waitFor();
    await page.screenshot({ ...shot('export-deb'), fullPage: true });
  });

  it('offers the configured API entries: the Excel page downloads and sends, the call centre list goes out, Flowerplace downloads its CSV', async () => {
    const page = await openAs('admin@demo.test', '/api/excel');
    const excel = page.getByRole('region', { name: 'Excel' });
    await excel.getByRole('row', { name: /Openstaande posten/ }).waitFor();
    const file = await downloaded(page, () => excel.getByRole('button', { name: 'Download Openstaande posten' }).click());
    expect(await sheetRows(file.path)).toBeGreaterThan(1);
    await excel.getByRole('button', { name: 'Send Omzet per klant' }).click();
    await page.getByText('Omzet per klant sent to admin@demo.test').waitFor();
    await page.screenshot(shot('export-api-excel'));

    await page.goto('/api/callcenter');
    const callcenter = page.getByRole('region', { name: 'Callcenter' });
    await callcenter.getByRole('button', { name: 'Send Callcenter VDP' }).click();
    await page.getByText('Callcenter VDP sent to callcenter@vdp.example').waitFor();

    await page.goto('/api/flowerplace');
    const csv = await downloaded(page, () => page.getByRole('region', { name: 'Flowerplace' }).getByRole('button', { name: 'Download' }).click());
    expect((await readFile(csv.path, 'utf8')).replace(/^\ufeff/, '').split('\r\n')[0]).toBe('artnr;description;group;price;sold');
  });

  it('keeps every export and API page from users without its role: they land on a page of their own', async () => {
    const page = await openAs('sales@demo.test', '/api/quadra-export');
    await page.waitForURL((url) => !url.pathname.endsWith('/api/quadra-export'));
    for (const path of ['/api/dexxC&Cexport', '/api/dexxStockExport', '/api/adhoc', '/api/JDFexport', '/api/purchase-overview', '/api/dexxexportCBS', '/api/excel', '/api/enalyzer', '/api/callcenter', '/api/flowerplace']) {
      await page.goto(path);
      await page.waitForURL((url) => decodeURIComponent(url.pathname) !== path);
    }
  });
});
