import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApiThread, type SupervisedApi } from '../../proxy/apiThread';
import { RESTARTING_MESSAGE } from '../../proxy/upstream';
import { makeSite, startProxy } from './proxyFixtures';

let dataDir: string;
let api: SupervisedApi;
let site: Awaited<ReturnType<typeof makeSite>>;
let proxy: Awaited<ReturnType<typeof startProxy>>;
const supervisorLog: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'crm-supervisor-'));
  api = await startApiThread({ dataDir, seedCustomers: 10, env: { JWT_SECRET: 'supervisor-test-secret-0123456789abcdef' } }, { log: (line) => supervisorLog.push(line) });
  site = await makeSite();
  proxy = await startProxy({ distDir: site.distDir, configDir: site.configDir, upstreamUrl: api.url, upstreamRestarts: true });
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await api?.close();
  await site?.remove();
  await rm(dataDir, { recursive: true, force: true });
});

const login = () =>
  fetch(`${proxy.url}/api/auth/login`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sales@demo.test', password: 'demo1234' }),
  });

/** A call whose body is still being sent: it is in flight in the api until `finish` is called. */
function callInFlight(): { answer: Promise<{ status: number; body: string; retryAfter?: string }> } {
  const { hostname, port } = new URL(proxy.url);
  const answer = new Promise<{ status: number; body: string; retryAfter?: string }>((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: '/api/auth/login', method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, retryAfter: res.headers['retry-after'] as string | undefined }));
      },
    );
    req.on('error', reject);
    req.write('{"email":');
  });
  return { answer };
}

describe('the embedded api thread, supervised', () => {
  it('is started again when it dies: the call in flight answers 503, the next ones are served, the event is logged', async () => {
    expect((await login()).status).toBe(200);
    const inFlight = callInFlight();
    await new Promise((resolve) => setTimeout(resolve, 200));

    await api.thread().terminate();

    const cut = await inFlight.answer;
    expect(cut.status).toBe(503);
    expect(JSON.parse(cut.body)).toEqual({ message: RESTARTING_MESSAGE });
    expect(cut.retryAfter).toBe('1');
    await vi.waitFor(async () => expect((await login()).status).toBe(200), { timeout: 60_000, interval: 250 });
    expect(api.restarts()).toBe(1);
    expect(supervisorLog[0]).toMatch(/^api thread stopped \(.*exit code 1\): starting it again$/);
    expect(supervisorLog).toContain(`api thread running again on port ${new URL(api.url).port}`);
  }, 90_000);

  it('a call made while it is down answers 503, not 502', async () => {
    await api.thread().terminate();
    // A new thread takes seconds to load and open the database: this call finds none listening.
    const response = await login();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: RESTARTING_MESSAGE });
    await vi.waitFor(async () => expect((await login()).status).toBe(200), { timeout: 60_000, interval: 250 });
    expect(api.restarts()).toBe(2);
  }, 90_000);
});
