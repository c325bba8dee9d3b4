import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../api/db/database';
import { prepareDatabase } from '../../api/bootstrap';
import { lockFileOf } from '../../api/db/dataDirLock';
import { openPglite } from '../../api/db/pglite';
import { openPostgres } from '../../api/db/postgres';
import { STARTING_MESSAGE } from '../../proxy/createProxyApp';
import { emptyPostgresDatabase } from '../support/emptyPostgres';

/*
 * The app as it is deployed: `node proxy/main.ts` in its own process, and `npm run backup` / `npm run
 * restore` beside it. Over PGlite in a temporary DATA_DIR; in the pg stage over a new, empty PostgreSQL
 * database (DATABASE_URL: pg_dump and pg_restore).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const onPostgres = process.env.TEST_DATABASE_URL !== undefined;

let postgres: Awaited<ReturnType<typeof emptyPostgresDatabase>> | undefined;
let dataDir: string;
let work: string;
let port: number;
let app: ChildProcess;
const stdout: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });
}

function env(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, UPSTREAM_API_URL: _up, METRICS_TOKEN: _token, ...rest } = process.env;
  return { ...rest, ...(postgres ? { DATABASE_URL: postgres.url } : {}), DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_CUSTOMERS: '20', DRAIN_SECONDS: '1', LOG_FORMAT: 'json' };
}

/** Runs `npm run <script> -- args` as npm does (node --import tsx scripts/<script>.ts); its exit code and output. */
function script(name: 'backup' | 'restore', args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], { cwd: ROOT, env: env() });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const url = (p: string) => `http://127.0.0.1:${port}${p}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'crm-ops-'));
  dataDir = path.join(work, 'data');
  port = await freePort();
  if (onPostgres) postgres = await emptyPostgresDatabase();
  app = spawn(process.execPath, ['--import', 'tsx', 'proxy/main.ts'], { cwd: ROOT, env: env() });
  let pending = '';
  app.stdout!.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop()!;
    stdout.push(...lines);
  });
  app.stderr!.resume();
});

afterAll(async () => {
  if (app.exitCode === null) app.kill('SIGKILL');
  await rm(work, { recursive: true, force: true });
  await postgres?.drop();
});

describe('one instance, its start, its stop and its backups', () => {
  test('it listens at once: /readyz answers 503 and API calls a 503 that says so while the database is prepared, then 200', async () => {
    const seen: number[] = [];
    let apiWhileStarting: { status: number; body: unknown } | undefined;
    for (const started = Date.now(); Date.now() - started < 90_000; await sleep(50)) {
      const status = await fetch(url('/readyz')).then((r) => r.status, () => 0);
      if (status !== 0) seen.push(status);
      if (status === 503 && !apiWhileStarting) {
        const response = await fetch(url('/api/auth/getRoles'));
        apiWhileStarting = { status: response.status, body: await response.json() };
      }
      if (status === 200) break;
    }
    expect(seen[0]).toBe(503);
    expect(seen.at(-1)).toBe(200);
    expect(apiWhileStarting).toEqual({ status: 503, body: { message: STARTING_MESSAGE } });
    expect(await (await fetch(url('/healthz'))).json()).toEqual({ status: 'ok', upstream: 'ok' });
    // A process of its own starting under the suite's load: tsx compiles, then PGlite migrates and seeds.
  }, 120_000);

  test('metrics of both threads on /metrics; one JSON log line per request with its route template and user, never the token or query', async () => {
    const login = await fetch(url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'ops-login-1' },
      body: JSON.stringify({ email: 'sales@demo.test', password: 'demo1234' }),
    });
    expect(login.headers.get('x-request-id')).toBe('ops-login-1');
    const { accessToken } = (await login.json()) as { accessToken: string };
    const azureId = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).azureId as string;
    const roles = await fetch(url('/api/auth/getRoles?secret=abc'), { headers: { authorization: `Bearer ${accessToken}` } });
    expect(roles.status).toBe(200);
    const requestId = roles.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const metrics = await (await fetch(url('/metrics'))).text();
    expect(metrics).toContain('flora_http_requests_total{route="/api/auth/getRoles",method="GET",status="200"} 1');
    expect(metrics).toContain('flora_http_requests_total{route="/readyz",method="GET",status="503"}');
    expect(metrics).toContain('flora_api_thread_restarts_total 0');
    expect(metrics).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    // The api thread's own, merged in from its loopback route.
    expect(metrics).toMatch(/^flora_api_thread_nodejs_eventloop_lag_p99_seconds /m);
    expect(metrics).toContain('flora_kept_answers_total{result="miss"}');

    await sleep(50);
    const entries = stdout.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
    const entry = entries.find((e) => e.requestId === requestId);
    expect(entry).toMatchObject({ level: 'info', method: 'GET', route: '/api/auth/getRoles', status: 200, azureId });
    expect(entry!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(typeof entry!.durationMs).toBe('number');
    expect(entries.find((e) => e.requestId === 'ops-login-1')).toMatchObject({ route: '/api/auth/login', status: 200 });
    // The start-up banner names the demo password; no request's line holds a secret.
    const everything = stdout.filter((line) => line.startsWith('{')).join('\n');
    expect(everything).not.toContain(accessToken);
    expect(everything).not.toContain('secret=abc');
    expect(everything).not.toContain('demo1234');
  });

  test('backup while it runs, restore refused while it runs, SIGTERM drains, then restore brings the backup back: a later write is gone, the rest is there', async () => {
    const backup = path.join(work, 'flora.backup');
    const made = await script('backup', [backup]);
    expect(made.output).toContain('Backup of');
    expect(made.code).toBe(0);

    // A write after the backup: the sales user's language.
    const login = await fetch(url('/api/auth/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'sales@demo.test', password: 'demo1234' }) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const azureId = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).azureId as string;
    const changed = await fetch(url(`/api/auth/UpdateUserLanguage/${azureId}?language=de`), { headers: { authorization: `Bearer ${accessToken}` } });
    expect(changed.status).toBe(200);

    const refused = await script('restore', [backup, '--yes']);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/stop (it|every instance) first/);
    // A PGlite data folder is one process's: a second one on it refuses to start.
    if (!postgres) await expect(prepareDatabase({ dataDir, seedCustomers: 0 })).rejects.toThrow(/another Flora CRM \(pid \d+\) runs on/);

    // SIGTERM: /readyz says draining for DRAIN_SECONDS while calls are still served, then the process ends.
    const exited = new Promise<number | null>((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await sleep(200);
    const readyz = await fetch(url('/readyz'));
    expect([readyz.status, await readyz.json()]).toEqual([503, { status: 'draining' }]);
    expect((await fetch(url('/api/auth/getRoles'), { headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(200);
    expect(await exited).toBe(0);
    expect(existsSync(lockFileOf(dataDir))).toBe(false);

    const open = (): Promise<Database> => (postgres ? openPostgres(postgres.url, 1) : openPglite(dataDir));
    const before = await open();
    const countsOf = (db: Database) =>
      db.query<Record<string, number>>(
        `SELECT (SELECT count(*)::int FROM customers) AS customers, (SELECT count(*)::int FROM invoices) AS invoices,
                (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM schema_migrations) AS migrations`,
      );
    const languageOf = async (db: Database) => (await db.query<{ language: string }>('SELECT language FROM users WHERE azure_id = $1', [azureId]))[0]?.language;
    const countsBefore = await countsOf(before);
    expect(await languageOf(before)).toBe('de');
    await before.close();

    expect((await script('restore', [backup])).code).toBe(1);
    const restored = await script('restore', [backup, '--yes']);
    expect(restored.output).toContain('Restored');
    expect(restored.code).toBe(0);

    const after = await open();
    try {
      expect(await languageOf(after)).not.toBe('de');
      expect(await countsOf(after)).toEqual(countsBefore);
    } finally {
      await after.close();
    }
  }, 90_000);
});
