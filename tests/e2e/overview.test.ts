import dayjs from 'dayjs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figureLabel } from '../../custom-pages/charts/axisFormat';
import { formatMoney } from '../../ui/format/money';
import { AXIS_STEPS } from '../../schemas/constants';
import { satisfaction, targetLine } from '../../schemas/entities/dashboardIndicators';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
import { axisValues, downloadSheet, eventually, figure, invoiced, legend, one, plain, region, round2, today, useLanguage } from './dashboardFixtures';
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

const year = () => dayjs().year();
/** The overview compares this year to date with last year up to the same day. */
const sameDayLastYear = () => dayjs().subtract(1, 'year').format('YYYY-MM-DD');

/** The company's growth target of the year, 5 (last year plus 5 percent) when none is set. */
const targetPercent = (company: number) =>
  one<{ percent: number }>(server, 'SELECT coalesce((SELECT turnover_percent FROM targets WHERE company_id = $1 AND year = $2), 5)::float AS percent', [company, year()]).then((r) => r.percent);

describe('overview as sales (VDP, group 101)', () => {
  it('shows turnover and orders to date against last year and the target, recomputed from the invoices, on constant axis steps', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/overview');
    const percent = await targetPercent(1);
    const thisYear = await invoiced(server, '101', `${year()}-01-01`, today());
    const lastYear = await invoiced(server, '101', `${year() - 1}-01-01`, sameDayLastYear());

    const turnover = region(page, 'Turnover');
    await eventually(async () => plain(await figure(turnover, 'current').textContent())).toBe(plain(formatMoney(thisYear.turnover)));
    const target = round2(targetLine(lastYear.turnover, percent));
    expect(plain(await figure(turnover, 'lastYear').textContent())).toBe(plain(formatMoney(lastYear.turnover)));
    expect(plain(await figure(turnover, 'target').textContent())).toBe(plain(formatMoney(target)));
    expect(await turnover.locator('[data-satisfaction]').getAttribute('data-satisfaction')).toBe(satisfaction(thisYear.turnover, target));
    expect(await legend(turnover)).toEqual([`Last year (${year() - 1})`, `This year (${year()})`, `Target (+${String(percent).replace('.', ',')} %)`]);
    const money = await axisValues(turnover);
    expect(money[0]).toBe(0);
    expect(money.length).toBeGreaterThan(1);
    expect(money.every((tick) => tick % AXIS_STEPS.turnover === 0)).toBe(true);

    const orders = region(page, 'Number of orders');
    expect(plain(await figure(orders, 'current').textContent())).toBe(figureLabel(thisYear.orders, 'count'));
    expect(plain(await figure(orders, 'lastYear').textContent())).toBe(figureLabel(lastYear.orders, 'count'));
    expect((await axisValues(orders)).every((tick) => tick % AXIS_STEPS.orders === 0)).toBe(true);

    const customers = region(page, 'Active customers');
    expect(plain(await figure(customers, 'current').textContent())).toBe(figureLabel(thisYear.customers, 'count'));
    expect((await axisValues(customers)).every((tick) => tick % AXIS_STEPS.customers === 0)).toBe(true);
    await page.screenshot({ ...shot('overview-sales'), fullPage: true });
  });

  it('switches the number of items between Total, Flowers, Plants and Others', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/overview');
    const items = await one<{ total: number; flowers: number; others: number }>(
      server,
      `SELECT sum(l.quantity)::int AS total, (sum(l.quantity) FILTER (WHERE l.art_group = 'FLOWERS'))::int AS flowers,
              (sum(l.quantity) FILTER (WHERE l.art_group NOT IN ('FLOWERS', 'PLANTS')))::int AS others
         FROM invoices i JOIN customers c ON c.debnr = i.debnr JOIN invoice_lines l ON l.factnr = i.factnr
        WHERE c.group_code = '101' AND i.fctdat BETWEEN $1 AND $2`,
      [`${year()}-01-01`, today()],
    );
    const panel = region(page, 'Number of items');
    await eventually(async () => plain(await figure(panel, 'current').textContent())).toBe(figureLabel(items.total, 'count'));
    await panel.getByRole('button', { name: 'Flowers' }).click();
    await eventually(async () => plain(await figure(panel, 'current').textContent())).toBe(figureLabel(items.flowers, 'count'));
    await panel.getByRole('button', { name: 'Others' }).click();
    await eventually(async () => plain(await figure(panel, 'current').textContent())).toBe(figureLabel(items.others, 'count'));
    expect((await axisValues(panel)).every((tick) => tick % AXIS_STEPS.items === 0)).toBe(true);
    await panel.screenshot(shot('overview-items-others'));
  });

  it('downloads the new and lost customers of the last 52 weeks, every week', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/overview');
    const panel = region(page, 'New and lost customers');
    const subheader = panel.getByText(/^Last 52 weeks: \d+ new, \d+ lost$/);
    await subheader.waitFor();
    const [, added, lost] = (await subheader.textContent())!.match(/(\d+) new, (\d+) lost/)!.map(Number);
    // The 52 ISO weeks up to this one: from the Monday 51 weeks before this week's.
    const monday = dayjs().subtract((dayjs().day() + 6) % 7, 'day').subtract(51, 'week').format('YYYY-MM-DD');
    const { first } = await one<{ first: number }>(
      server,
      `SELECT count(*)::int AS first FROM (SELECT min(i.fctdat) AS first FROM invoices i JOIN customers c ON c.debnr = i.debnr
                                              WHERE c.group_code = '101' GROUP BY i.debnr) f WHERE first BETWEEN $1 AND $2`,
      [monday, today()],
    );
    expect(added).toBe(first);

    const { fileName, rows } = await downloadSheet(page, panel.getByRole('button', { name: 'Excel' }));
    expect(fileName).toBe(`NewAndLostCustomers${today()}.xlsx`);
    expect(rows[0]).toEqual(['Week', 'Week start', 'New customers', 'Lost customers']);
    expect(rows).toHaveLength(53);
    expect(rows[1]![1]).toBe(monday);
    expect(rows.slice(1).reduce((sum, row) => sum + Number(row[2]), 0)).toBe(added);
    expect(rows.slice(1).reduce((sum, row) => sum + Number(row[3]), 0)).toBe(lost);
  });

  it('draws its legends in French, Dutch and German', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/overview');
    const expected = {
      fr: ["Chiffre d'affaires", `Année dernière (${year() - 1})`, `Cette année (${year()})`],
      nl: ['Omzet', `Vorig jaar (${year() - 1})`, `Dit jaar (${year()})`],
      de: ['Umsatz', `Letztes Jahr (${year() - 1})`, `Dieses Jahr (${year()})`],
    } as const;
    for (const [language, [title, last, current]] of Object.entries(expected)) {
      await useLanguage(page, language as keyof typeof expected);
      const panel = region(page, title);
      await eventually(() => legend(panel)).toEqual([last, current, expect.stringMatching(/^(Objectif|Doel|Ziel) \(\+[\d,]+ %\)$/)]);
      await page.screenshot({ ...shot(`overview-${language}`), fullPage: true });
    }
  });
});

describe('overview as deco (Heembloemex Deco, group 401)', () => {
  it('shows written orders and realised turnover with targets, per month and cumulative, this year and last', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'deco@demo.test');
    await page.goto('/icrm/overview');
    const realised = await invoiced(server, '401', `${year()}-01-01`, `${year()}-12-31`);
    const targets = region(page, 'Targets');
    await eventually(async () => plain(await figure(targets, 'realisedTurnover').textContent())).toBe(plain(formatMoney(realised.turnover)));

    const panel = region(page, 'Realised turnover');
    expect(plain(await figure(panel, 'current').textContent())).toBe(plain(formatMoney(realised.turnover)));
    expect(await region(page, 'Written orders').locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'Number of items' }).count()).toBe(0);
    await page.screenshot({ ...shot('overview-deco'), fullPage: true });

    await panel.getByRole('button', { name: 'Cumulative' }).click();
    expect(plain(await figure(panel, 'current').textContent())).toBe(plain(formatMoney(realised.turnover)));
    expect((await axisValues(panel)).every((tick) => tick % AXIS_STEPS.turnover === 0)).toBe(true);
    await panel.screenshot(shot('overview-deco-cumulative'));

    const previous = await invoiced(server, '401', `${year() - 1}-01-01`, `${year() - 1}-12-31`);
    await page.getByRole('button', { name: 'Last year' }).click();
    await eventually(async () => plain(await figure(region(page, 'Realised turnover'), 'current').textContent())).toBe(plain(formatMoney(previous.turnover)));
    expect(await region(page, 'Targets').count()).toBe(0);
  });
});
