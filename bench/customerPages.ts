import type { Page } from 'playwright-core';
import { apiGet, atPath, inPage, LIST_SHOWN, machine, median, menuPage, onScreen, report, timed, tokensOf, withPageBench, type PageScenario } from './pageTiming';

/**
 * SEED_CUSTOMERS=50000 npx tsx bench/customerPages.ts (npm run build first, or BENCH_DIST_DIR=<a build of its own>):
 * the pages bench. Times pages of the app in Chromium from navigation until rendered, medians of BENCH_RUNS (5),
 * against the framework floor and the app shell in the same run (bench/pageTiming.ts), over customers seeded
 * once into bench/results/data-N. BENCH_PAGES (all by default) picks among:
 * - customer: the customer detail page and the customers list; cold, warm (another customer), in-app (list →
 *   detail, detail → list); and the detail page's cumulative layout shift (sections arriving must not move what
 *   is on screen);
 * - unpaid (/icrm/unpaid), tasks (/tasks, the user's own) and leads (/icrm/newleads): cold, warm, and in-app
 *   from the shell's page by the side menu; rendered when their rows and count are on screen (the unpaid
 *   page's amounts too).
 * Targets (issue 18): detail under 1 s, list under 1.5 s; the other pages: no regression between two builds,
 * their '× floor' and '× shell' ratios compared.
 */
const CUSTOMERS = Number(process.env.SEED_CUSTOMERS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = ['customer', 'unpaid', 'tasks', 'leads'] as const;
type PageSet = (typeof PAGES)[number];
const SELECTED = (process.env.BENCH_PAGES ?? PAGES.join(',')).split(',').map((name) => name.trim()) as PageSet[];
const unknown = SELECTED.filter((name) => !PAGES.includes(name));
if (unknown.length > 0) throw new Error(`BENCH_PAGES: unknown ${unknown.join(', ')} (known: ${PAGES.join(', ')})`);

const TARGETS_MS = { detail: 1000, list: 1500 };

/** The detail page is rendered: name, figures, invoices and the turnover chart's axis are on screen. */
const detailRendered = (page: Page, name: string) =>
  onScreen(
    page,
    inPage(
      (name) =>
        [...document.querySelectorAll('h1')].some((h1) => h1.textContent === name) &&
        (document.querySelector('section[aria-label="Unpaid"]')?.textContent ?? '').includes('€') &&
        document.querySelector('section[aria-label="Invoices"]')?.querySelector('tbody tr, p') != null &&
        document.querySelector('section[aria-label="Turnover per month"]')?.querySelector('[data-axis="category"] span') != null,
      name,
    ),
  );

const CUSTOMERS_PATH = '/icrm/customers';
const listRendered = (page: Page) => onScreen(page, atPath(CUSTOMERS_PATH), LIST_SHOWN);

/** Customers with a year of invoices (more than 20 listed), a different one for every load so no answer is cached in the page. */
async function customersWithInvoices(url: string, count: number): Promise<{ debnr: string; name: string }[]> {
  const { accessToken } = await tokensOf(url);
  const all = await apiGet<{ debnr: string; name: string }[]>(url, accessToken, 'customer/getallcustomers');
  const chosen: { debnr: string; name: string }[] = [];
  for (const customer of [...all].sort((a, b) => a.debnr.localeCompare(b.debnr))) {
    if (chosen.length === count) break;
    if ((await apiGet<unknown[]>(url, accessToken, `customer/getinvoices/${customer.debnr}`)).length > 20) chosen.push(customer);
  }
  return chosen;
}

/** The customer detail (cold, warm, in-app from the list, and its layout shift) and the customers list (cold, warm; in-app from the detail). */
async function customerScenarios(url: string, detailShifts: number[]): Promise<PageScenario[]> {
  const customers = await customersWithInvoices(url, RUNS * 3);
  const customer = (run: number, mode: number) => customers[run * 3 + mode]!;
  const detail: PageScenario = {
    page: 'detail',
    async load(page, run, mode) {
      const { debnr, name } = customer(run, mode);
      await page.goto(`/icrm/customer/${debnr}`);
      await detailRendered(page, name);
    },
    async afterCold(page) {
      // The later sections (history, comments) may still arrive: their shifts count too.
      await page.waitForTimeout(1000);
      detailShifts.push(await page.evaluate<number>('window.__layoutShift'));
    },
    // In the running app: from the list to a customer, and back to the list.
    async inApp(page, run) {
      await page.goto(CUSTOMERS_PATH);
      await listRendered(page);
      const { debnr, name } = customer(run, 2);
      await page.getByPlaceholder('Search', { exact: true }).fill(debnr);
      // Wait for the debounced search to apply, or it would take the page back to the list after the click.
      await page.locator('tbody tr').nth(1).waitFor({ state: 'detached' });
      const link = page.getByRole('link', { name: debnr, exact: true });
      const toDetail = await timed(async () => void (await link.click(), await detailRendered(page, name)));
      const toList = await timed(async () => void (await page.getByRole('menuitem', { name: 'Customers', exact: true }).click(), await listRendered(page)));
      return { detail: toDetail, list: toList };
    },
  };
  const list: PageScenario = { page: 'list', load: async (page) => void (await page.goto(CUSTOMERS_PATH), await listRendered(page)) };
  return [detail, list];
}

/** The other pages of daily work, their side-menu labels in English (new leads with the count of its badge). */
const WORK_PAGES: Record<Exclude<PageSet, 'customer'>, PageScenario> = {
  // Its amounts, not only its rows: the unpaid total of the first row.
  unpaid: menuPage('unpaid', '/icrm/unpaid', 'Unpaid', LIST_SHOWN, `(document.querySelector('tbody tr')?.textContent ?? '').includes('€')`),
  tasks: menuPage('tasks', '/tasks', 'My tasks', LIST_SHOWN),
  leads: menuPage('leads', '/icrm/newleads', /^New leads( \d+)?$/, LIST_SHOWN),
};

await withPageBench(CUSTOMERS, async (bench) => {
  const group = (await apiGet<unknown[]>(bench.url, (await tokensOf(bench.url)).accessToken, 'customer/getallcustomers')).length;
  const detailShifts: number[] = [];
  const scenarios = (await Promise.all(PAGES.filter((name) => SELECTED.includes(name)).map((name) => (name === 'customer' ? customerScenarios(bench.url, detailShifts) : [WORK_PAGES[name]])))).flat();
  const measures = await bench.time(scenarios, RUNS);
  console.log(
    [
      `pages ${SELECTED.join(', ')}: ${CUSTOMERS} customers (${group} in the user's group; the server started in ${bench.startSeconds.toFixed(0)} s, seeding included on a first run), ${RUNS} runs each`,
      machine(),
      '',
      report(measures, TARGETS_MS),
      ...(detailShifts.length > 0
        ? ['', `detail cold, cumulative layout shift a second after it is rendered: median ${median(detailShifts).toFixed(3)}, max ${Math.max(...detailShifts).toFixed(3)} (good: < 0.1)`]
        : []),
    ].join('\n'),
  );
});
