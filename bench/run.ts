import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { runLoad, type LoadResult } from './load';
import { formatReport, type Row } from './report';
import { customerSearch, customerSearchRevalidated, login, signIn, type Scenario } from './scenarios';
import { startBenchServer, type BenchServer } from './serverProcess';
import { summarise } from './stats';

/**
 * npm run bench: the api straight, through a bare pass-through and through the proxy, same process,
 * same data, same load, in one run: the bare hop is the floor the proxy is judged against. Loopback
 * only. One request at a time shows what a hop costs a request; 20 and 50 what it costs under queueing.
 */
const CONCURRENCY_LEVELS = [1, 20, 50];
const PATHS = ['api', 'bare', 'proxy'] as const;
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

interface Measured {
  load: LoadResult;
  cpuMs: number;
}

function merge(a: Measured | undefined, b: Measured): Measured {
  if (!a) return b;
  const failures = { ...a.load.failures };
  for (const [reason, count] of Object.entries(b.load.failures)) failures[reason] = (failures[reason] ?? 0) + count;
  const load = { latencies: [...a.load.latencies, ...b.load.latencies], errors: a.load.errors + b.load.errors, elapsedMs: a.load.elapsedMs + b.load.elapsedMs, failures };
  return { load, cpuMs: a.cpuMs + b.cpuMs };
}

/** Rounds in A-B-C-C-B-A order with half the budget each, so drift (a warming cache, a growing table) hits every path alike. */
async function measure(server: BenchServer, scenario: Scenario, concurrency: number): Promise<Row[]> {
  const half = { concurrency, maxRequests: Math.ceil(scenario.maxRequests / 2), maxMs: scenario.maxMs / 2 };
  const warmUp = { concurrency, maxRequests: 2 * concurrency, maxMs: 3000 };
  const urls = { api: server.apiUrl, bare: server.bareUrl, proxy: server.proxyUrl };
  for (const path of PATHS) await runLoad({ ...warmUp, send: () => scenario.send(urls[path]) });
  const results: Partial<Record<(typeof PATHS)[number], Measured>> = {};
  for (const path of [...PATHS, ...[...PATHS].reverse()]) {
    const baseUrl = urls[path];
    process.stderr.write(`  ${scenario.name} via ${path}, ${concurrency} concurrent...\n`);
    const cpuBefore = await server.cpuMs();
    const load = await runLoad({ ...half, send: () => scenario.send(baseUrl) });
    results[path] = merge(results[path], { load, cpuMs: (await server.cpuMs()) - cpuBefore });
  }
  return PATHS.map((path) => {
    const { load, cpuMs } = results[path]!;
    return { scenario: scenario.name, concurrency, path, summary: summarise(load), cpuMsPerRequest: cpuMs / (load.latencies.length + load.errors), failures: load.failures };
  });
}

async function main(): Promise<void> {
  process.stderr.write(`Starting the api and the proxy over ${CUSTOMERS} customers (the first run seeds them; later runs reuse bench/results/data-${CUSTOMERS})...\n`);
  const server = await startBenchServer(CUSTOMERS);
  try {
    const { accessToken, searchRows, searchEtag } = await signIn(server.proxyUrl);
    const rows: Row[] = [];
    for (const scenario of [login, customerSearch(accessToken), customerSearchRevalidated(accessToken, searchEtag)]) {
      for (const concurrency of CONCURRENCY_LEVELS) rows.push(...(await measure(server, scenario, concurrency)));
    }
    const context = [
      `Benchmark ${new Date().toISOString()}: keep-alive, loopback; ${os.cpus().length} CPU(s), load average ${os.loadavg()[0]!.toFixed(1)} at the end, Node ${process.version}`,
      `${CUSTOMERS} customers seeded; the search list of sales@demo.test's current group holds ${searchRows} customers.`,
      'Login hashes the password with argon2id on purpose: its throughput is bound by CPU, not by the proxy.',
      'Server CPU per request counts every thread of the server (api and proxy); other load on the machine distorts it far less than latency.',
    ];
    const report = formatReport(rows, context);
    console.log(report);
    await mkdir(resultsDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await writeFile(`${resultsDir}bench-${stamp}.txt`, `${report}\n`);
    await writeFile(`${resultsDir}bench-${stamp}.json`, JSON.stringify({ customers: CUSTOMERS, searchRows, rows }, null, 2));
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
