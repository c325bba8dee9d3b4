import { fork, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { runLoad, type LoadResult } from './load';
import { formatReport, type Row } from './report';
import { customerSearch, login, signIn, type Scenario } from './scenarios';
import { summarise } from './stats';

/**
 * npm run bench: the api straight and through the proxy, same process, same data, same load, in one run,
 * so the direct api is the baseline the proxy is compared against. Loopback only.
 */
const CONCURRENCY = 50;
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

interface Addresses {
  apiUrl: string;
  proxyUrl: string;
}

function startServer(): Promise<{ child: ChildProcess; addresses: Addresses }> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_CUSTOMERS: String(CUSTOMERS) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (addresses) => resolve({ child, addresses: addresses as Addresses }));
    child.once('exit', (code) => reject(new Error(`the bench server stopped (exit code ${code})`)));
  });
}

function merge(a: LoadResult, b: LoadResult): LoadResult {
  return { latencies: [...a.latencies, ...b.latencies], errors: a.errors + b.errors, elapsedMs: a.elapsedMs + b.elapsedMs };
}

/** Rounds in A-B-B-A order with half the budget each, so drift (a warming cache, a growing table) hits both paths alike. */
async function measure(scenario: Scenario, { apiUrl, proxyUrl }: Addresses): Promise<Row[]> {
  const half = { concurrency: CONCURRENCY, maxRequests: Math.ceil(scenario.maxRequests / 2), maxMs: scenario.maxMs / 2 };
  const warmUp = { concurrency: CONCURRENCY, maxRequests: 2 * CONCURRENCY, maxMs: 3000 };
  await runLoad({ ...warmUp, send: () => scenario.send(apiUrl) });
  await runLoad({ ...warmUp, send: () => scenario.send(proxyUrl) });
  const results = { api: undefined as LoadResult | undefined, proxy: undefined as LoadResult | undefined };
  for (const path of ['api', 'proxy', 'proxy', 'api'] as const) {
    const baseUrl = path === 'api' ? apiUrl : proxyUrl;
    process.stderr.write(`  ${scenario.name} via ${path}...\n`);
    const run = await runLoad({ ...half, send: () => scenario.send(baseUrl) });
    results[path] = results[path] ? merge(results[path], run) : run;
  }
  return (['api', 'proxy'] as const).map((path) => ({ scenario: scenario.name, path, summary: summarise(results[path]!) }));
}

async function main(): Promise<void> {
  process.stderr.write(`Starting the api and the proxy over ${CUSTOMERS} customers (the first run seeds them; later runs reuse bench/results/data-${CUSTOMERS})...\n`);
  const { child, addresses } = await startServer();
  try {
    const { accessToken, searchRows } = await signIn(addresses.proxyUrl);
    const rows = [...(await measure(login, addresses)), ...(await measure(customerSearch(accessToken), addresses))];
    const context = [
      `Benchmark ${new Date().toISOString()}: ${CONCURRENCY} concurrent, keep-alive, loopback; ${os.cpus().length} CPU(s), Node ${process.version}`,
      `${CUSTOMERS} customers seeded; the search list of sales@demo.test's current group holds ${searchRows} customers.`,
      'Login hashes the password with argon2id on purpose: its throughput is bound by CPU, not by the proxy.',
    ];
    const report = formatReport(rows, context);
    console.log(report);
    await mkdir(resultsDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await writeFile(`${resultsDir}bench-${stamp}.txt`, `${report}\n`);
    await writeFile(`${resultsDir}bench-${stamp}.json`, JSON.stringify({ concurrency: CONCURRENCY, customers: CUSTOMERS, searchRows, rows }, null, 2));
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
