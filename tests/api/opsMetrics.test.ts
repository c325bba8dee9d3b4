import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualClock } from '../../api/clock';
import { createProxyApp } from '../../proxy/createProxyApp';
import { serveEmbeddedApi, type EmbeddedApi } from '../../proxy/embeddedApi';
import { proxyMetrics, type ProxyMetrics } from '../../proxy/metrics';
import { DEMO_PASSWORD, TEST_NOW } from '../support/apiHarness';
import { seededDatabase } from '../support/seededDatabase';
import { startEchoUpstream, startProxy } from './proxyFixtures';

/*
 * The real api behind the real proxy, as the app runs them (the api's loopback routes included), with
 * the metrics and the request log of the proxy in view.
 */
const JWT_SECRET = 'ops-metrics-secret-0123456789-abcdefghijkl';
const METRICS_TOKEN = 'metrics-token-for-the-ops-test';
const PUBLIC_CLIENT = '203.0.113.9';

let seeded: Awaited<ReturnType<typeof seededDatabase>>;
let api: EmbeddedApi;
let metrics: ProxyMetrics;
let server: http.Server;
let url: string;
const logLines: string[] = [];

beforeAll(async () => {
  const clock = new ManualClock(TEST_NOW);
  seeded = await seededDatabase({ customers: 40, seed: 42, today: clock.now() });
  api = await serveEmbeddedApi(seeded.db, { env: { TRUST_PROXY: 'true', LOGIN_FAILURE_LIMIT: '3' }, jwtSecret: JWT_SECRET, clock });
  metrics = proxyMetrics();
  const app = createProxyApp({
    distDir: '/nonexistent',
    configDir: '/nonexistent',
    upstreamUrl: api.url,
    jwtSecret: JWT_SECRET,
    clock,
    trustProxy: true,
    metrics,
    metricsToken: METRICS_TOKEN,
    apiMetricsUrl: api.url,
    log: (line) => logLines.push(line),
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await api.close();
  await seeded.drop();
});

const login = (email: string, password: string, from = '198.51.100.7') =>
  fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify({ email, password }) });

async function scrape(headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${url}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one series (name with its labels, as the text writes it); 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  test('counts requests by route template and status, with their latency, never by raw path', async () => {
    const { accessToken } = (await (await login('sales@demo.test', DEMO_PASSWORD)).json()) as { accessToken: string };
    const [{ debnr }] = (await (await fetch(`${url}/api/customer/getallcustomers`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { debnr: string }[];
    for (let i = 0; i < 2; i++) await fetch(`${url}/api/customer/getcustomer/${debnr}?ignored=${i}`, { headers: { authorization: `Bearer ${accessToken}` } });
    await fetch(`${url}/api/customer/getcustomer/999999`, { headers: { authorization: `Bearer ${accessToken}` } });

    const text = await scrape();
    expect(valueOf(text, 'flora_http_requests_total{route="/api/customer/getcustomer/:debnr",method="GET",status="200"}')).toBe(2);
    expect(valueOf(text, 'flora_http_requests_total{route="/api/customer/getcustomer/:debnr",method="GET",status="404"}')).toBe(1);
    expect(valueOf(text, 'flora_http_request_duration_seconds_count{route="/api/customer/getcustomer/:debnr",method="GET"}')).toBe(3);
    expect(valueOf(text, 'flora_http_request_duration_seconds_bucket{le="+Inf",route="/api/customer/getcustomer/:debnr",method="GET"}')).toBe(3);
    expect(text).not.toContain(debnr);
    expect(text).not.toContain('ignored');
  });

  test('counts failed logins and the 429s past the limit of one address', async () => {
    const before = await scrape();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await login('finance@demo.test', 'wrong-password', '198.51.100.99')).status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 423]);
    expect(statuses[3]).toBe(429);
    const after = await scrape();
    const delta = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(delta('flora_login_failures_total{status="401"}')).toBe(2);
    expect(delta('flora_login_failures_total{status="423"}')).toBe(1);
    expect(delta('flora_rate_limited_total{route="/api/auth/login"}')).toBe(1);
  });

  test("adds the api thread's own: kept list answers (miss, hit, 304), its event loop, and the pool where there is one", async () => {
    const { accessToken } = (await (await login('sales@demo.test', DEMO_PASSWORD)).json()) as { accessToken: string };
    const before = await scrape();
    const list = (headers: Record<string, string> = {}) => fetch(`${url}/api/customer/getallcustomerstosearch`, { headers: { authorization: `Bearer ${accessToken}`, ...headers } });
    const first = await list();
    await first.arrayBuffer();
    await (await list()).arrayBuffer();
    expect((await list({ 'if-none-match': first.headers.get('etag')! })).status).toBe(304);
    const after = await scrape();
    const delta = (result: string) => valueOf(after, `flora_kept_answers_total{result="${result}"}`) - valueOf(before, `flora_kept_answers_total{result="${result}"}`);
    expect([delta('miss') + delta('hit'), delta('not_modified')]).toEqual([3, 1]);
    expect(delta('miss')).toBeLessThanOrEqual(1);
    expect(after).toMatch(/^flora_api_thread_nodejs_eventloop_lag_p99_seconds /m);
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(after).toContain('flora_api_thread_restarts_total 0');
    if (seeded.db.engine === 'postgres') expect(after).toMatch(/^flora_db_pool_connections\{state="total"\} [1-9]/m);
    else expect(after).not.toContain('flora_db_pool_connections');
  });

  test('counts api thread restarts', async () => {
    metrics.apiRestarted();
    expect(await scrape()).toContain('flora_api_thread_restarts_total 1');
  });

  test('is 404 to a public address, unless it brings METRICS_TOKEN as a bearer', async () => {
    const fromPublic = await fetch(`${url}/metrics`, { headers: { 'x-forwarded-for': PUBLIC_CLIENT } });
    expect(fromPublic.status).toBe(404);
    const browser = await fetch(`${url}/metrics`, { headers: { 'x-forwarded-for': PUBLIC_CLIENT, accept: 'text/html', 'sec-fetch-mode': 'navigate' } });
    expect(browser.status).toBe(404);
    expect(await fromPublic.text()).not.toContain('flora_');
    const wrongToken = await fetch(`${url}/metrics`, { headers: { 'x-forwarded-for': PUBLIC_CLIENT, authorization: 'Bearer metrics-token-for-the-ops-tesT' } });
    expect(wrongToken.status).toBe(404);
    const text = await scrape({ 'x-forwarded-for': PUBLIC_CLIENT, authorization: `Bearer ${METRICS_TOKEN}` });
    expect(text).toContain('flora_http_requests_total');
    // A private address (a scraper on the same network) needs no token.
    expect((await fetch(`${url}/metrics`, { headers: { 'x-forwarded-for': '10.1.2.3' } })).status).toBe(200);
  });

  test("the api's loopback metrics route is not reachable through the proxy", async () => {
    expect((await fetch(`${url}/_internal/metrics`)).status).toBe(404);
    expect((await fetch(`${url}/api/_internal/metrics`)).status).toBe(404);
  });
});

describe('X-Request-Id', () => {
  test('is passed on to the api and returned in the answer: the caller\'s when sane, else a new one', async () => {
    const upstream = await startEchoUpstream();
    const proxy = await startProxy({ distDir: '/nonexistent', configDir: '/nonexistent', upstreamUrl: upstream.url });
    try {
      const given = await fetch(`${proxy.url}/api/auth/getRoles`, { headers: { 'x-request-id': 'balancer-1234' } });
      expect(given.headers.get('x-request-id')).toBe('balancer-1234');
      expect(upstream.seen.at(-1)!.headers['x-request-id']).toBe('balancer-1234');
      const made = await fetch(`${proxy.url}/api/auth/getRoles`, { headers: { 'x-request-id': 'two words' } });
      const id = made.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(upstream.seen.at(-1)!.headers['x-request-id']).toBe(id);
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });
});
