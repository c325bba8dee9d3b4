import { readFile, writeFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from '../../proxy/precompressed';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALL, ASSET_JS, INDEX_HTML, NAVIGATION, SECRET, deadUpstreamUrl, makeSite, rawGet, startEchoUpstream, startProxy } from './proxyFixtures';

let site: Awaited<ReturnType<typeof makeSite>>;
let upstream: Awaited<ReturnType<typeof startEchoUpstream>>;
let proxy: Awaited<ReturnType<typeof startProxy>>;

beforeAll(async () => {
  site = await makeSite();
  upstream = await startEchoUpstream();
  proxy = await startProxy({ distDir: site.distDir, configDir: site.configDir, upstreamUrl: upstream.url, trustProxy: true });
});

afterAll(async () => {
  await proxy.close();
  await upstream.close();
  await site.remove();
});

describe('the built app', () => {
  it('serves index.html at / revalidated on every load', async () => {
    const response = await fetch(proxy.url, { headers: NAVIGATION });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('keeps hashed assets for a year, compressed', async () => {
    const response = await fetch(`${proxy.url}/assets/index-3f9a1c.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(ASSET_JS);
  });

  it('sends the build’s brotli or gzip twin of a file as it is, by what the client accepts', async () => {
    expect(await precompressDir(site.distDir)).toBe(1);
    const file = path.join(site.distDir, 'assets', 'index-3f9a1c.js');
    const [br, gz] = await Promise.all([readFile(`${file}.br`), readFile(`${file}.gz`)]);
    expect([brotliDecompressSync(br).toString(), gunzipSync(gz).toString()]).toEqual([ASSET_JS, ASSET_JS]);
    const get = (encoding: string, method = 'GET') =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = http.request(`${proxy.url}/assets/index-3f9a1c.js`, { method, headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        });
        request.on('error', reject);
        request.end();
      });
    const plain = await get('identity');
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, ASSET_JS]);
    const brotli = await get('gzip, deflate, br');
    expect([brotli.headers['content-encoding'], brotli.headers['content-type'], brotli.headers.vary, brotli.headers['cache-control']]).toEqual([
      'br',
      plain.headers['content-type'],
      'Accept-Encoding',
      'public, max-age=31536000, immutable',
    ]);
    expect(brotli.body.equals(br)).toBe(true);
    expect((await get('gzip')).body.equals(gz)).toBe(true);
    expect((await get('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    const head = await get('br', 'HEAD');
    expect([head.headers['content-encoding'], head.body.length]).toEqual(['br', 0]);
  });

  it('revalidates files outside assets/', async () => {
    const response = await fetch(`${proxy.url}/favicon.svg`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/icrm/inbox', '/iCRM/customer/100234', '/login', '/no/such/page'])('opens the app on a navigation to the client route %s', async (route) => {
    const response = await rawGet(proxy.url, route, NAVIGATION);
    expect(response.status).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 JSON to a script asking for a missing file or route', async () => {
    for (const missing of ['/assets/gone-123.js', '/icrm/inbox']) {
      const response = await rawGet(proxy.url, missing, API_CALL);
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body)).toEqual({ message: 'Not found' });
    }
  });

  it.each(['/assets/%E0%A4%A', '/icrm/%E0%A4%A', '/config/resources/%E0%A4%A.json'])('answers the malformed path %s without a 500', async (malformed) => {
    for (const headers of [NAVIGATION, API_CALL]) {
      const response = await rawGet(proxy.url, malformed, headers);
      expect(response.status).toBeLessThan(500);
      expect(response.body).not.toContain(SECRET);
    }
  });

  it('answers other methods on app paths with 404 JSON', async () => {
    const response = await fetch(`${proxy.url}/icrm/inbox`, { method: 'POST', headers: NAVIGATION });
    expect(response.status).toBe(404);
  });
});

describe('/config: resources added by configuration', () => {
  it('lists the .json files, never cached', async () => {
    const response = await fetch(`${proxy.url}/config/resources`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(['carriers.json', 'suppliers.json']);
  });

  it('shows a file an admin drops in on the next load', async () => {
    const dropped = path.join(site.configDir, 'growers.json');
    await writeFile(dropped, '{"name":"growers"}');
    try {
      expect(await (await fetch(`${proxy.url}/config/resources`)).json()).toContain('growers.json');
      const file = await fetch(`${proxy.url}/config/resources/growers.json`);
      expect(file.headers.get('cache-control')).toBe('no-cache');
      expect(await file.json()).toEqual({ name: 'growers' });
    } finally {
      await rm(dropped);
    }
  });

  it('serves every file with its text in one answer, a dropped one included, never cached', async () => {
    const dropped = path.join(site.configDir, 'growers.json');
    await writeFile(dropped, '{"name":"growers"');
    try {
      const response = await fetch(`${proxy.url}/config/resources/contents`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const files = (await response.json()) as { file: string; text: string }[];
      expect(files.map((entry) => entry.file)).toEqual(['carriers.json', 'growers.json', 'suppliers.json']);
      // As written, broken or not: the app parses each file and reports the broken ones.
      expect(files[1]!.text).toBe('{"name":"growers"');
      expect(JSON.parse(files[2]!.text)).toEqual(await (await fetch(`${proxy.url}/config/resources/suppliers.json`)).json());
    } finally {
      await rm(dropped);
    }
  });

  it('serves one file as JSON', async () => {
    const response = await fetch(`${proxy.url}/config/resources/suppliers.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ name: 'suppliers' });
  });

  const refused = [
    '/config/resources/notes.txt',
    '/config/resources/missing.json',
    '/config/resources/../secret.json',
    '/config/resources/..%2Fsecret.json',
    '/config/resources/..%2F..%2Fsecret.json',
    '/config/resources/%2e%2e%2f%2e%2e%2fsecret.json',
    '/config/resources/..%5C..%5Csecret.json',
    '/config/../secret.json',
    '/config/resources/suppliers.json%00.txt',
    '/config/other',
  ];

  it.each(refused)('answers %s with 404 JSON', async (attempt) => {
    const response = await rawGet(proxy.url, attempt, NAVIGATION);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain(SECRET);
    expect(JSON.parse(response.body)).toEqual({ message: 'Not found' });
  });
});

describe('headers, health and logs', () => {
  const expectSecurityHeaders = (headers: Headers) => {
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('img-src \'self\' data: https:');
    expect(csp).toContain('frame-src https:');
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expectOtherSecurityHeaders(headers);
  };
  const expectOtherSecurityHeaders = (headers: Headers) => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('same-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-powered-by')).toBeNull();
  };

  it.each(['/', '/assets/index-3f9a1c.js', '/config/resources', '/config/nope', '/healthz'])('sets the security headers on %s', async (target) => {
    const response = await fetch(`${proxy.url}${target}`, { headers: NAVIGATION });
    expectSecurityHeaders(response.headers);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it.each([
    ['an API answer', '/api/auth/getRoles', {}],
    ['a refused token', '/api/auth/getRoles', { authorization: 'Bearer not-a-token' }],
  ])('sets the security headers on %s, its policy loading nothing: it is data, never a page', async (_, target, headers) => {
    const response = await fetch(`${proxy.url}${target}`, { headers: { ...NAVIGATION, ...headers } });
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expectOtherSecurityHeaders(response.headers);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('adds Strict-Transport-Security only behind https', async () => {
    const response = await fetch(proxy.url, { headers: { ...NAVIGATION, 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('behind a trusted proxy, passes its X-Forwarded-For on with the hop appended', async () => {
    await fetch(`${proxy.url}/api/auth/getRoles`, { headers: { ...API_CALL, 'x-forwarded-for': '203.0.113.9' } });
    expect(upstream.seen.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.9,127.0.0.1');
  });

  it('reports a reachable upstream on /healthz', async () => {
    const response = await fetch(`${proxy.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', upstream: 'ok' });
  });

  it('reports a dead upstream on /healthz, quickly', async () => {
    const orphan = await startProxy({ distDir: site.distDir, configDir: site.configDir, upstreamUrl: await deadUpstreamUrl() });
    try {
      const response = await fetch(`${orphan.url}/healthz`);
      expect(await response.json()).toEqual({ status: 'ok', upstream: 'down' });
    } finally {
      await orphan.close();
    }
  });

  it('logs one line per request with method, route template, status, duration and request id, without the path or query', async () => {
    await fetch(`${proxy.url}/api/customer/getcustomer/100234?email=someone%40example.test`, { headers: { ...API_CALL, 'x-request-id': 'req-42' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const line = proxy.logLines.find((l) => l.includes('req-42'));
    expect(line).toMatch(/ GET \/api\/customer\/getcustomer\/:debnr 201 [\d.]+ms - req-42$/);
    expect(line).not.toContain('100234');
    expect(line).not.toContain('example.test');
  });
});
