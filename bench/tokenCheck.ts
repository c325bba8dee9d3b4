import { fork } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { createApi } from '../api/app';
import { SessionCheck, type LiveCaller } from '../api/auth/sessionCheck';
import type { SessionClaims } from '../api/auth/tokens';
import { ManualClock } from '../api/clock';
import { configFromEnv } from '../api/config';
import { createServices } from '../api/createServices';
import { migrate } from '../api/db/migrate';
import { openPglite } from '../api/db/pglite';
import { seed } from '../api/seed';
import { runLoad, type LoadResult } from './load';
import { summarise } from './stats';

/**
 * What the per-call session check costs: npx tsx bench/tokenCheck.ts. One server process runs the api
 * three times over the same database: with the check as shipped (one lookup per user and session, kept
 * 1 s), with the check asking the database on every call, and with no check (the token's own claims, as
 * before sessions could be withdrawn). Each call is measured on the three in A-B-C-C-B-A rounds, so
 * drift hits all alike; the server's CPU time per request is the figure other load distorts least.
 * Then one user's getcustomer p50 alone and during a flood of wrong logins (one address; many addresses).
 */
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 2000);
const NOW = new Date('2026-06-17T08:00:00Z');
const dataDir = fileURLToPath(new URL(`./results/token-data-${CUSTOMERS}/`, import.meta.url));
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
const VARIANTS = ['no check', 'check, no reuse', 'check as shipped'] as const;
type Variant = (typeof VARIANTS)[number];

/** The api as it was before: the token's claims are believed until the token expires. */
class TokenOnly extends SessionCheck {
  override check(claims: SessionClaims): Promise<LiveCaller | undefined> {
    return Promise.resolve({ roles: claims.roles, tosAgreement: true });
  }
}

/** Child process: the three apis over one seeded database; answers each message with its CPU time so far. */
async function serve(): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const db = await openPglite(dataDir);
  await migrate(db);
  const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers')) as [{ n: number }];
  if (n === 0) await seed(db, { customers: CUSTOMERS, seed: 42, today: NOW });
  await db.exec('ANALYZE');
  const clock = new ManualClock(NOW);
  const config = configFromEnv({ TRUST_PROXY: 'true', ACCESS_TOKEN_TTL: '3600' }, 'bench-secret-0123456789-0123456789-0123456789');
  const base = createServices(db, clock, config);
  const sessions: Record<Variant, SessionCheck> = {
    'no check': new TokenOnly(db),
    'check, no reuse': new SessionCheck(db, 0),
    'check as shipped': base.sessions,
  };
  const urls: Partial<Record<Variant, string>> = {};
  for (const variant of VARIANTS) {
    const server = http.createServer(createApi({ ...base, sessions: sessions[variant] })).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    urls[variant] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  process.send?.({ urls });
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMs: (user + system) / 1000 });
  });
  process.on('SIGTERM', () => process.exit(0));
}

interface Server {
  urls: Record<Variant, string>;
  cpuMs(): Promise<number>;
  stop(): void;
}

function startServer(): Promise<Server> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const cpuMs = () =>
    new Promise<number>((resolve) => {
      child.once('message', (message) => resolve((message as { cpuMs: number }).cpuMs));
      child.send('cpu');
    });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ urls: (message as { urls: Record<Variant, string> }).urls, cpuMs, stop: () => child.kill('SIGTERM') }));
    child.once('exit', (code) => reject(new Error(`the api process stopped (exit code ${code})`)));
  });
}

const getter = (token: string, next: (base: string) => string) => (base: string) => async () => {
  const response = await fetch(next(base), { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  return true;
};

interface Row {
  call: string;
  concurrency: number;
  variant: Variant;
  cpuMsPerRequest: number;
  p50: number;
  perSecond: number;
}

async function compare(server: Server, call: string, send: (base: string) => () => Promise<boolean>, concurrency: number): Promise<Row[]> {
  const budget = { concurrency, maxRequests: 3000, maxMs: 5000 };
  const totals = new Map<Variant, { load: LoadResult[]; cpuMs: number }>(VARIANTS.map((v) => [v, { load: [], cpuMs: 0 }]));
  for (const variant of VARIANTS) await runLoad({ concurrency, maxRequests: 4 * concurrency, maxMs: 2000, send: send(server.urls[variant]) });
  for (const variant of [...VARIANTS, ...[...VARIANTS].reverse()]) {
    process.stderr.write(`  ${call}, ${concurrency} concurrent, ${variant}...\n`);
    const before = await server.cpuMs();
    const load = await runLoad({ ...budget, send: send(server.urls[variant]) });
    const total = totals.get(variant)!;
    total.load.push(load);
    total.cpuMs += (await server.cpuMs()) - before;
  }
  return VARIANTS.map((variant) => {
    const { load, cpuMs } = totals.get(variant)!;
    const merged: LoadResult = {
      latencies: load.flatMap((l) => l.latencies),
      errors: load.reduce((n, l) => n + l.errors, 0),
      elapsedMs: load.reduce((n, l) => n + l.elapsedMs, 0),
      failures: {},
    };
    const summary = summarise(merged);
    return { call, concurrency, variant, cpuMsPerRequest: cpuMs / (summary.requests + summary.errors), p50: summary.p50, perSecond: summary.perSecond };
  });
}

/** One user's getcustomer p50, one call at a time, while `flood` runs (or alone). */
async function p50During(send: () => Promise<boolean>, flood?: () => Promise<unknown>): Promise<number> {
  let flooding = Boolean(flood);
  const flooders = flood ? Promise.all(Array.from({ length: 20 }, async () => { while (flooding) await flood().catch(() => undefined); })) : Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, flood ? 500 : 0));
  const result = summarise(await runLoad({ concurrency: 1, maxRequests: 400, maxMs: 8000, send }));
  flooding = false;
  await flooders;
  return result.p50;
}

async function main(): Promise<void> {
  process.stderr.write(`Starting the api three times over ${CUSTOMERS} customers (the first run seeds ${dataDir})...\n`);
  const server = await startServer();
  try {
    const shipped = server.urls['check as shipped'];
    const login = await fetch(`${shipped}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'sales@demo.test', password: 'demo1234' }) });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const list = await fetch(`${shipped}/api/customer/getallcustomerstosearch`, { headers: { authorization: `Bearer ${accessToken}` } });
    const debnrs = ((await list.json()) as { debnr: string }[]).map((c) => c.debnr);
    let turn = 0;
    const roles = getter(accessToken, (base) => `${base}/api/auth/getRoles`);
    const customer = getter(accessToken, (base) => `${base}/api/customer/getcustomer/${debnrs[(turn = (turn + 7919) % debnrs.length)]}`);

    const rows: Row[] = [];
    for (const concurrency of [1, 10]) {
      rows.push(...(await compare(server, 'GET auth/getRoles', roles, concurrency)));
      rows.push(...(await compare(server, 'GET customer/getcustomer/{debnr}', customer, concurrency)));
    }

    // Ever new emails, so no account lock spares the hashing; the address is the trusted proxy's X-Forwarded-For.
    let attempt = 0;
    const wrongLogin = (fixedAddress: boolean) => () => {
      attempt += 1;
      return fetch(`${shipped}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': fixedAddress ? '198.51.100.1' : `10.9.${(attempt >> 8) & 255}.${attempt & 255}` },
        body: JSON.stringify({ email: `flood-${attempt}@demo.test`, password: 'not-the-password' }),
      }).then((r) => r.arrayBuffer());
    };
    process.stderr.write('  getcustomer p50 alone and during login floods...\n');
    const flood = {
      alone: await p50During(customer(shipped)),
      oneAddress: await p50During(customer(shipped), wrongLogin(true)),
      manyAddresses: await p50During(customer(shipped), wrongLogin(false)),
    };

    const header = ['call', 'conc.', 'variant', 'server CPU ms/req', 'vs no check', 'p50 ms', 'req/s'];
    const cells = rows.map((r) => {
      const baseline = rows.find((b) => b.call === r.call && b.concurrency === r.concurrency && b.variant === 'no check')!;
      const added = r.cpuMsPerRequest - baseline.cpuMsPerRequest;
      return [r.call, String(r.concurrency), r.variant, r.cpuMsPerRequest.toFixed(3), r.variant === 'no check' ? '' : `${added >= 0 ? '+' : ''}${added.toFixed(3)} ms`, r.p50.toFixed(2), r.perSecond.toFixed(0)];
    });
    const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
    const line = (c: string[]) => c.map((v, i) => (i < 3 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
    const report = [
      `tokenCheck bench ${new Date().toISOString()}: ${CUSTOMERS} customers, PGlite, keep-alive, loopback; ${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`,
      '',
      [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n'),
      '',
      `getcustomer p50, one call at a time: alone ${flood.alone.toFixed(2)} ms; during 20 concurrent wrong logins from one address ${flood.oneAddress.toFixed(2)} ms; from ever new addresses ${flood.manyAddresses.toFixed(2)} ms`,
    ].join('\n');
    console.log(report);
    await mkdir(resultsDir, { recursive: true });
    await writeFile(`${resultsDir}tokenCheck-${new Date().toISOString().replace(/[:.]/g, '-')}.txt`, `${report}\n`);
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
