import { readdir, readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { startAppServer } from '../tests/support/appServer';
import { launchBrowser } from '../tests/support/browser';

/**
 * npx tsx bench/initialLoad.ts (after npm run build): a cold browser opens the app through the proxy.
 * Measures the JavaScript transferred (gzip, as served) and the time until the login screen is usable,
 * then until the signed-in shell shows. Baseline in the same run: all the app's JavaScript gzipped,
 * what one unsplit bundle would cost. Target: initial JS under 350 KB (issue 18).
 */
const ROUNDS = 5;
const TARGET_KB = 350;
const assetsDir = fileURLToPath(new URL('../dist/assets/', import.meta.url));

interface Round {
  loginMs: number;
  loginJsKb: number;
  shellMs: number;
  shellJsKb: number;
}

/** JavaScript bytes on the wire, per page, from Chromium's own network accounting. */
async function jsMeter(page: Page): Promise<() => number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Set<string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
  });
  return () => bytes / 1024;
}

async function round(browser: Browser, baseURL: string): Promise<Round> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const jsKb = await jsMeter(page);
  const start = performance.now();
  await page.goto('/login');
  await page.locator('input[name="email"]').waitFor();
  const loginMs = performance.now() - start;
  const loginJsKb = jsKb();
  await page.locator('input[name="email"]').fill('sales@demo.test');
  await page.locator('input[name="password"]').fill('demo1234');
  const signInStart = performance.now();
  await page.locator('input[name="password"]').press('Enter');
  await page.locator('[data-menu-group]').first().waitFor();
  const shellMs = performance.now() - signInStart;
  await context.close();
  return { loginMs, loginJsKb, shellMs, shellJsKb: jsKb() };
}

async function allJsGzipKb(): Promise<number> {
  const files = (await readdir(assetsDir)).filter((f) => f.endsWith('.js'));
  const sizes = await Promise.all(files.map(async (f) => gzipSync(await readFile(`${assetsDir}${f}`)).length));
  return sizes.reduce((a, b) => a + b, 0) / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const server = await startAppServer({ customers: 2000 });
  const browser = await launchBrowser();
  try {
    await round(browser, server.url); // warm the server, not the browser: every round starts with an empty cache
    const rounds: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await round(browser, server.url));
    const baseline = await allJsGzipKb();
    const initial = median(rounds.map((r) => r.loginJsKb));
    const rows = [
      ['login screen usable', `${median(rounds.map((r) => r.loginMs)).toFixed(0)} ms`, `${initial.toFixed(1)} KB`],
      ['signed-in shell (after submit)', `${median(rounds.map((r) => r.shellMs)).toFixed(0)} ms`, `${median(rounds.map((r) => r.shellJsKb)).toFixed(1)} KB`],
      ['baseline: all app JS in one go', '-', `${baseline.toFixed(1)} KB`],
    ];
    const header = ['cold load (median of ' + ROUNDS + ')', 'time', 'JS gzip'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log([line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
    console.log(`initial JS ${initial.toFixed(1)} KB: ${initial < TARGET_KB ? 'meets' : 'MISSES'} the < ${TARGET_KB} KB target (${((1 - initial / baseline) * 100).toFixed(0)}% less than the baseline)`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
