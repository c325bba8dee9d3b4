import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { precompressDir } from '../proxy/precompressed';
import { launchBrowser } from '../tests/support/browser';
import { forkServer, startBenchServer } from './serverProcess';
import { REACT_ROUTER_PRODUCTION } from '../vite.config';

/**
 * The pages bench's machinery (bench/customerPages.ts): pages of the built app timed in Chromium from navigation
 * until rendered, cold (a new browser context), warm (the same context again) and in-app (a click in the running
 * app), medians of BENCH_RUNS, each beside two baselines of the same run and given as a ratio to theirs:
 * - floor: a bare react-admin app with none of our code (bench/frameworkFloor), built and served as the app is,
 *   rendered as a list is: what any react-admin app costs on this machine;
 * - shell: the app shell with its smallest page (login history).
 * Page-side conditions are JavaScript source, checked on every animation frame in the page (see onScreen).
 */

export type Mode = 'cold' | 'warm' | 'in-app';
const MODES: readonly Mode[] = ['cold', 'warm', 'in-app'];

export interface Measure {
  page: string;
  mode: Mode;
  runs: number[];
}

/** A page the bench times; the baselines are scenarios too. */
export interface PageScenario {
  /** Its name in the report. */
  page: string;
  /** A new browser context for its cold load: the signed-in user's when absent. */
  context?(browser: Browser): Promise<BrowserContext>;
  /** Loads the page until it is rendered: mode 0 is the context's first load (cold), 1 the next one (warm). */
  load(page: Page, run: number, mode: 0 | 1): Promise<void>;
  /** Right after the cold load, not timed. */
  afterCold?(page: Page, run: number): Promise<void>;
  /** After the warm load: clicks in the running app, each timed (by the `timed` helper) under the page it opens. */
  inApp?(page: Page, run: number): Promise<Record<string, number>>;
}

export const USER = 'sales@demo.test';
const VIEWPORT = { width: 1440, height: 900 };
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 1000);
/** BENCH_SCREENSHOTS=dir: a screenshot of every page right after its first cold load (and a menu page's first click) counts as rendered, to check the wait. */
const SCREENSHOTS = process.env.BENCH_SCREENSHOTS;
const FLOOR_ROOT = fileURLToPath(new URL('./frameworkFloor/', import.meta.url));
const FLOOR_DIST = fileURLToPath(new URL('./results/frameworkFloor/', import.meta.url));
const SHELL_PATH = '/profile/loginhistory';

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

export async function tokensOf(url: string, user = USER): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user, password: 'demo1234', ip: '' }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

/** A GET of the api, as the signed-in user. */
export async function apiGet<T>(url: string, accessToken: string, path: string): Promise<T> {
  const response = await fetch(`${url}/api/${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Sums the page's layout shifts as Chromium scores them (cumulative layout shift; shifts right after input do not count). */
const LAYOUT_SHIFT = `window.__layoutShift = 0;
new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value; })
  .observe({ type: 'layout-shift', buffered: true });`;

/**
 * A signed-in context: the tokens are in localStorage before the app starts, as after a login. `instrument`:
 * page-side source run before the app (the layout shift's sum by default).
 */
export async function signedInContext(browser: Browser, url: string, user = USER, instrument = LAYOUT_SHIFT): Promise<BrowserContext> {
  const tokens = await tokensOf(url, user);
  const context = await browser.newContext({ baseURL: url, viewport: VIEWPORT });
  // Source text, not a function: the benches are typed without the DOM's names (tsconfig.node.json).
  await context.addInitScript({
    content: `localStorage.setItem('access_token', ${JSON.stringify(tokens.accessToken)}); localStorage.setItem('refresh_token', ${JSON.stringify(tokens.refreshToken)});`,
  });
  await context.addInitScript({ content: instrument });
  return context;
}

/** A check written as a function of one string, made page-side source (see onScreen). No named helpers inside: tsx's name-keeping wrappers do not exist in the page. */
export const inPage = (check: (arg: string) => boolean, arg = ''): string => `(${check.toString()})(${JSON.stringify(arg)})`;

/** The page's address is `path` (a click in the app leaves the previous page on screen until the next renders). */
export const atPath = (path: string): string => `location.pathname.toLowerCase() === ${JSON.stringify(path.toLowerCase())}`;

/**
 * A list's rows and their count are on screen: react-admin's pagination shows no total while its rows load
 * (its loading table has placeholder rows). Back in the app a list keeps the search typed before.
 */
export const LIST_SHOWN = `(document.querySelector('tbody tr') != null &&
  /^1-\\d+ of \\d+$/.test(document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? ''))`;

/**
 * Waits until every condition (page-side source) holds, checked on every animation frame by a loop of a few
 * lines sent with them. Not Playwright's waits (locators, waitForFunction): they poll from the driver with a
 * backoff that settles at 500 ms, or run in Playwright's injected script, whose first use evaluates a bundle
 * of its own in the page. That took 65-100 ms of the page's main thread in the middle of every load measured
 * (a trace of a cold customer page: an EvaluateScript task of that length right after the load event),
 * which no user's browser does.
 */
export async function onScreen(page: Page, ...conditions: string[]): Promise<void> {
  await page.evaluate(`new Promise((resolve, reject) => {
    const rendered = () => ${conditions.map((c) => `(${c})`).join(' && ')};
    const giveUp = setTimeout(() => reject(new Error('not rendered within 60 s')), 60000);
    const check = () => { if (rendered()) { clearTimeout(giveUp); resolve(); } else requestAnimationFrame(check); };
    check();
  })`);
}

const shellRendered = (page: Page) => onScreen(page, `[...document.querySelectorAll('h1')].some((h1) => h1.textContent === 'Login history')`);

export async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A page of the side menu: loaded at `path` until `rendered` holds there; in-app, a click on its menu item
 * (`menuItem`: its English label, exact, or a pattern where a count badge follows it) from the shell's page,
 * loaded afresh: the page's first visit in a running app, its code and answers from the HTTP cache at best.
 */
export function menuPage(page: string, path: string, menuItem: string | RegExp, ...rendered: string[]): PageScenario {
  const shown = (tab: Page) => onScreen(tab, atPath(path), ...rendered);
  return {
    page,
    load: async (tab) => void (await tab.goto(path), await shown(tab)),
    async inApp(tab, run) {
      await tab.goto(SHELL_PATH);
      await shellRendered(tab);
      const item = tab.getByRole('menuitem', { name: menuItem, exact: typeof menuItem === 'string' });
      // Found before the clock starts: the first locator evaluates Playwright's injected script in the page.
      await item.waitFor();
      const ms = await timed(async () => void (await item.click(), await shown(tab)));
      if (SCREENSHOTS && run === 0) await tab.screenshot({ path: join(SCREENSHOTS, `${page}-in-app.png`) });
      return { [page]: ms };
    },
  };
}

/** The baselines: the framework floor's list (its auth provider lets everyone in) and the shell's page. */
function baselines(floorUrl: string): PageScenario[] {
  return [
    {
      page: 'floor',
      context: (browser) => browser.newContext({ baseURL: floorUrl, viewport: VIEWPORT }),
      // A goto to the same address with a hash (react-admin's default router) only scrolls to the fragment. A reload
      // loads it as a goto to the same address loads the app's pages: the document revalidated, its assets from the cache.
      load: async (page, _run, mode) => void (await (mode === 0 ? page.goto('/#/customers') : page.reload()), await onScreen(page, LIST_SHOWN)),
    },
    { page: 'shell', load: async (page) => void (await page.goto(SHELL_PATH), await shellRendered(page)) },
  ];
}

export interface PageBench {
  /** The app's address (the proxy of bench/server.ts, serving BENCH_DIST_DIR or dist/). */
  url: string;
  customers: number;
  /** Seconds the server took to start, seeding included on a first run. */
  startSeconds: number;
  /** Times each scenario after the baselines, `runs` times over; measures in the order of the scenarios and modes. */
  time(scenarios: PageScenario[], runs: number): Promise<Measure[]>;
}

/**
 * Starts the app as `npm start` runs it (bench/server.ts, a process of its own, over `customers` seeded once into
 * bench/results/data-N), the floor's server and Chromium, builds the floor, runs `body` and stops them all.
 */
export async function withPageBench(customers: number, body: (bench: PageBench) => Promise<void>): Promise<void> {
  const started = performance.now();
  const server = await startBenchServer(customers);
  const startSeconds = (performance.now() - started) / 1000;
  // Forked before the build: vite sets NODE_ENV in the process that builds, and the floor's server must run as the app's does.
  const floor = await startFloorServer(server.apiUrl);
  const browser = await launchBrowser();
  try {
    await buildFloor();
    await body({ url: server.proxyUrl, customers, startSeconds, time: (scenarios, runs) => timeScenarios(browser, server.proxyUrl, [...baselines(floor.url), ...scenarios], runs) });
  } finally {
    await browser.close();
    floor.stop();
    server.stop();
  }
}

async function timeScenarios(browser: Browser, url: string, scenarios: PageScenario[], runs: number): Promise<Measure[]> {
  const measures: Measure[] = [];
  const record = (page: string, mode: Mode, ms: number) => {
    const measure = measures.find((m) => m.page === page && m.mode === mode) ?? measures[measures.push({ page, mode, runs: [] }) - 1]!;
    measure.runs.push(ms);
  };
  if (SCREENSHOTS) await mkdir(SCREENSHOTS, { recursive: true });
  for (let run = 0; run < runs; run++) {
    for (const scenario of scenarios) {
      const context = await (scenario.context?.(browser) ?? signedInContext(browser, url));
      const page = await context.newPage();
      record(scenario.page, 'cold', await timed(() => scenario.load(page, run, 0)));
      if (SCREENSHOTS && run === 0) await page.screenshot({ path: join(SCREENSHOTS, `${scenario.page}.png`) });
      await scenario.afterCold?.(page, run);
      record(scenario.page, 'warm', await timed(() => scenario.load(page, run, 1)));
      for (const [opened, ms] of Object.entries((await scenario.inApp?.(page, run)) ?? {})) record(opened, 'in-app', ms);
      await context.close();
      // The next cold load starts on a settled machine: a closed context's renderer goes on using the CPU for a
      // while (its teardown, the server's last answers), and with two cores that came out of the next load's time.
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    }
  }
  const order = (m: Measure) => scenarios.findIndex((s) => s.page === m.page) * MODES.length + MODES.indexOf(m.mode);
  return measures.sort((a, b) => order(a) - order(b));
}

/**
 * The page's median over a baseline's in the same navigation, on any machine: over the shell's, what the
 * page costs beyond the app's own start; over the floor's, beyond what react-admin itself costs.
 */
function over(measures: Measure[], m: Measure, baseline: 'floor' | 'shell'): string {
  const base = measures.find((other) => other.page === baseline && other.mode === m.mode);
  return m.page === baseline || !base ? '' : `${(median(m.runs) / median(base.runs)).toFixed(2)}`;
}

/** The table of medians, ratios to the baselines and verdicts against the targets (ms per page, any navigation). */
export function report(measures: Measure[], targetsMs: Record<string, number>): string {
  const header = ['page', 'navigation', 'runs', 'median ms', 'min ms', 'max ms', '× shell', '× floor', 'target'];
  const cells = measures.map((m) => {
    const target = targetsMs[m.page];
    const verdict = m.page === 'floor' || m.page === 'shell' ? 'baseline' : target === undefined ? '' : `${median(m.runs) < target ? 'meets' : 'MISSES'} < ${target}`;
    return [m.page, m.mode, String(m.runs.length), median(m.runs).toFixed(0), Math.min(...m.runs).toFixed(0), Math.max(...m.runs).toFixed(0), over(measures, m, 'shell'), over(measures, m, 'floor'), verdict];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i < 2 || i === header.length - 1 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

/** The report's first lines: what ran, on what. */
export function machine(): string {
  return `Chromium headless, ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, node ${process.version}, app from ${process.env.BENCH_DIST_DIR ?? 'dist/'}`;
}
