import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '../../api/auth/tokens';
import type { AccessClaims } from '../../schemas/claims';
import { ManualClock } from '../../api/clock';
import { TIMEOUT_MESSAGE, UNREACHABLE_MESSAGE } from '../../proxy/upstream';
import { API_CALL, INDEX_HTML, NAVIGATION, deadUpstreamUrl, makeSite, rawGet, startEchoUpstream, startProxy, startSilentUpstream } from './proxyFixtures';

const SECRET = 'proxy-test-secret-0123456789-abcdefghij';
const NOW = new Date('2026-06-17T08:00:00Z');
const CLAIMS: AccessClaims = { roles: ['iCRMBasis'], preferred_username: 'sales@demo.test', userName: 'Sales', azureId: 'a-1', groupCode: 'G1' };
const validToken = signAccessToken(CLAIMS, SECRET, 900, NOW);

let site: Awaited<ReturnType<typeof makeSite>>;
let upstream: Awaited<ReturnType<typeof startEchoUpstream>>;
let proxy: Awaited<ReturnType<typeof startProxy>>;

beforeAll(async () => {
  site = await makeSite();
  upstream = await startEchoUpstream();
  proxy = await startProxy({ distDir: site.distDir, configDir: site.configDir, upstreamUrl: upstream.url, jwtSecret: SECRET, clock: new ManualClock(NOW) });
});

afterAll(async () => {
  await proxy.close();
  await upstream.close();
  await site.remove();
});

function lastSeen() {
  return upstream.seen.at(-1);
}

describe('forwarding /api/*', () => {
  it('passes method, path with its /api prefix, query and body intact, and brings status, headers and body back', async () => {
    const body = JSON.stringify({ comment: 'Tulpen 🌷 geleverd — “prima”', rows: Array.from({ length: 2000 }, (_, i) => ({ i, debnr: `D${i}` })) });
    const response = await fetch(`${proxy.url}/api/customer/submitcomment/100234?mail=a%40b.test&flag=true`, {
      method: 'POST',
      headers: { ...API_CALL, 'content-type': 'application/json', authorization: `Bearer ${validToken}`, groupcode: 'G1' },
      body,
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('echo');
    // The upstream's own security header gives way to the proxy's: one value, not two.
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.json()).toEqual({ echoed: Buffer.byteLength(body) });
    const seen = lastSeen()!;
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/api/customer/submitcomment/100234?mail=a%40b.test&flag=true');
    expect(seen.body).toBe(body);
    expect(seen.headers.authorization).toBe(`Bearer ${validToken}`);
    expect(seen.headers.groupcode).toBe('G1');
    expect(seen.headers['x-forwarded-for']).toContain('127.0.0.1');
  });

  it('drops X-Forwarded-* headers a client made up when no trusted proxy is in front', async () => {
    await fetch(`${proxy.url}/api/auth/getRoles`, { headers: { ...API_CALL, 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' } });
    expect(lastSeen()?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(lastSeen()?.headers['x-forwarded-proto']).toBe('http');
  });

  it.each([
    ['in chunks of unannounced length', { 'transfer-encoding': 'chunked' }],
    ['after `Expect: 100-continue`, as curl sends a large upload', { expect: '100-continue' }],
  ])('streams a body sent %s', async (_how, extra: Record<string, string>) => {
    const parts = ['{"rows":[', Array.from({ length: 500 }, (_, i) => `{"i":${i}}`).join(','), ']}'];
    const body = parts.join('');
    const status = await new Promise<number>((resolve, reject) => {
      const headers = { ...API_CALL, 'content-type': 'application/json', ...extra, ...(extra.expect ? { 'content-length': String(body.length) } : {}) };
      const request = http.request(`${proxy.url}/api/customer/import`, { method: 'POST', headers }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      const send = () => {
        for (const part of parts) request.write(part);
        request.end();
      };
      if (extra.expect) request.on('continue', send);
      else send();
    });
    expect(status).toBe(201);
    expect(lastSeen()?.body).toBe(body);
  });

  it.each(['GET', 'PUT', 'DELETE'])('forwards %s', async (method) => {
    const response = await fetch(`${proxy.url}/api/visits/UpdateShowroomVisit`, { method, headers: API_CALL });
    expect(response.status).toBe(201);
    expect(lastSeen()).toMatchObject({ method, url: '/api/visits/UpdateShowroomVisit' });
  });
});

describe('bearer tokens', () => {
  const refused = [
    ['a token signed with another key', `Bearer ${signAccessToken(CLAIMS, 'another-secret-another-secret-0123', 900, NOW)}`],
    ['an expired token', `Bearer ${signAccessToken(CLAIMS, SECRET, 900, new Date(NOW.getTime() - 3600_000))}`],
    ['a malformed token', 'Bearer not.a.jwt'],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic c2FsZXM6ZGVtbzEyMzQ='],
  ];

  it.each(refused)('refuses %s with 401 JSON before it reaches the upstream', async (_name, authorization) => {
    const before = upstream.seen.length;
    const response = await fetch(`${proxy.url}/api/auth/getRoles`, { headers: { ...API_CALL, authorization } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
    expect(upstream.seen.length).toBe(before);
  });

  it('lets calls without Authorization through: the upstream decides (login is public)', async () => {
    const response = await fetch(`${proxy.url}/api/auth/login`, { method: 'POST', headers: { ...API_CALL, 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(201);
    expect(lastSeen()?.url).toBe('/api/auth/login');
  });

  it('forwards tokens unverified when it does not hold the key', async () => {
    const keyless = await startProxy({ distDir: site.distDir, configDir: site.configDir, upstreamUrl: upstream.url });
    try {
      const response = await fetch(`${keyless.url}/api/auth/getRoles`, { headers: { ...API_CALL, authorization: 'Bearer not.a.jwt' } });
      expect(response.status).toBe(201);
      expect(lastSeen()?.headers.authorization).toBe('Bearer not.a.jwt');
    } finally {
      await keyless.close();
    }
  });
});

describe('connections to the upstream', () => {
  it('reuses a connection, and drops an idle one before the upstream closes it (a reuse then would fail with 502)', async () => {
    const shortLived = await startEchoUpstream({ keepAliveTimeoutMs: 2000 });
    const front = await startProxy({ distDir: site.distDir, configDir: site.configDir, upstreamUrl: shortLived.url });
    const call = async () => (await fetch(`${front.url}/api/auth/getRoles`, { headers: API_CALL })).status;
    try {
      expect(await call()).toBe(201);
      expect(await call()).toBe(201);
      expect(shortLived.connections()).toBe(1);
      // The upstream announces `Keep-Alive: timeout=2`: the proxy lets the connection go after 1 s idle.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await call()).toBe(201);
      expect(shortLived.connections()).toBe(2);
    } finally {
      await front.close();
      await shortLived.close();
    }
  });
});

describe('an upstream in trouble', () => {
  it('answers 502 JSON when the upstream cannot be reached', async () => {
    const down = await startProxy({ distDir: site.distDir, configDir: site.configDir, upstreamUrl: await deadUpstreamUrl() });
    try {
      const response = await fetch(`${down.url}/api/auth/login`, { method: 'POST', headers: API_CALL, body: '{}' });
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.json()).toEqual({ message: UNREACHABLE_MESSAGE });
      expect(down.logLines).toContain('upstream ECONNREFUSED on POST /api/auth/login');
    } finally {
      await down.close();
    }
  });

  it('answers 504 JSON when the upstream stays silent past the timeout', async () => {
    const silent = await startSilentUpstream();
    const slow = await startProxy({ distDir: site.distDir, configDir: site.configDir, upstreamUrl: silent.url, upstreamTimeoutMs: 300 });
    try {
      const started = Date.now();
      const response = await fetch(`${slow.url}/api/customer/getallcustomers`, { headers: API_CALL });
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({ message: TIMEOUT_MESSAGE });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await slow.close();
      await silent.close();
    }
  });

  it('stops waiting on the upstream when the client gives up', async () => {
    const silent = await startSilentUpstream();
    const front = await startProxy({ distDir: site.distDir, configDir: site.configDir, upstreamUrl: silent.url });
    try {
      const client = new AbortController();
      const call = fetch(`${front.url}/api/customer/getallcustomers`, { headers: API_CALL, signal: client.signal }).catch(() => 'given up');
      await vi.waitFor(() => expect(silent.held()).toBe(1));
      client.abort();
      expect(await call).toBe('given up');
      await vi.waitFor(() => expect(silent.droppedByCaller()).toBe(1));
      expect(front.logLines.filter((line) => line.startsWith('upstream'))).toEqual([]);
    } finally {
      await front.close();
      await silent.close();
    }
  });
});

describe('app pages under /api/ versus API calls', () => {
  const pages = ['/api/quadra-export', '/api/excel', '/API/Excel', '/api/dexxC&Cmodule', '/api/dexxC%26Cmodule', '/api/DEXXc%26cMODULE', '/api/jdfexport/'];

  it.each(pages)('a browser navigation to %s opens the app without calling the upstream', async (pagePath) => {
    const before = upstream.seen.length;
    const response = await rawGet(proxy.url, pagePath, NAVIGATION);
    expect(response.status).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(upstream.seen.length).toBe(before);
  });

  it.each(pages)('an API call to %s still goes to the upstream, path untouched', async (pagePath) => {
    const response = await rawGet(proxy.url, pagePath, API_CALL);
    expect(response.status).toBe(201);
    expect(lastSeen()?.url).toBe(pagePath);
  });

  it('a navigation judged by Accept alone (no Sec-Fetch headers) opens the app', async () => {
    const response = await rawGet(proxy.url, '/api/quadra-export', { accept: NAVIGATION.accept });
    expect(response.body).toBe(INDEX_HTML);
  });

  it('a script asking for HTML, a POST, or a call with any Accept goes upstream', async () => {
    const before = upstream.seen.length;
    await rawGet(proxy.url, '/api/excel', { accept: 'text/html', 'sec-fetch-mode': 'cors' });
    await rawGet(proxy.url, '/api/excel', { accept: '*/*' });
    await rawGet(proxy.url, '/api/excel', {});
    const post = await fetch(`${proxy.url}/api/excel`, { method: 'POST', headers: { accept: NAVIGATION.accept } });
    expect(post.status).toBe(201);
    expect(upstream.seen.length).toBe(before + 4);
  });

  it('a navigation to an /api/ path that is no page reaches the upstream', async () => {
    const response = await rawGet(proxy.url, '/api/customer/getallcustomers', NAVIGATION);
    expect(response.status).toBe(201);
    expect(lastSeen()?.url).toBe('/api/customer/getallcustomers');
  });

  it('paths that only start like /api are the app, not the API', async () => {
    const before = upstream.seen.length;
    const response = await rawGet(proxy.url, '/apiary', NAVIGATION);
    expect(response.body).toBe(INDEX_HTML);
    expect(upstream.seen.length).toBe(before);
  });
});
