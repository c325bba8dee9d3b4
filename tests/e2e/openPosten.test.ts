import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceAge } from '../../custom-pages/unpaid/openItems/invoiceAge';
import { formatMoney } from '../../ui/format/money';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
import { shot, signIn } from './signIn';

let server: AppServer;
let browser: Browser;
const today = dayjs().format('YYYY-MM-DD');
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface OpenInvoice {
  debnr: string;
  name: string;
  email: string;
  term: number;
  factnr: string;
  fctdat: string;
  amount: number;
  paid: number;
  days: number;
}

/** Every open invoice of a group, per customer (by debnr) oldest first, from the raw tables. */
const openInvoices = (group: string) =>
  server.db.query<OpenInvoice>(
    `SELECT c.debnr, c.name, c.email, c.bettermijn AS term, i.factnr::text, i.fctdat::text, i.amount::float, i.paid::float, $2::date - i.fctdat AS days
       FROM customers c JOIN invoices i ON i.debnr = c.debnr WHERE c.group_code = $1 AND i.paid < i.amount ORDER BY c.debnr, i.fctdat, i.factnr`,
    [group, today],
  );

const customersOf = (invoices: OpenInvoice[]) => [...new Set(invoices.map((i) => i.debnr))];
const sections = (page: Page) => page.locator('main section');
const section = (page: Page, debnr: string, name: string) => page.getByRole('region', { name: `${debnr} ${name}`, exact: true });

async function openAs(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await page.goto('/icrm/openposten');
  await sections(page).first().waitFor();
}

async function switchGroup(page: Page, groupCode: string): Promise<void> {
  const [group] = await server.db.query<{ group_name: string }>('SELECT group_name FROM debtor_groups WHERE group_code = $1', [groupCode]);
  await page.getByRole('button', { name: 'Profile' }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: group!.group_name }).click()]);
  await page.locator('[data-testid="current-group"]', { hasText: group!.group_name }).waitFor();
}

describe('open items', () => {
  it('lists 20 customers, then all; every invoice is coloured by its age against the payment term', async () => {
    const invoices = await openInvoices('101');
    const debnrs = customersOf(invoices);
    expect(debnrs.length).toBeGreaterThan(20);
    const { page } = await newPage(browser, server.url);
    await openAs(page, 'finance@demo.test');
    expect(await sections(page).count()).toBe(20);

    // A customer with invoices of all three ages, else the one with the most invoices.
    const ages = (debnr: string) => new Set(invoices.filter((i) => i.debnr === debnr).map((i) => invoiceAge(i.days, i.term)));
    const shown = debnrs.slice(0, 20);
    const chosen = shown.find((d) => ages(d).size === 3) ?? shown.reduce((a, b) => (ages(b).size > ages(a).size ? b : a));
    const own = invoices.filter((i) => i.debnr === chosen);
    const block = section(page, chosen, own[0]!.name);
    const rows = block.locator('tbody tr');
    expect(await rows.count()).toBe(own.length);
    let cumulative = 0;
    for (const [n, invoice] of own.entries()) {
      cumulative += invoice.amount - invoice.paid;
      const row = rows.nth(n);
      expect((await row.locator('td').allTextContents()).map(plain)).toEqual([
        invoice.factnr,
        dayjs(invoice.fctdat).format('DD-MM-YYYY'),
        plain(formatMoney(invoice.amount)),
        plain(formatMoney(invoice.paid)),
        plain(formatMoney(cumulative)),
        String(invoice.days),
      ]);
      expect(await row.getAttribute('data-age')).toBe(invoiceAge(invoice.days, invoice.term));
    }
    const colours = await rows.evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-age'), getComputedStyle(tr.querySelector('td')!).color]));
    const colourOf = new Map(colours.map(([age, colour]) => [age, colour]));
    expect(new Set(colourOf.values()).size).toBe(colourOf.size);
    await block.scrollIntoViewIfNeeded();
    await page.screenshot(shot('open-items'));

    await page.getByRole('button', { name: `Load more (${debnrs.length - 20} more customers)` }).click();
    await expect.poll(() => sections(page).count()).toBe(debnrs.length);
    expect(await page.getByRole('button', { name: /^Load more/ }).count()).toBe(0);
  });

  it('mails a customer its open items (a row in the outbox) and says so; any answer but 201 is an error', async () => {
    const invoices = await openInvoices('101');
    const first = invoices[0]!;
    const { page } = await newPage(browser, server.url);
    await openAs(page, 'finance@demo.test');
    await section(page, first.debnr, first.name).getByRole('button', { name: 'Mail' }).click();
    await page.getByText(`The open items were mailed to ${first.name}`).waitFor();
    const mails = await server.db.query<{ recipient: string; body: string }>('SELECT recipient, body FROM outbox_mails WHERE subject = $1', [`Open items ${first.debnr} ${today}`]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(first.email);
    expect(mails[0]!.body).toContain(`invoice ${first.factnr}`);

    const second = invoices.find((i) => i.debnr !== first.debnr)!;
    await server.db.query("UPDATE customers SET email = '' WHERE debnr = $1", [second.debnr]);
    await section(page, second.debnr, second.name).getByRole('button', { name: 'Mail' }).click();
    await page.getByText(`The open items could not be mailed to ${second.name}`).waitFor();
    await page.screenshot(shot('open-items-mail-failed'));

    // A 200 is no success either: the mail counts as sent only on 201.
    await page.route('**/api/admin/SendOpenPost', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
    await section(page, first.debnr, first.name).getByRole('button', { name: 'Mail' }).click();
    await page.getByText(`The open items could not be mailed to ${first.name}`).waitFor();
  });

  it("prints one customer's block only", async () => {
    const invoices = await openInvoices('101');
    const [first, second] = customersOf(invoices);
    const name = (debnr: string) => invoices.find((i) => i.debnr === debnr)!.name;
    const { page } = await newPage(browser, server.url);
    await openAs(page, 'finance@demo.test');
    // Record which blocks were visible on paper when the print dialog opened.
    await page.evaluate(() => {
      const w = window as unknown as { printed: string[][]; print: () => void };
      w.printed = [];
      w.print = () => {
        w.printed.push([...document.querySelectorAll('main section')].filter((s) => s.classList.contains('print-block')).map((s) => s.getAttribute('aria-label')!));
      };
    });
    await section(page, second!, name(second!)).getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: string[][] }).printed)).toEqual([[`${second} ${name(second!)}`]]);
    expect(await page.locator('.print-block').count()).toBe(0);

    // What the paper shows: the chosen block alone, without its buttons.
    await page.evaluate((label) => document.querySelector(`section[aria-label="${label}"]`)!.classList.add('print-block'), `${first} ${name(first!)}`);
    await page.emulateMedia({ media: 'print' });
    const printed = section(page, first!, name(first!));
    expect(await printed.getByRole('button', { name: 'Mail' }).isVisible()).toBe(false);
    // Hidden blocks leave the accessibility tree: find them by their label attribute.
    expect(await page.locator(`section[aria-label="${second} ${name(second!)}"]`).evaluate((s) => getComputedStyle(s).visibility)).toBe('hidden');
    expect(await printed.evaluate((s) => getComputedStyle(s).visibility)).toBe('visible');
    await page.screenshot(shot('open-items-print'));
  });

  it('downloads the outstanding items of a Green & Bloom group, and only there', async () => {
    const { page } = await newPage(browser, server.url);
    await openAs(page, 'finance@demo.test');
    expect(await page.getByRole('button', { name: 'Outstanding items' }).count()).toBe(0);
    await switchGroup(page, '501');
    await sections(page).first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Outstanding items' }).click()]);
    expect(download.suggestedFilename()).toBe(`${today}-outstanding-items.xlsx`);
    const file = join(await mkdtemp(join(tmpdir(), 'outstanding-')), download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const lines: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row, n) => n > 1 && lines.push((row.values as unknown[]).slice(1, 4)));
    const invoices = await openInvoices('501');
    expect(lines).toEqual(invoices.map((i) => [i.debnr, i.name, Number(i.factnr)]));
    await page.screenshot(shot('open-items-green-and-bloom'));
  });
});
