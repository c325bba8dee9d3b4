import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { precompressDir } from '../proxy/precompressed';
import { launchBrowser } from '../tests/support/browser';
import { forkServer, startBenchServer, type BenchServer } from './serverProcess';
import { REACT_ROUTER_PRODUCTION } from '../vite.config';

/**
 * SEED_CUSTOMERS=50000 npx tsx bench/customerPages.ts (npm run build first): time from navigation to a
 * rendered customer detail page and customers list in Chromium, median of RUNS runs each. The app runs as
 * `npm start` runs it, in a process of its own (bench/server.ts: the api in its thread, the proxy), over
 * customers seeded once into bench/results/data-N; the browser's driver, in this process, shares no event
 * loop with it.
 * - cold: a new browser context (empty HTTP cache), full page load;
 * - warm: the same context again (assets cached), full page load of another customer;
 * - in-app: a click in the running app (list → detail, detail → list).
 * Baselines in the same run, cold and warm, each page's median also given as a ratio to theirs in the
 * same navigation ('× floor', '× shell'), which carries over between machines where absolute times do not:
 * - floor: the framework's own, a bare react-admin app with none of our code (bench/frameworkFloor:
 *   default layout, English texts, a list of rows made in memory), built as the app is built (vite,
 *   brotli twins) and served as it is (the proxy, in a process of its own), rendered as the list is.
 *   What any react-admin app costs on this machine before our code runs: no target can be met below it;
 * - shell: the app shell with the smallest page (login history).
 * Targets: detail under 1 s, list under 1.5 s; and the detail page's cumulative layout shift (sections
 * arriving must not move what is on screen).
 */
const CUSTOMERS = Number(process.env.SEED_CUSTOMERS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const USER = 'sales@demo.test';

interface Measure {
  scenario: string;
  page: 'floor' | 'shell' | 'detail' | 'list';
  mode: 'cold' | 'warm' | 'in-app';
  runs: number[];
}

const TARGETS_MS: Partial<Record<Measure['page'], number>> = { detail: 1000, list: 1500 };
const VIEWPORT = { width: 1440, height: 900 };
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 1000);
const FLOOR_ROOT = fileURLToPath(new URL('./frameworkFloor/', import.meta.url));
const FLOOR_DIST = fileURLToPath(new URL('./results/frameworkFloor/', import.meta.url));

/**
 * Builds the framework floor as vite.config.ts builds the app (production, react-router's production
 * build, the same target, brotli and gzip twins) but with vite's default chunks (a bare app's one), afresh each run so it follows the
 * installed versions. Not from a config file: the app's must not pick it up.
 */
async function buildFloor(): Promise<void> {
  await build({
    root: FLOOR_ROOT,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    resolve: { alias: REACT_ROUTER_PRODUCTION },
    build: { outDir: FLOOR_DIST, emptyOutDir: true, target: 'es2022' },
  });
  await precompressDir(FLOOR_DIST);
}

/** Forks the floor's server (bench/frameworkFloor/server.ts) and waits until it listens. */
async function startFloorServer(upstreamUrl: string): Promise<{ url: string; stop(): void }> {
  const { child, ready } = await forkServer<string>(new URL('./frameworkFloor/server.ts', import.meta.url), [FLOOR_DIST, upstreamUrl]);
  return { url: ready, stop: () => child.kill('SIGTERM') };
}

async function tokensOf(url: string): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: USER, password: 'demo1234', ip: '' }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

/** Sums the page's layout shifts as Chromium scores them (cumulative layout shift; shifts right after input do not count). */
const LAYOUT_SHIFT = `window.__layoutShift = 0;
new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value; })
  .observe({ type: 'layout-shift', buffered: true });`;

/** A signed-in context: the tokens are in localStorage before the app starts, as after a login. */
async function signedInContext(browser: Browser, url: string): Promise<BrowserContext> {
  const tokens = await tokensOf(url);
  const context = await browser.newContext({ baseURL: url, viewport: VIEWPORT });
  await context.addInitScript(([access, refresh]) => {
    localStorage.setItem('access_token', access!);
    localStorage.setItem('refresh_token', refresh!);
  }, [tokens.accessToken, tokens.refreshToken]);
  await context.addInitScript({ content: LAYOUT_SHIFT });
  return context;
}

/**
 * Waits until `rendered` holds in the page, checked on every animation frame by a loop of a few lines sent
 * with the check. Not Playwright's waits (locators, waitForFunction): they poll from the driver with a
 * backoff that settles at 500 ms, or run in Playwright's injected script, whose first use evaluates a bundle
 * of its own in the page. That took 65-100 ms of the page's main thread in the middle of every load measured
 * (a trace of a cold customer page: an EvaluateScript task of that length right after the load event),
 * which no user's browser does.
 */
async function onScreen(page: Page, rendered: (name: string) => boolean, name = ''): Promise<void> {
  // A string, not a function: tsx wraps named functions in helpers that do not exist in the page.
  await page.evaluate(`new Promise((resolve, reject) => {
    const rendered = ${rendered.toString()};
    const giveUp = setTimeout(() => reject(new Error('not rendered within 60 s')), 60000);
    const check = () => { if (rendered(${JSON.stringify(name)})) { clearTimeout(giveUp); resolve(); } else requestAnimationFrame(check); };
    check();
  })`);
}

/** The detail page is rendered: name, figures, invoices and the turnover chart's axis are on screen. */
const detailRendered = (page: Page, name: string) =>
  onScreen(
    page,
    // No named helpers in here: the function is sent to the page as source, and tsx's name-keeping wrappers do not exist there.
    (name) =>
      [...document.querySelectorAll('h1')].some((h1) => h1.textContent === name) &&
      (document.querySelector('section[aria-label="Unpaid"]')?.textContent ?? '').includes('€') &&
      document.querySelector('section[aria-label="Invoices"]')?.querySelector('tbody tr, p') != null &&
      document.querySelector('section[aria-label="Turnover per month"]')?.querySelector('[data-axis="category"] span') != null,
    name,
  );

/** The list is rendered: rows and their count (back in the app it keeps the search typed before, as react-admin lists do). */
const listRendered = (page: Page) =>
  onScreen(
    page,
    () =>
      document.querySelector('tbody tr') != null &&
      /^1-\d+ of \d+$/.test(document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? ''),
  );

const shellRendered = (page: Page) =>
  onScreen(page, () => [...document.querySelectorAll('h1')].some((h1) => h1.textContent === 'Login history'));

async function timed(run: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The page's median over a baseline's in the same navigation, on any machine: over the shell's, what the
 * page costs beyond the app's own start; over the floor's, beyond what react-admin itself costs.
 */
function over(measures: Measure[], m: Measure, baseline: 'floor' | 'shell'): string {
  const base = measures.find((other) => other.page === baseline && other.mode === m.mode);
  return m.page === baseline || !base ? '' : `${(median(m.runs) / median(base.runs)).toFixed(2)}`;
}

function report(measures: Measure[]): string {
  const header = ['page', 'navigation', 'runs', 'median ms', 'min ms', 'max ms', '× shell', '× floor', 'target'];
  const cells = measures.map((m) => {
    const target = TARGETS_MS[m.page];
    const verdict = target === undefined ? 'baseline' : `${median(m.runs) < target ? 'meets' : 'MISSES'} < ${target}`;
    return [m.page, m.mode, String(m.runs.length), median(m.runs).toFixed(0), Math.min(...m.runs).toFixed(0), Math.max(...m.runs).toFixed(0), over(measures, m, 'shell'), over(measures, m, 'floor'), verdict];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i < 2 || i === header.length - 1 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

/** A GET of the api, as the signed-in user. */
async function apiGet<T>(url: string, accessToken: string, path: string): Promise<T> {
  const response = await fetch(`${url}/api/${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

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

const startStart = performance.now();
const server: BenchServer = await startBenchServer(CUSTOMERS);
const startSeconds = (performance.now() - startStart) / 1000;
const url = server.proxyUrl;
// Forked before the build: vite sets NODE_ENV in the process that builds, and the floor's server must run as the app's does.
const floor = await startFloorServer(server.apiUrl);
const browser = await launchBrowser();
try {
  await buildFloor();
  const group = (await apiGet<unknown[]>(url, (await tokensOf(url)).accessToken, 'customer/getallcustomers')).length;
  const customers = await customersWithInvoices(url, RUNS * 3);
  const customer = (run: number, mode: number) => customers[run * 3 + mode]!;
  const measures: Measure[] = (['floor', 'shell', 'detail', 'list'] as const).flatMap((page) =>
    (['cold', 'warm', 'in-app'] as const).filter((mode) => (page !== 'shell' && page !== 'floor') || mode !== 'in-app').map((mode) => ({ scenario: `${page} ${mode}`, page, mode, runs: [] as number[] })),
  );
  const record = (page: Measure['page'], mode: Measure['mode'], ms: number) => measures.find((m) => m.page === page && m.mode === mode)!.runs.push(ms);
  const detailShifts: number[] = [];

  for (let run = 0; run < RUNS; run++) {
    for (const target of ['floor', 'shell', 'detail', 'list'] as const) {
      // The floor asks nobody for tokens: its auth provider lets everyone in.
      const context = target === 'floor' ? await browser.newContext({ baseURL: floor.url, viewport: VIEWPORT }) : await signedInContext(browser, url);
      const page = await context.newPage();
      const open = async (mode: 0 | 1) => {
        // A goto to the same address with a hash (react-admin's default router) only scrolls to the fragment. A reload
        // loads it as a goto to the same address loads the app's pages: the document revalidated, its assets from the cache.
        if (target === 'floor') return timed(async () => void (await (mode === 0 ? page.goto('/#/customers') : page.reload()), await listRendered(page)));
        if (target === 'shell') return timed(async () => void (await page.goto('/profile/loginhistory'), await shellRendered(page)));
        if (target === 'list') return timed(async () => void (await page.goto('/icrm/customers'), await listRendered(page)));
        const { debnr, name } = customer(run, mode);
        return timed(async () => void (await page.goto(`/icrm/customer/${debnr}`), await detailRendered(page, name)));
      };
      record(target, 'cold', await open(0));
      if (target === 'detail') {
        // The later sections (history, comments) may still arrive: their shifts count too.
        await page.waitForTimeout(1000);
        detailShifts.push(await page.evaluate<number>('window.__layoutShift'));
      }
      record(target, 'warm', await open(1));
      if (target === 'detail') {
        // In the running app: from the list to a customer, and back to the list.
        await page.goto('/icrm/customers');
        await listRendered(page);
        const { debnr, name } = customer(run, 2);
        await page.getByPlaceholder('Search', { exact: true }).fill(debnr);
        // Wait for the debounced search to apply, or it would take the page back to the list after the click.
        await page.locator('tbody tr').nth(1).waitFor({ state: 'detached' });
        const link = page.getByRole('link', { name: debnr, exact: true });
        record('detail', 'in-app', await timed(async () => void (await link.click(), await detailRendered(page, name))));
        record('list', 'in-app', await timed(async () => void (await page.getByRole('menuitem', { name: 'Customers', exact: true }).click(), await listRendered(page))));
      }
      await context.close();
      // The next cold load starts on a settled machine: a closed context's renderer goes on using the CPU for a
      // while (its teardown, the server's last answers), and with two cores that came out of the next load's time.
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    }
  }

  console.log(
    [
      `customer pages, ${CUSTOMERS} customers (${group} in the user's group; the server started in ${startSeconds.toFixed(0)} s, seeding included on a first run), ${RUNS} runs each`,
      `Chromium headless, ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, node ${process.version}`,
      '',
      report(measures),
      '',
      `detail cold, cumulative layout shift a second after it is rendered: median ${median(detailShifts).toFixed(3)}, max ${Math.max(...detailShifts).toFixed(3)} (good: < 0.1)`,
    ].join('\n'),
  );
} finally {
  await browser.close();
  floor.stop();
  server.stop();
}
