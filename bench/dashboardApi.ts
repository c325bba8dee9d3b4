import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { customerSales, articleSales } from '../api/analytics/salesSource';
import { SqlParams } from '../api/analytics/sqlParams';
import { createApi } from '../api/app';
import { ManualClock } from '../api/clock';
import { configFromEnv } from '../api/config';
import { createServices } from '../api/createServices';
import type { Database } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { openPglite } from '../api/db/pglite';
import { DEMO_PASSWORD, seed } from '../api/seed';

/**
 * The dashboards at scale: npx tsx bench/dashboardApi.ts. Seeds BENCH_CUSTOMERS (50,000) customers with
 * two years of invoices once into bench/results/dashboard-data-N (later runs reuse it), then times every
 * dashboard call over a 365-day range, one at a time, through HTTP: the cold first call, then the median
 * and p95 of RUNS warm calls, in wall time and in CPU time of this process (api, PGlite and client all run
 * here, so CPU time is what the call costs on an idle core when other work shares the machine). Baseline in
 * the same run: the aggregations the calls are built on, once from the raw invoices/lines (what the calls
 * would cost without the summaries of migration 006) and once from the summaries. Target: every call
 * under 300 ms (median).
 */
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_MS = 300;
/** The api tests' Wednesday, so the reused data and the api agree on "today". */
const NOW = new Date('2026-06-17T08:00:00Z');
const RANGE = { start: '2025-06-18', end: '2026-06-17' };
const RANGE_QUERY = `startDateString=${RANGE.start}&endDateString=${RANGE.end}`;
const dataDir = fileURLToPath(new URL(`./results/dashboard-data-${CUSTOMERS}/`, import.meta.url));

const CALLS: readonly (readonly [user: 'sales' | 'deco', path: string])[] = [
  ['sales', `crm/dashboard/getblocks?${RANGE_QUERY}`],
  ['sales', `crm/dashboard/getcharts?${RANGE_QUERY}`],
  ['sales', `crm/dashboard/gettables?${RANGE_QUERY}`],
  ['sales', `crm/dashboard/getturnoverorders?${RANGE_QUERY}`],
  ['sales', `crm/dashboard/GetTurnoverDistribution?${RANGE_QUERY}&refresh=true`],
  ['sales', `crm/dashboard/GetCreditRedenVerdeling?${RANGE_QUERY}`],
  ['sales', 'overview/getoverview'],
  ['sales', 'overview/getpastyearoverview'],
  ['sales', 'overview/getnewnlostcustomers'],
  ['sales', 'turnover/getallturnover'],
  ['sales', `weblog/getweblog?${RANGE_QUERY}`],
  ['sales', `weblog/getweblogvisits?${RANGE_QUERY}`],
  ['deco', `hbxdeco/GetHbxDecoDashboardBlocks?${RANGE_QUERY}`],
  ['deco', `hbxdeco/GetDashboardTopTables?${RANGE_QUERY}`],
  ['deco', `hbxdeco/GetWeeklyOrderFrequency?${RANGE_QUERY}`],
  ['deco', `hbxdeco/GetTopCreditCustomers?${RANGE_QUERY}&sortByCreditValue=true`],
  ['deco', `hbxdeco/GetFinancialGroupDistributionAllCustomers?${RANGE_QUERY}`],
  ['deco', `hbxdeco/GetTopPerExchangeRateGroup?${RANGE_QUERY}`],
  ['deco', 'hbxdeco/GetDashboardStijgersAndDalers'],
  ['deco', 'hbxdeco/GetOverview'],
  ['deco', 'hbxdeco/GetHbxDecoReservations'],
  ['deco', 'hbxdeco/GetTargetOverview'],
  ['deco', 'hbxdeco/GetMargesOverview'],
  ['deco', 'hbxdeco/GetAllTurnover'],
];

/** The aggregations behind the calls, from the raw tables and from the summaries (same answers). */
function aggregations(groupCode: string): { name: string; raw: [string, unknown[]]; summary: [string, unknown[]] }[] {
  const perCustomer = new SqlParams();
  const perArticle = new SqlParams();
  const raw = [groupCode, RANGE.start, RANGE.end];
  return [
    {
      name: 'turnover per customer (blocks, tiers, top customers)',
      raw: [`SELECT i.debnr, sum(i.amount), count(*) FROM invoices i JOIN customers c ON c.debnr = i.debnr
              WHERE c.group_code = $1 AND i.fctdat BETWEEN $2 AND $3 GROUP BY i.debnr`, raw],
      summary: [`SELECT debnr, sum(turnover), sum(invoices) FROM ${customerSales(perCustomer, groupCode, RANGE)} s GROUP BY debnr`, perCustomer.values],
    },
    {
      name: 'turnover per article (top products, distribution)',
      raw: [`SELECT l.artnr, sum(l.amount), sum(l.quantity) FROM invoice_lines l JOIN invoices i ON i.factnr = l.factnr
              JOIN customers c ON c.debnr = i.debnr WHERE c.group_code = $1 AND i.fctdat BETWEEN $2 AND $3 GROUP BY l.artnr`, raw],
      summary: [`SELECT artnr, sum(turnover), sum(quantity) FROM ${articleSales(perArticle, groupCode, RANGE)} s GROUP BY artnr`, perArticle.values],
    },
    {
      name: 'turnover per week (charts, overview)',
      raw: [`SELECT date_trunc('week', i.fctdat::timestamp), sum(i.amount), count(*) FROM invoices i JOIN customers c ON c.debnr = i.debnr
              WHERE c.group_code = $1 AND i.fctdat BETWEEN $2 AND $3 GROUP BY 1`, raw],
      summary: [`SELECT date_trunc('week', day::timestamp), sum(turnover), sum(invoices) FROM group_days
                  WHERE group_code = $1 AND day BETWEEN $2 AND $3 GROUP BY 1`, raw],
    },
  ];
}

interface Timing {
  cold: number;
  median: number;
  p95: number;
  cpuMedian: number;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(run: () => Promise<void>): Promise<Timing> {
  const started = performance.now();
  await run();
  const cold = performance.now() - started;
  const warm: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    await run();
    const used = process.cpuUsage(c);
    warm.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
  }
  warm.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { cold, median: percentile(warm, 50), p95: percentile(warm, 95), cpuMedian: percentile(cpu, 50) };
}

async function openSeeded(): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const db = await openPglite(dataDir);
  await migrate(db);
  const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers')) as [{ n: number }];
  if (n === 0) {
    process.stderr.write(`seeding ${CUSTOMERS} customers into ${dataDir} (once; later runs reuse it)...\n`);
    const started = performance.now();
    await seed(db, { customers: CUSTOMERS, seed: 42, today: NOW });
    process.stderr.write(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    // A live database holds the summaries in day order (the triggers add each day's rows as it comes)
    // and autovacuum keeps the visibility map; the seed's one-pass rebuild writes them in hash order.
    for (const table of ['sales_days', 'sales_months', 'article_days', 'article_months', 'group_days']) {
      await db.exec(`CLUSTER ${table} USING ${table}_pkey`);
    }
    await db.exec('VACUUM ANALYZE');
  }
  await db.exec('ANALYZE');
  return db;
}

async function main(): Promise<void> {
  const db = await openSeeded();
  const config = configFromEnv({ TRUST_PROXY: 'false', ACCESS_TOKEN_TTL: '3600' }, 'bench-secret-0123456789-0123456789-0123456789');
  const server = http.createServer(createApi(createServices(db, new ManualClock(NOW), config))).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;

  const tokens: Record<'sales' | 'deco', string> = { sales: '', deco: '' };
  for (const user of ['sales', 'deco'] as const) {
    const response = await fetch(`${base}auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${user}@demo.test`, password: DEMO_PASSWORD, ip: '127.0.0.1' }),
    });
    tokens[user] = ((await response.json()) as { accessToken: string }).accessToken;
  }
  const [scale] = await db.query<{ customers: number; invoices: number; lines: number; group_customers: number }>(
    `SELECT (SELECT count(*) FROM customers)::int AS customers, (SELECT count(*) FROM invoices)::int AS invoices,
            (SELECT count(*) FROM invoice_lines)::int AS lines, (SELECT count(*) FROM customers WHERE group_code = '101')::int AS group_customers`,
  );

  const rows: string[][] = [];
  for (const [user, path] of CALLS) {
    let bytes = 0;
    const timing = await time(async () => {
      const response = await fetch(base + path, { headers: { authorization: `Bearer ${tokens[user]}` } });
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      bytes = (await response.arrayBuffer()).byteLength;
    });
    process.stderr.write(`  ${path.split('?')[0]}: ${timing.median.toFixed(0)} ms\n`);
    rows.push([
      path.split('?')[0]!,
      user,
      (bytes / 1024).toFixed(0),
      timing.cold.toFixed(1),
      timing.median.toFixed(1),
      timing.p95.toFixed(1),
      timing.cpuMedian.toFixed(1),
      timing.cpuMedian < TARGET_MS ? 'yes' : 'NO',
    ]);
  }
  const baseline: string[][] = [];
  for (const aggregation of aggregations('101')) {
    const raw = await time(async () => void (await db.query(...aggregation.raw)));
    const summary = await time(async () => void (await db.query(...aggregation.summary)));
    baseline.push([aggregation.name, raw.cpuMedian.toFixed(1), summary.cpuMedian.toFixed(1), `${(raw.cpuMedian / summary.cpuMedian).toFixed(1)}x`]);
  }
  server.close();
  await db.close();

  console.log(`Dashboards over ${RANGE.start}..${RANGE.end}: ${scale!.customers} customers, ${scale!.invoices} invoices, ${scale!.lines} lines;`);
  console.log(`sales@demo.test in group 101 (${scale!.group_customers} customers), deco@demo.test in group 401; ${RUNS} warm runs per call.\n`);
  console.log(`machine load average (1 min) at the end: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores\n`);
  console.log(table(['call', 'as', 'KiB', 'cold ms', 'median ms', 'p95 ms', 'cpu median ms', `cpu < ${TARGET_MS} ms`], rows));
  console.log('\nBaseline: the aggregations the calls build on, group 101, same range (CPU median ms)\n');
  console.log(table(['aggregation', 'raw tables', 'summaries', 'speed-up'], baseline));
}

function table(header: string[], cells: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

await main();
