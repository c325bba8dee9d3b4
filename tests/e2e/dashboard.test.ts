import dayjs from 'dayjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marginPercent } from '../../custom-pages/dashboard/blocks/kpis';
import { formatMoney } from '../../ui/format/money';
import { presetRange, type DateRange } from '../../schemas/datePresets';
import { weeksInRange } from '../../schemas/entities/dashboardTiers';
import { marginIndicator } from '../../schemas/entities/dashboardIndicators';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
import { downloadSheet, eventually, invoiced, kpi, one, plain, region, round2, today } from './dashboardFixtures';
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

const money = (amount: number) => plain(formatMoney(amount));
const shownRange = async (page: Page): Promise<DateRange> => ({
  start: await page.getByLabel('Start date').inputValue(),
  end: await page.getByLabel('End date').inputValue(),
});
const days = (range: DateRange) => dayjs(range.end).diff(dayjs(range.start), 'day') + 1;

/** Active customers of a range whose average weekly turnover is under 250 euros (tier A), from the raw invoices. */
async function tierACustomers(group: string, range: DateRange): Promise<number> {
  const { count } = await one<{ count: number }>(
    server,
    `SELECT count(*)::int AS count FROM (
       SELECT sum(i.amount) AS turnover FROM invoices i JOIN customers c ON c.debnr = i.debnr
        WHERE c.group_code = $1 AND i.fctdat BETWEEN $2 AND $3 GROUP BY i.debnr) t
      WHERE t.turnover / $4 < 250`,
    [group, range.start, range.end, weeksInRange(days(range))],
  );
  return count;
}

const tierRow = (page: Page, table: string, tier: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('cell', { name: tier, exact: true }) });

describe('dashboard as sales (VDP, group 101)', () => {
  it('opens on the last 365 days with KPI blocks, tiers and top 10 recomputed from the invoices; a quick range changes them', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/dashboard');
    const opening = { start: dayjs().subtract(364, 'day').format('YYYY-MM-DD'), end: today() };
    expect(await shownRange(page)).toEqual(opening);

    const figures = await invoiced(server, '101', opening.start, opening.end);
    await eventually(async () => plain(await kpi(page, 'turnover').textContent())).toBe(money(figures.turnover));
    expect(plain(await kpi(page, 'orders').textContent())).toBe(figures.orders.toLocaleString('nl-NL'));
    expect(plain(await kpi(page, 'activeClients').textContent())).toBe(String(figures.customers));

    const tiers = 'Tiers of Weekly turnover';
    await eventually(async () => tierRow(page, tiers, 'A').getByRole('cell').nth(2).textContent()).toBe(String(await tierACustomers('101', opening)));

    const top = await server.db.query<{ debnr: string; name: string; turnover: number; orders: number }>(
      `SELECT i.debnr, c.name, sum(i.amount)::float AS turnover, count(*)::int AS orders FROM invoices i JOIN customers c ON c.debnr = i.debnr
        WHERE c.group_code = '101' AND i.fctdat BETWEEN $1 AND $2 GROUP BY i.debnr, c.name ORDER BY sum(i.amount) DESC, i.debnr LIMIT 10`,
      [opening.start, opening.end],
    );
    const topTable = page.getByRole('table', { name: 'Top 10 customers' });
    await eventually(async () => (await topTable.getByRole('row').nth(1).getByRole('cell').allTextContents()).map(plain)).toEqual([
      '1',
      top[0]!.debnr,
      top[0]!.name,
      money(top[0]!.turnover),
      String(top[0]!.orders),
    ]);
    await page.screenshot({ ...shot('dashboard-sales'), fullPage: true });

    const { fileName, rows } = await downloadSheet(page, region(page, 'Top 10 customers').getByRole('button', { name: 'Excel' }));
    expect(fileName).toBe(`TopCustomers-${today()}.xlsx`);
    expect(rows.slice(1).map((row) => [row[1], round2(Number(row[3]))])).toEqual(top.map((t) => [t.debnr, round2(t.turnover)]));

    await page.getByRole('button', { name: 'Last month' }).click();
    const lastMonth = presetRange('lastMonth', today());
    expect(await shownRange(page)).toEqual(lastMonth);
    expect(await page.getByRole('button', { name: 'Last month' }).getAttribute('aria-pressed')).toBe('true');
    const monthFigures = await invoiced(server, '101', lastMonth.start, lastMonth.end);
    expect(monthFigures.turnover).not.toBe(figures.turnover);
    await eventually(async () => plain(await kpi(page, 'turnover').textContent())).toBe(money(monthFigures.turnover));
    expect(plain(await kpi(page, 'orders').textContent())).toBe(monthFigures.orders.toLocaleString('nl-NL'));
    await eventually(async () => tierRow(page, tiers, 'A').getByRole('cell').nth(2).textContent()).toBe(String(await tierACustomers('101', lastMonth)));
    await page.screenshot({ ...shot('dashboard-sales-last-month'), fullPage: true });
  });

  it('keeps the figures of the last valid range while the end date lies in the future', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/dashboard');
    await page.getByRole('button', { name: 'Yesterday' }).click();
    const yesterday = presetRange('yesterday', today());
    const figures = await invoiced(server, '101', yesterday.start, yesterday.end);
    await eventually(async () => plain(await kpi(page, 'turnover').textContent())).toBe(money(figures.turnover));
    expect(await page.getByLabel('End date').getAttribute('max')).toBe(today());
    await page.getByLabel('End date').fill(dayjs().add(1, 'day').format('YYYY-MM-DD'));
    await page.getByText('The end date cannot be in the future').waitFor();
    expect(plain(await kpi(page, 'turnover').textContent())).toBe(money(figures.turnover));
    await page.locator('form[aria-label="Date range"]').screenshot(shot('dashboard-range-problem'));
  });
});

describe('dashboard as manager', () => {
  it("shows this year's figures, and in a tenant-4 group the all-customers financial groups in percent", async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'manager@demo.test');
    await page.goto('/icrm/dashboard');
    await page.getByRole('button', { name: 'This year' }).click();
    const thisYear = await invoiced(server, '101', `${dayjs().year()}-01-01`, today());
    await eventually(async () => plain(await kpi(page, 'turnover').textContent())).toBe(money(thisYear.turnover));

    const { group_name: deco } = await one<{ group_name: string }>(server, "SELECT group_name FROM debtor_groups WHERE group_code = '401'");
    await page.getByRole('button', { name: 'Profile' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: deco }).click()]);
    await page.goto('/icrm/dashboard');
    // Tenant 4 opens on this year.
    expect(await shownRange(page)).toEqual({ start: `${dayjs().year()}-01-01`, end: today() });
    const all = region(page, 'Financial groups: all customers');
    await all.getByText('Share of the turnover').waitFor();
    await eventually(() => all.locator('.recharts-legend-item-text').allTextContents()).toContainEqual(expect.stringMatching(/: \d+,\d\d % · \d+ customers?$/));
    await all.screenshot(shot('dashboard-manager-financial-groups-percent'));
  });
});

describe('dashboard as deco (Heembloemex Deco, group 401)', () => {
  it('adds realised turnover, the margin indicator, financial groups in euros and the tenant-4 tables', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'deco@demo.test');
    await page.goto('/icrm/dashboard');
    const range = { start: `${dayjs().year()}-01-01`, end: today() };
    expect(await shownRange(page)).toEqual(range);

    const { turnover, cost, target } = await one<{ turnover: number; cost: number; target: number }>(
      server,
      `SELECT (SELECT sum(i.amount) FROM invoices i JOIN customers c ON c.debnr = i.debnr WHERE c.group_code = '401' AND i.fctdat BETWEEN $1 AND $2)::float AS turnover,
              (SELECT sum(l.cost) FROM invoice_lines l JOIN invoices i ON i.factnr = l.factnr JOIN customers c ON c.debnr = i.debnr
                WHERE c.group_code = '401' AND i.fctdat BETWEEN $1 AND $2)::float AS cost,
              coalesce((SELECT margin_percent FROM targets WHERE company_id = 4 AND year = $3), 0)::float AS target`,
      [range.start, range.end, dayjs().year()],
    );
    await eventually(async () => plain(await kpi(page, 'realisedTurnover').textContent())).toBe(money(turnover));
    const margin = marginPercent(round2(turnover), round2(cost))!;
    expect(await page.locator('[data-kpi="margin"] [data-indicator]').getAttribute('data-indicator')).toBe(marginIndicator(margin, target));

    const all = region(page, 'Financial groups: all customers');
    await all.getByText('Turnover', { exact: true }).waitFor();
    await eventually(() => all.locator('.recharts-legend-item-text').allTextContents()).toContainEqual(expect.stringMatching(/: €\s[\d.]+,\d\d · \d+ customers?$/));
    for (const title of ['Order frequency: online or personal', 'Margin per month this year', 'Top 10 articles', 'Top 10 credit customers', 'Top 20 per exchange-rate group', 'Risers']) {
      await region(page, title).waitFor();
    }
    await page.screenshot({ ...shot('dashboard-deco'), fullPage: true });
  });
});
