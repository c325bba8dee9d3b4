import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../ui/format/money';
import { formatPercent } from '../../ui/format/percent';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
import { shot, signIn } from './signIn';

let server: AppServer;
let browser: Browser;
/** The api's business day: the server runs on the real clock in this process's time zone. */
const today = dayjs().format('YYYY-MM-DD');
/** Intl writes a no-break space after the euro sign; compare texts with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function one<T extends object>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await server.db.query<T>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

/** The lowest debnr of a group matching a condition over `c` (customers), whose parameters start at $2. */
const customerWhere = (group: string, condition: string, params: unknown[] = []) =>
  one<{ debnr: string; name: string }>(`SELECT c.debnr, c.name FROM customers c WHERE c.group_code = $1 AND ${condition} ORDER BY c.debnr LIMIT 1`, [group, ...params]);

const tileValue = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true }).getByTestId('tile-value');

async function openFromSearch(page: Page, debnr: string): Promise<void> {
  // The app bar hides while the page is scrolled down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('combobox', { name: 'Search customers' }).fill(debnr);
  await page.getByRole('option', { name: new RegExp(`^${debnr} - `) }).click();
  await page.waitForURL(`**/icrm/customer/${debnr}`);
}

describe('customer detail as sales', () => {
  it('opens a customer from the global search with figures recomputed from the database', async () => {
    const customer = await customerWhere(
      '101',
      `c.inet_check AND (SELECT count(*) FROM invoices i WHERE i.debnr = c.debnr) > 20
       AND EXISTS (SELECT 1 FROM invoices i WHERE i.debnr = c.debnr AND i.paid < i.amount)
       AND EXISTS (SELECT 1 FROM credits k WHERE k.debnr = c.debnr AND k.credit_date > $2::date - 365 AND k.credit_date <= $2::date)`,
      [today],
    );
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await openFromSearch(page, customer.debnr);

    const details = await one<{ password: string; credit_score: number; lev_stop: boolean }>('SELECT password, credit_score, lev_stop FROM customers WHERE debnr = $1', [customer.debnr]);
    await page.getByRole('heading', { level: 1, name: customer.name }).waitFor();
    expect(await page.getByTestId('customer-debnr').textContent()).toBe(customer.debnr);
    await page.getByText(details.password, { exact: true }).waitFor();
    const colour = ['red', 'orange', 'yellow', 'green'][details.credit_score];
    await page.getByRole('img', { name: `Credit score ${details.credit_score} (${colour})` }).waitFor();
    await page.getByRole('img', { name: details.lev_stop ? 'Blocked for delivery' : 'Can order' }).waitFor();

    const { unpaid } = await one<{ unpaid: number }>('SELECT round(sum(amount - paid), 2)::float AS unpaid FROM invoices WHERE debnr = $1 AND paid < amount', [customer.debnr]);
    await expect.poll(async () => plain(await tileValue(page, 'Unpaid').textContent())).toBe(plain(formatMoney(unpaid)));

    const { invoiced, credit } = await one<{ invoiced: number; credit: number }>(
      `SELECT (SELECT sum(amount) FROM invoices WHERE debnr = $1 AND fctdat > $2::date - 365 AND fctdat <= $2::date)::float AS invoiced,
              (SELECT sum(amount) FROM credits WHERE debnr = $1 AND credit_date > $2::date - 365 AND credit_date <= $2::date)::float AS credit`,
      [customer.debnr, today],
    );
    expect(plain(await tileValue(page, 'Credit percentage').textContent())).toBe(formatPercent((credit / (invoiced - credit)) * 100));

    const { departure } = await one<{ departure: number }>(
      `SELECT coalesce(sum(l.amount), 0)::float AS departure FROM orders o JOIN order_lines l ON l.order_number = o.order_number
        WHERE o.debnr = $1 AND o.delivery_date = $2`,
      [customer.debnr, today],
    );
    await expect.poll(async () => plain(await tileValue(page, "Today's departure").textContent())).toBe(plain(formatMoney(departure)));

    const invoices = await server.db.query<{ factnr: string; shown: string; amount: number }>(
      `SELECT factnr::text, to_char(fctdat, 'DD-MM-YYYY') AS shown, amount::float FROM invoices
        WHERE debnr = $1 AND fctdat <= $2::date AND (fctdat > $2::date - 365 OR paid < amount) ORDER BY fctdat DESC, factnr DESC`,
      [customer.debnr, today],
    );
    const invoiceSection = page.getByRole('region', { name: 'Invoices' });
    await invoiceSection.getByText(`1-10 of ${invoices.length}`).waitFor();
    const firstRow = (await invoiceSection.getByRole('row').nth(1).getByRole('cell').allTextContents()).map(plain);
    expect(firstRow.slice(0, 3)).toEqual([invoices[0]!.factnr, invoices[0]!.shown, plain(formatMoney(invoices[0]!.amount))]);

    const axisLabels = (section: string) => () => page.getByRole('region', { name: section }).locator('[data-axis="category"] span').allTextContents();
    await expect.poll(axisLabels('Turnover per month')).toEqual(['5', '6', '7', '8', '9', '10', '11', '12', '1', '2', '3', '4']);
    expect(await page.getByRole('img', { name: 'Turnover per month' }).locator('rect').count()).toBeGreaterThan(0);
    await expect.poll(axisLabels('Departures per weekday')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
    expect(await page.getByRole('table', { name: 'Previous days' }).getByRole('row').count()).toBe(11);
    await page.screenshot({ ...shot('customer-detail-sales'), fullPage: true });
  });

  it('sends a comment: sent for 3 s, then the form clears; the comment is listed and stored', async () => {
    const customer = await customerWhere('101', 'true');
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto(`/icrm/customer/${customer.debnr}`);
    const form = page.getByRole('form', { name: 'New comment' });
    const memo = `Called about the spring assortment ${Date.now()}`;
    await form.getByLabel('Title').fill('Spring call');
    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Visit' }).click();
    await form.getByLabel('Memo').fill(memo);
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByRole('status').getByText('Comment sent').waitFor();
    await page.getByRole('list', { name: 'Comments' }).getByText(memo).waitFor();
    // The customer's history lists it: who, the action, what was added.
    const history = page.getByRole('list', { name: 'History' });
    await history.getByText('Sam Sales · added a comment').first().waitFor();
    await history.getByText(memo).waitFor();
    await page.screenshot(shot('customer-comment-sent'));
    await form.getByRole('status').waitFor({ state: 'detached', timeout: 5000 });
    expect(await form.getByLabel('Memo').inputValue()).toBe('');
    expect(await form.getByLabel('Title').inputValue()).toBe('');

    const rows = await server.db.query<{ title: string; type: number; name: string }>('SELECT title, type, name FROM comments WHERE debnr = $1 AND memo = $2', [customer.debnr, memo]);
    expect(rows).toEqual([{ title: 'Spring call', type: 2, name: 'Sam Sales' }]);
  });

  it('starts afresh when another customer is opened from the global search', async () => {
    const [first, second] = await server.db.query<{ debnr: string; name: string }>("SELECT debnr, name FROM customers WHERE group_code = '101' ORDER BY debnr LIMIT 2");
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto(`/icrm/customer/${first!.debnr}`);
    await page.getByRole('form', { name: 'New comment' }).getByLabel('Memo').fill('draft for the first customer');
    await openFromSearch(page, second!.debnr);
    await page.getByRole('heading', { level: 1, name: second!.name }).waitFor();
    expect(await page.getByRole('form', { name: 'New comment' }).getByLabel('Memo').inputValue()).toBe('');
  });

  it('opened at its address (a bookmark, a mailed link), asks for each of its sections once', async () => {
    const customer = await customerWhere('101', '(SELECT count(*) FROM invoices i WHERE i.debnr = c.debnr) > 20');
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/customer/') && path.endsWith(`/${customer.debnr}`)) asked.push(path);
    });
    // The calls start with the app, before the shell has rendered; the page then finds their answers.
    await page.goto(`/icrm/customer/${customer.debnr}`);
    await page.getByRole('heading', { level: 1, name: customer.name }).waitFor();
    await page.getByRole('region', { name: 'Invoices' }).locator('tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');
    const sections = ['getcustomer', 'gettodaysturnover', 'getunpaid', 'getturnover', 'getdeparturehistory', 'getinvoices', 'GetWeblogVisits', 'getcomments'];
    expect(asked.sort()).toEqual(sections.map((endpoint) => `/api/customer/${endpoint}/${customer.debnr}`).sort());
  });

  it("shows the spec's alert for a customer outside the current debtor group", async () => {
    const foreign = await customerWhere('201', 'true');
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    let asked = 0;
    page.on('request', (request) => void (new URL(request.url()).pathname === `/api/customer/getcustomer/${foreign.debnr}` && asked++));
    await page.goto(`/icrm/customer/${foreign.debnr}`);
    await page
      .getByRole('alert')
      .getByText('Either the customer does not exist or does not belong to your current debiteur group. Try switching to a different debiteur group')
      .waitFor({ timeout: 5000 });
    // A 404 does not change by asking again: asked once, not again by each section as it mounts.
    expect(asked).toBe(1);
    await page.screenshot(shot('customer-not-in-group'));
  });
});

describe('customer actions', () => {
  it('lets finance close delivery for the whole financial group, then open it for this customer only', async () => {
    const customer = await customerWhere(
      '101',
      `c.inet_check AND NOT c.lev_stop AND c.fin_debnr <> '*NEW*'
       AND (SELECT count(*) FROM customers f WHERE f.group_code = c.group_code AND f.fin_debnr = c.fin_debnr) > 1`,
    );
    const group = await server.db.query<{ debnr: string }>(
      "SELECT debnr FROM customers WHERE group_code = '101' AND fin_debnr = (SELECT fin_debnr FROM customers WHERE debnr = $1) ORDER BY debnr",
      [customer.debnr],
    );
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'finance@demo.test');
    await page.goto(`/icrm/customer/${customer.debnr}`);
    await page.getByRole('button', { name: 'Close delivery' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Do you want to update all ${group.length} customers in this financial group?`).waitFor();
    await page.screenshot(shot('customer-financial-group'));
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Open delivery' }).waitFor();
    await page.getByRole('img', { name: 'Blocked for delivery' }).first().waitFor();
    const stops = () => server.db.query<{ debnr: string; lev_stop: boolean }>('SELECT debnr, lev_stop FROM customers WHERE debnr = ANY($1) ORDER BY debnr', [group.map((g) => g.debnr)]);
    expect((await stops()).every((row) => row.lev_stop)).toBe(true);

    await page.getByRole('button', { name: 'Open delivery' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await page.getByRole('button', { name: 'Close delivery' }).waitFor();
    expect(await stops()).toEqual(group.map((g) => ({ debnr: g.debnr, lev_stop: g.debnr !== customer.debnr })));
  });

  it('lets a manager open a route on a weekday within 5 days, never in a weekend', async () => {
    const customer = await customerWhere('101', 'true');
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'manager@demo.test');
    await page.goto(`/icrm/customer/${customer.debnr}`);
    await page.getByRole('button', { name: 'Open route' }).click();
    const calendar = page.getByRole('grid', { name: 'Route date' });
    const days = await calendar.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => ({ date: c.getAttribute('data-date')!, disabled: (c as HTMLButtonElement).disabled })));
    const weekend = days.filter((d) => [0, 6].includes(dayjs(d.date).day()));
    expect(weekend.length).toBeGreaterThan(0);
    expect(weekend.every((d) => d.disabled)).toBe(true);
    const allowed = days.filter((d) => !d.disabled).map((d) => d.date);
    expect(allowed.every((date) => date >= today && dayjs(date).diff(today, 'day') <= 5)).toBe(true);
    const chosen = allowed.at(-1)!;
    await calendar.locator(`[data-date="${chosen}"]`).click();
    expect(await page.getByRole('textbox', { name: 'Route date' }).inputValue()).toBe(dayjs(chosen).format('DD/MM/YYYY'));
    await page.screenshot(shot('customer-route-picker'));
    await page.getByRole('button', { name: 'Save' }).click();
    const tick = page.getByRole('img', { name: 'Route opened' });
    await tick.waitFor();
    await tick.waitFor({ state: 'detached', timeout: 5000 });
    const rows = await server.db.query<{ username: string }>("SELECT username FROM route_openings WHERE debnr = $1 AND datum = $2::date", [customer.debnr, chosen]);
    expect(rows).toEqual([{ username: 'Max Manager' }]);
  });

  it('gives tenant 4 the backorder menu: overview per order, mails and the reservations workbook', async () => {
    const customer = await customerWhere('401', "EXISTS (SELECT 1 FROM orders o WHERE o.debnr = c.debnr AND o.status = 'open') AND c.email <> ''");
    // A delivery today makes today's turnover positive, which is what shows the menu.
    await server.db.query(
      `WITH o AS (INSERT INTO orders (order_number, debnr, order_date, delivery_date, type, status)
                  VALUES ((SELECT max(order_number) + 1 FROM orders), $1, $2::date - 3, $2::date, 'order', 'open') RETURNING order_number)
       INSERT INTO order_lines (order_number, artnr, quantity, partij_prijs, amount)
       SELECT o.order_number, a.artnr, 12, 4.25, 51.00 FROM o, (SELECT artnr FROM articles ORDER BY artnr LIMIT 1) a`,
      [customer.debnr, today],
    );
    const lines = await server.db.query<{ order_number: string }>(
      `SELECT o.order_number::text FROM orders o JOIN order_lines l ON l.order_number = o.order_number
        WHERE o.debnr = $1 AND o.status = 'open' ORDER BY o.delivery_date, o.order_number, l.id`,
      [customer.debnr],
    );
    const { page } = await newPage(browser, server.url);
    const decoTurnover = page.waitForRequest((request) => request.url().includes(`/api/hbxdeco/GetTurnoverByCustomer/${customer.debnr}`));
    await signIn(page, 'deco@demo.test');
    await page.goto(`/icrm/customer/${customer.debnr}`);
    await decoTurnover;

    const menu = page.getByRole('button', { name: 'Back orders' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Overzicht tonen' }).click();
    const dialog = page.getByRole('dialog');
    const orders = [...new Set(lines.map((l) => l.order_number))];
    expect(await dialog.getByRole('tab').allTextContents()).toEqual(orders.map((n) => `Order ${n}`));
    expect(await dialog.getByRole('row').count()).toBe(1 + lines.filter((l) => l.order_number === orders[0]).length);
    await page.screenshot(shot('customer-backorders'));
    await dialog.getByRole('button', { name: 'Close' }).click();

    await menu.click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Reservations (Excel)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Reservations${today}.xlsx`);
    const file = join(await mkdtemp(join(tmpdir(), 'reservations-')), download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Order number');
    const orderColumn = sheet.getColumn(1).values.slice(2).map(String);
    expect(orderColumn).toEqual(lines.map((l) => l.order_number));

    await menu.click();
    await page.getByRole('menuitem', { name: 'Mail klant' }).click();
    await page.getByText('Reservations mailed', { exact: true }).waitFor();
    const [mail] = await server.db.query<{ subject: string }>(
      'SELECT subject FROM outbox_mails WHERE recipient = (SELECT email FROM customers WHERE debnr = $1) ORDER BY id DESC LIMIT 1',
      [customer.debnr],
    );
    expect(mail?.subject).toContain(`Reservations ${customer.debnr}`);
  });
});
