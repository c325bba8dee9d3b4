import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AppServer } from '../support/appServer';

/**
 * Helpers of the analytics e2e tests (overview, dashboard, turnover, weblog): independent SQL over the
 * app server's raw tables, the page's figures, and downloads read back.
 */

/** The api's business day: the app server runs on the real clock in this process's time zone. */
export const today = () => dayjs().format('YYYY-MM-DD');

/** Intl writes a no-break space after the euro sign; compare texts with plain spaces. */
export const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

export const round2 = (n: number) => Math.round(n * 100) / 100;

export async function one<T extends object>(server: AppServer, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await server.db.query<T>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

/** Invoiced amount and number of invoices of a group between two days (both included), from the raw invoices. */
export function invoiced(server: AppServer, group: string, start: string, end: string) {
  return one<{ turnover: number; orders: number; customers: number }>(
    server,
    `SELECT coalesce(sum(i.amount), 0)::float AS turnover, count(*)::int AS orders, count(DISTINCT i.debnr)::int AS customers
       FROM invoices i JOIN customers c ON c.debnr = i.debnr WHERE c.group_code = $1 AND i.fctdat BETWEEN $2 AND $3`,
    [group, start, end],
  );
}

/** Polls until the page shows what is expected: a screen loads lazily, then asks the api. */
export const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

/** A landmark of the page (panels and KPI blocks are sections named by their title). */
export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The value of a labelled figure in a panel ([data-figure] of charts/Figures). */
export const figure = (panel: Locator, id: string) => panel.locator(`[data-figure="${id}"] [data-value]`);

/** The value of a dashboard KPI block. */
export const kpi = (page: Page, id: string) => page.locator(`[data-kpi="${id}"] [data-value]`);

/** The value-axis labels of the chart in a panel, as numbers ("€ 50.000" → 50000). */
export async function axisValues(panel: Locator): Promise<number[]> {
  const labels = await panel.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents();
  return labels.map((label) => Number(label.replace(/[^\d-]/g, '')));
}

/** The legend entries of the chart in a panel. */
export const legend = (panel: Locator) => panel.locator('.recharts-legend-item-text').allTextContents();

/** Clicks a download button and reads the file back: its name and its sheet as rows of cell values (header first). */
export async function downloadSheet(page: Page, button: Locator): Promise<{ fileName: string; rows: unknown[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { fileName: download.suggestedFilename(), rows };
}

/** Signs in again in another interface language (the choice lives in localStorage 'i18n'). */
export async function useLanguage(page: Page, language: 'en' | 'fr' | 'nl' | 'de'): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('i18n', lang), language);
  await page.reload();
}
