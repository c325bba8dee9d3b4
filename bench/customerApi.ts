import { fork } from 'node:child_process';
import http from 'node:http';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { createApi } from '../api/app';
import { ManualClock } from '../api/clock';
import { configFromEnv } from '../api/config';
import { createServices } from '../api/createServices';
import { migrate } from '../api/db/migrate';
import { openPglite } from '../api/db/pglite';
import { seed } from '../api/seed';
import { runLoad } from './load';
import { summarise, type Summary } from './stats';

/**
 * The customer page and the call list at scale: npx tsx bench/customerApi.ts. Seeds BENCH_CUSTOMERS
 * (50,000) customers once into bench/results/customer-data-N (later runs reuse it), runs the api in
 * a child process, and measures p50/p99 at 20 concurrent straight to the api. GET admin/getcompanies,
 * a trivial call, is measured first as the floor of the same run: auth, routing and one tiny query.
 * Target: getcustomer and every call-list block under 100 ms p99.
 */
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50_000);
const CONCURRENCY = 20;
const TARGET_P99_MS = 100;
/** A fixed "today", so reused data and the api agree on dates (the api tests' Wednesday). */
const NOW = new Date('2026-06-17T08:00:00Z');
const dataDir = fileURLToPath(new URL(`./results/customer-data-${CUSTOMERS}/`, import.meta.url));

/** Child process: the api over the seeded database; tells the parent its address. */
async function serve(): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const db = await openPglite(dataDir);
  await migrate(db);
  const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers')) as [{ n: number }];
  if (n === 0) {
    const started = performance.now();
    await seed(db, { customers: CUSTOMERS, seed: 42, today: NOW });
    process.stderr.write(`seeded ${CUSTOMERS} customers in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  }
  // As autovacuum would on a server after a bulk load or a migration that rewrote the summaries.
  await db.exec('VACUUM customers, customer_invoice_summary');
  await db.exec('ANALYZE');
  const config = configFromEnv({ TRUST_PROXY: 'false', ACCESS_TOKEN_TTL: '3600' }, 'bench-secret-0123456789-0123456789-0123456789');
  const server = http.createServer(createApi(createServices(db, new ManualClock(NOW), config))).listen(0, '127.0.0.1', () => {
    process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
  process.on('SIGTERM', () => process.exit(0));
}

function startServer(): Promise<{ url: string; stop(): void }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ url: (message as { url: string }).url, stop: () => child.kill('SIGTERM') }));
    child.once('exit', (code) => reject(new Error(`the api process stopped (exit code ${code})`)));
  });
}

async function get(url: string, token: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

async function measure(name: string, next: () => string, token: string): Promise<{ name: string; summary: Summary }> {
  const send = async () => {
    const response = await fetch(next(), { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    return response.status === 200;
  };
  await runLoad({ concurrency: CONCURRENCY, maxRequests: 4 * CONCURRENCY, maxMs: 5000, send });
  process.stderr.write(`  ${name}...\n`);
  return { name, summary: summarise(await runLoad({ concurrency: CONCURRENCY, maxRequests: 2000, maxMs: 15_000, send })) };
}

function table(rows: { name: string; summary: Summary }[]): string {
  const header = ['call', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms', `p99 < ${TARGET_P99_MS} ms`];
  const cells = rows.map(({ name, summary: s }, i) => [name, String(s.requests), String(s.errors), s.perSecond.toFixed(0), s.p50.toFixed(2), s.p99.toFixed(2), i === 0 ? '(floor)' : s.p99 < TARGET_P99_MS ? 'yes' : 'NO']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

async function main(): Promise<void> {
  process.stderr.write(`Starting the api over ${CUSTOMERS} customers (the first run seeds them into ${dataDir})...\n`);
  const server = await startServer();
  try {
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'sales@demo.test', password: 'demo1234' }) });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const list = await get(`${server.url}/api/customer/getallcustomers`, accessToken);
    const debnrs = (list.body as { debnr: string }[]).map((c) => c.debnr);
    let turn = 0;
    const rows = [await measure('GET admin/getcompanies', () => `${server.url}/api/admin/getcompanies`, accessToken)];
    rows.push(await measure('GET customer/getcustomer/{debnr}', () => `${server.url}/api/customer/getcustomer/${debnrs[(turn = (turn + 7919) % debnrs.length)]}`, accessToken));
    const blockSizes: string[] = [];
    for (const block of [1, 2, 3, 4, 6]) {
      const url = `${server.url}/api/callList/GetBlock${block}`;
      blockSizes.push(`block ${block}: ${((await get(url, accessToken)).body as unknown[]).length}`);
      rows.push(await measure(`GET callList/GetBlock${block}`, () => url, accessToken));
    }
    console.log(
      [
        `customerApi bench ${new Date().toISOString()}: ${CUSTOMERS} customers, ${CONCURRENCY} concurrent, keep-alive, loopback, PGlite; ${os.cpus().length} CPU(s), Node ${process.version}`,
        `sales@demo.test's group holds ${debnrs.length} customers; rows per block: ${blockSizes.join(', ')}`,
        '',
        table(rows),
      ].join('\n'),
    );
  } finally {
    server.stop();
  }
}

if (process.argv[2] === '--serve') await serve();
else
  await main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
