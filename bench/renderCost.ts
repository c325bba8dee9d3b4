import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser } from '../tests/support/browser';
import { LIST_SHOWN, atPath, onScreen, signedInContext } from './pageTiming';
import { startBenchServer } from './serverProcess';

/**
 * SEED_CUSTOMERS=50000 npx tsx bench/renderCost.ts: what React draws for the customers list, per component, in a
 * build of the app with react-dom's profiling twin (fibers carry their render times) and names kept (not
 * minified), made into bench/results/profiling-build/ (BENCH_DIST_DIR: a profiling build of your own).
 * - load: the list loaded a second time in its tab (the warm load of bench/customerPages.ts);
 * - keys: BENCH_WORD ("bloem") typed into the list's search, a letter at a time, each answer awaited.
 * Per scenario and per run (BENCH_RUNS, 3): the commits, the components drawn in them and their own render time,
 * summed per component; BENCH_COMMITS=1 also lists each commit of the first run, and BENCH_WHY=Row,Rows lists them
 * with why each named component drew in them (the props or hooks, by position, that changed; or its mount; else a
 * context it reads). Counts are the steady figure (the same code draws the same components); times are a profiling
 * build's and vary with the machine's load.
 */
const CUSTOMERS = Number(process.env.SEED_CUSTOMERS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WORD = process.env.BENCH_WORD ?? 'bloem';
const TOP = 30;
const WHY = (process.env.BENCH_WHY ?? '').split(',').map((name) => name.trim()).filter(Boolean);
const SETTLE_MS = 700;
const PAGE_SETTLED_MS = 1500;
const LIST_PATH = '/icrm/customers';
const PROFILING_DIST = fileURLToPath(new URL('./results/profiling-build/', import.meta.url));

/**
 * The app's build (vite.config.ts) with react-dom's profiling twin and names kept. Vite sets NODE_ENV in the process
 * that builds: it is put back, so the server forked after runs as it does in the other benches.
 */
async function profilingBuild(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  await build({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    logLevel: 'error',
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
    build: { outDir, emptyOutDir: true, minify: false },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}

/**
 * Runs in the page before the app, as React's DevTools hook: at each commit, the components that rendered in it.
 * A fiber rendered when it carries React's PerformedWork flag and is not the object the previous commit's tree
 * held (a subtree React skipped keeps its fibers, and their flags, from an earlier commit). Counting starts when
 * `__renders.on` is set.
 */
const HOOK = (why: string[]) => `(() => {
  const renders = (window.__renders = { on: false, byName: {}, commits: [], why: [] });
  const why = new Set(${JSON.stringify(why)});
  // What made a watched component draw again: its props that changed, its hooks whose state changed (by position), or its mount.
  const reasonOf = (fiber) => {
    const before = fiber.alternate;
    if (!before) return 'mounted';
    const props = Object.keys({ ...before.memoizedProps, ...fiber.memoizedProps }).filter((key) => before.memoizedProps[key] !== fiber.memoizedProps[key]);
    const hooks = [];
    for (let hook = fiber.memoizedState, old = before.memoizedState, i = 0; hook && old; hook = hook.next, old = old.next, i++) if (hook.memoizedState !== old.memoizedState) hooks.push(i);
    return [props.length && 'props ' + props.join(' '), hooks.length && 'hooks ' + hooks.join(' ')].filter(Boolean).join(', ') || 'a context';
  };
  const nameOf = (type) => type.displayName || type.name || (type.render && (type.render.displayName || type.render.name)) || (type.type && nameOf(type.type)) || 'anonymous';
  let previous = new WeakSet();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject: () => 1, checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const current = new WeakSet();
      const commit = {};
      const reasons = {};
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        current.add(fiber);
        if (renders.on && !previous.has(fiber) && (fiber.flags & 1) && fiber.type && typeof fiber.type !== 'string') {
          const name = nameOf(fiber.type);
          const entry = (renders.byName[name] ??= [0, 0]);
          entry[0] += fiber.selfBaseDuration || 0;
          entry[1] += 1;
          commit[name] = (commit[name] || 0) + 1;
          if (why.has(name)) {
            const reason = name + ' (' + reasonOf(fiber) + ')';
            reasons[reason] = (reasons[reason] || 0) + 1;
          }
        }
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
      previous = current;
      if (renders.on) {
        renders.commits.push(commit);
        renders.why.push(reasons);
      }
    },
  };
})();`;

interface Renders {
  byName: Record<string, [ms: number, count: number]>;
  commits: Record<string, number>[];
  /** Per commit, BENCH_WHY's components by what made them draw. */
  why: Record<string, number>[];
}

const SCENARIOS: Record<string, (page: Page) => Promise<void>> = {
  async load(page) {
    await page.addInitScript({ content: 'window.__renders.on = true' });
    await page.goto(LIST_PATH);
    await onScreen(page, atPath(LIST_PATH), LIST_SHOWN);
  },
  async keys(page) {
    await page.getByPlaceholder('Search', { exact: true }).click();
    await page.evaluate('window.__renders.on = true');
    for (let i = 1; i <= WORD.length; i++) {
      await page.keyboard.type(WORD[i - 1]!);
      // The search is in the address once the list's debounce has passed; its answer comes within the settling time.
      await onScreen(page, `(new URLSearchParams(location.search).get('filter') ?? '').includes(${JSON.stringify(WORD.slice(0, i))})`);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    }
  },
};

function report(name: string, runs: Renders[]): string {
  const total: Record<string, [number, number]> = {};
  for (const run of runs) for (const [component, [ms, count]] of Object.entries(run.byName)) ((total[component] ??= [0, 0])[0] += ms), (total[component]![1] += count);
  const perRun = (value: number) => value / runs.length;
  const drawn = Object.values(total).reduce((sum, [, count]) => sum + count, 0);
  const ms = Object.values(total).reduce((sum, [time]) => sum + time, 0);
  const commits = runs.reduce((sum, run) => sum + run.commits.length, 0);
  const lines = [`${name}: per run ${perRun(commits).toFixed(0)} commits, ${perRun(drawn).toFixed(0)} components drawn, ${perRun(ms).toFixed(1)} ms of their own render (profiling build)`];
  const top = Object.entries(total).sort((a, b) => b[1][0] - a[1][0]).slice(0, TOP);
  for (const [component, [time, count]] of top) lines.push(`${perRun(time).toFixed(1).padStart(8)} ms ${perRun(count).toFixed(0).padStart(6)}× ${component}`);
  const counted = (entries: [string, number][]) => entries.map(([c, n]) => (n > 1 ? `${c}×${n}` : c)).join(', ');
  if (process.env.BENCH_COMMITS || WHY.length > 0) {
    runs[0]!.commits.forEach((commit, i) => {
      const components = Object.entries(commit).sort((a, b) => b[1] - a[1]);
      lines.push(`commit ${i + 1}: ${components.reduce((sum, [, count]) => sum + count, 0)} drawn: ${counted(components)}`);
      const reasons = Object.entries(runs[0]!.why[i] ?? {});
      if (reasons.length > 0) lines.push(`  why: ${counted(reasons)}`);
    });
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const distDir = process.env.BENCH_DIST_DIR ?? PROFILING_DIST;
  if (!process.env.BENCH_DIST_DIR) await profilingBuild(distDir);
  process.env.BENCH_DIST_DIR = distDir;
  const server = await startBenchServer(CUSTOMERS);
  const browser = await launchBrowser();
  try {
    for (const [name, scenario] of Object.entries(SCENARIOS)) {
      const runs: Renders[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await signedInContext(browser, server.proxyUrl);
        await context.addInitScript({ content: HOOK(WHY) });
        const page = await context.newPage();
        await page.goto(LIST_PATH);
        await onScreen(page, atPath(LIST_PATH), LIST_SHOWN);
        // The toolbar's tools and the menu join once the page has settled (usePageSettled: a second at most).
        await new Promise((resolve) => setTimeout(resolve, PAGE_SETTLED_MS));
        await scenario(page);
        runs.push((await page.evaluate('window.__renders')) as Renders);
        await context.close();
      }
      console.log(`${report(name, runs)}\n`);
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
