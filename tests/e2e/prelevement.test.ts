import { readFile } from 'node:fs/promises';
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { earliestCollectionDate } from '../../schemas/forms/collectionDate';
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

describe('prelevement', () => {
  it('filters, pre-selects and checks invoices, downloads the Excel list and the SEPA file, and mails the debtors', async () => {
    // The date picker starts at the earliest collection SEPA allows, which names the files.
    const datum = earliestCollectionDate(dayjs().format('YYYY-MM-DD'));
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'manager@demo.test');
    await page.goto('/icrm/prelevement');
    const main = page.getByRole('region', { name: 'Company 22' });
    const firstCard = main.getByRole('region').first();
    await firstCard.waitFor();
    // The second company's list arrives about 4 s after the page opened.
    await page.getByRole('region', { name: 'Company 23' }).getByRole('region').first().waitFor({ timeout: 10_000 });
    await page.screenshot({ ...shot('prelevement'), fullPage: false });

    const send = page.getByRole('button', { name: 'Send mail' });
    expect(await send.isDisabled()).toBe(true);
    // Widen the term bounds and apply: the list reloads, nothing stays checked.
    await page.getByLabel('Maximum payment term').fill('30');
    await Promise.all([page.waitForResponse((r) => r.url().includes('prelevement/getprelevement')), page.getByRole('button', { name: 'Apply' }).click()]);
    await firstCard.waitFor();

    // Pre-select checks as many invoices as its badge counted; unselect all clears them.
    const badge = Number(await page.locator('.MuiBadge-badge').first().textContent());
    await page.getByRole('button', { name: 'Pre-select' }).click();
    expect(await main.getByRole('checkbox', { checked: true }).count()).toBe(badge);
    await page.getByRole('button', { name: 'Unselect all' }).click();
    expect(await main.getByRole('checkbox', { checked: true }).count()).toBe(0);

    // Narrow the cards to one debtor, then check its first two invoices.
    const debnr = (await firstCard.getAttribute('aria-label'))!.split(' ')[0]!;
    await page.getByLabel('Debtor number').fill(debnr);
    const boxes = main.getByRole('checkbox');
    await boxes.first().check();
    if ((await boxes.count()) > 1) await boxes.nth(1).check();
    const checked = await main.getByRole('checkbox', { checked: true }).count();

    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
    expect(xlsx.suggestedFilename()).toBe(`Prelevement-${datum}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsx.path())!);
    // Header, one row per checked invoice, the debtor's total, the grand total.
    expect(workbook.worksheets[0]!.rowCount).toBe(1 + checked + 2);

    const [xml] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'XML' }).click()]);
    expect(xml.suggestedFilename()).toBe(`PAIEMENT-${datum}.xml`);
    const file = await readFile((await xml.path())!, 'utf8');
    expect(file.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(file).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.02');
    expect(file).toContain(`<NbOfTxs>1</NbOfTxs>`);
    // The list reloads after the bank file: the invoices now say they were collected.
    await main.getByText(/^Collected /).first().waitFor();

    await send.click();
    await page.getByRole('status').getByText('1 mail sent').waitFor();
    await page.screenshot(shot('prelevement-sent'));
    const runs = await server.db.query<{ kind: string }>('SELECT kind FROM prelevement_runs ORDER BY id');
    expect(runs.map((r) => r.kind)).toEqual(['excel', 'xml', 'mail']);

    // The run history lists the three, newest first, and gives the bank file again.
    await page.getByRole('button', { name: 'Earlier runs' }).click();
    const history = page.getByRole('table', { name: 'Earlier runs' });
    await expect.poll(() => history.locator('tbody tr').count()).toBe(3);
    expect(await history.locator('tbody tr td:nth-child(2)').allTextContents()).toEqual(['Mails', 'Bank file', 'Excel list']);
    const [again] = await Promise.all([page.waitForEvent('download'), history.getByRole('button', { name: `Download PAIEMENT-${datum}.xml` }).click()]);
    expect(await readFile((await again.path())!, 'utf8')).toBe(file);
  });
});
