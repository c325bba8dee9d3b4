import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualClock } from '../../api/clock';
import { keptAnswerCounts } from '../../api/http/readyAnswer';
import { createProxyApp } from '../../proxy/createProxyApp';
import { serveEmbeddedApi, type EmbeddedApi } from '../../proxy/embeddedApi';
import { proxyMetrics, type ProxyMetrics } from '../../proxy/metrics';
import { DEMO_PASSWORD, TEST_NOW } from '../support/apiHarness';
import { seededDatabase } from '../support/seededDatabase';
import { startProxy, type Running } from './proxyFixtures';

/*
 * The real api behind the real proxy, which keeps the bytes of large answers and revalidates them upstream
 * on every request (proxy/keptAnswers.ts). Every answer is small here: the proxy keeps any size.
 */
const JWT_SECRET = 'kept-answers-secret-0123456789-abcdefghijk';
const SEARCH = '/api/customer/getallcustomerstosearch';
/** What a browser sends: the api answers brotli. */
const BROWSER = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

let seeded: Awaited<ReturnType<typeof seededDatabase>>;
let api: EmbeddedApi;
let legacyApi: EmbeddedApi;
let metrics: ProxyMetrics;
let server: http.Server;
let url: string;
const tokens: Record<string, string> = {};

async function listen(app: http.RequestListener): Promise<{ server: http.Server; url: string }> {
  const s = http.createServer(app);
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return { server: s, url: `http://127.0.0.1:${(s.address() as { port: number }).port}` };
}

const clock = new ManualClock(TEST_NOW);

beforeAll(async () => {
  seeded = await seededDatabase({ customers: 40, seed: 42, today: clock.now() });
  api = await serveEmbeddedApi(seeded.db, { env: {}, jwtSecret: JWT_SECRET, clock });
  legacyApi = await serveEmbeddedApi(seeded.db, { env: { API_PROFILE: 'legacy' }, jwtSecret: JWT_SECRET, clock });
  metrics = proxyMetrics();
  ({ server, url } = await listen(createProxyApp({ distDir: '/nonexistent', configDir: '/nonexistent', upstreamUrl: api.url, jwtSecret: JWT_SECRET, clock, metrics, keptAnswerMinBytes: 1, log: () => undefined })));
  for (const email of ['sales@demo.test', 'deco@demo.test', 'wholesale@demo.test']) {
    const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
    tokens[email] = ((await login.json()) as { accessToken: string }).accessToken;
  }
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await api.close();
  await legacyApi.close();
  await seeded.drop();
});

const customersOfGroup = (groupCode: string) => seeded.db.query('SELECT debnr, name FROM customers WHERE group_code = $1 ORDER BY debnr', [groupCode]);

/** The search list through `base` as `email`, with what the api's kept answers did meanwhile (a 304 went upstream). */
async function search(email: string, headers: Record<string, string> = {}, base = url) {
  const before = { ...keptAnswerCounts };
  const response = await fetch(`${base}${SEARCH}`, { headers: { ...BROWSER, authorization: `Bearer ${tokens[email]}`, ...headers } });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
    /** The upstream answered 304 to this request (to the proxy's tag or the client's own). */
    upstreamNotModified: keptAnswerCounts.notModified - before.notModified,
  };
}

async function keptCounts(registry = metrics.registry): Promise<{ hit: number; miss: number; bytes: number }> {
  const counts = (await registry.getSingleMetric('flora_proxy_kept_answers_total')!.get()).values;
  const bytes = (await registry.getSingleMetric('flora_proxy_kept_answer_bytes')!.get()).values[0]?.value ?? 0;
  const of = (result: string) => counts.find((v) => v.labels.result === result)?.value ?? 0;
  return { hit: of('hit'), miss: of('miss'), bytes };
}

describe('large answers kept by the proxy', () => {
  test('a second request is answered from the kept bytes after the upstream answered 304 to the kept tag', async () => {
    const first = await search('sales@demo.test');
    expect([first.status, first.headers.get('content-encoding'), first.upstreamNotModified]).toEqual([200, 'br', 0]);
    expect(first.body).toEqual(await customersOfGroup('101'));
    const before = await keptCounts();

    const second = await search('sales@demo.test');
    expect([second.status, second.upstreamNotModified]).toEqual([200, 1]);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-encoding')).toBe('br');
    // The proxy's own headers, not the kept answer's: a request id of its own, no-store, nothing of the hop's field.
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(second.headers.get('flora-proxy-cache-control')).toBeNull();
    const after = await keptCounts();
    expect(after.hit - before.hit).toBe(1);
    expect(after.bytes).toBeGreaterThan(0);

    // Another encoding is another variant: kept apart, never the brotli bytes under a gzip label.
    const gzip = await search('sales@demo.test', { 'accept-encoding': 'gzip' });
    expect([gzip.status, gzip.headers.get('content-encoding'), gzip.body]).toEqual([200, 'gzip', first.body]);
  });

  test('a change of data gives the new rows, which are kept in turn', async () => {
    await search('sales@demo.test');
    const held = await search('sales@demo.test');
    expect(held.upstreamNotModified).toBe(1);

    const [renamed] = await seeded.db.query<{ debnr: string }>(
      `UPDATE customers SET name = 'Kept Bloemen' WHERE debnr = (SELECT min(debnr) FROM customers WHERE group_code = '101') RETURNING debnr`,
    );
    const changed = await search('sales@demo.test');
    expect([changed.status, changed.upstreamNotModified]).toEqual([200, 0]);
    expect(changed.headers.get('etag')).not.toBe(held.headers.get('etag'));
    expect(changed.body).toContainEqual({ debnr: renamed!.debnr, name: 'Kept Bloemen' });
    expect(changed.body).toEqual(await customersOfGroup('101'));

    const again = await search('sales@demo.test');
    expect([again.status, again.upstreamNotModified, again.body]).toEqual([200, 1, changed.body]);
  });

  test("the client's own If-None-Match still gets a 304; a client holding an older tag gets the list from the kept bytes", async () => {
    const current = await search('sales@demo.test');
    const etag = current.headers.get('etag')!;
    const held = await search('sales@demo.test', { 'if-none-match': etag });
    expect([held.status, held.body, held.headers.get('etag')]).toEqual([304, undefined, etag]);

    const stale = await search('sales@demo.test', { 'if-none-match': '"search:101:0"' });
    expect([stale.status, stale.upstreamNotModified, stale.headers.get('etag')]).toEqual([200, 1, etag]);
    expect(stale.body).toEqual(current.body);
  });

  test("two users of different groups asking the same URL each get their own group's list, never the other's", async () => {
    const sales = await search('sales@demo.test');
    const deco = await search('deco@demo.test');
    const [ofSales, ofDeco] = [await customersOfGroup('101'), await customersOfGroup('401')];
    expect(ofDeco.length).toBeGreaterThan(0);
    expect(ofDeco).not.toEqual(ofSales);
    expect([sales.body, deco.body]).toEqual([ofSales, ofDeco]);

    // Both lists are kept under their own tags and offered together; the upstream names the caller's.
    for (let round = 0; round < 2; round++) {
      const [salesAgain, decoAgain] = [await search('sales@demo.test'), await search('deco@demo.test')];
      expect([salesAgain.upstreamNotModified, salesAgain.body]).toEqual([1, ofSales]);
      expect([decoAgain.upstreamNotModified, decoAgain.body]).toEqual([1, ofDeco]);
    }
    // Sending the other group's tag itself gets nothing of it.
    const guessed = await search('deco@demo.test', { 'if-none-match': sales.headers.get('etag')! });
    expect([guessed.status, guessed.body]).toEqual([200, ofDeco]);
    // Whoever may not search is refused upstream, though the list of their own group is kept here.
    expect((await search('wholesale@demo.test')).status).toBe(403);
    // A group the caller may not use stays refused.
    expect((await search('deco@demo.test', { groupcode: '302' })).status).toBe(403);
  });
});

describe('against an upstream that sends no ETag (the legacy profile)', () => {
  let legacy: Running;
  let legacyMetrics: ProxyMetrics;
  beforeAll(async () => {
    legacyMetrics = proxyMetrics();
    legacy = await startProxy({ distDir: '/nonexistent', configDir: '/nonexistent', upstreamUrl: legacyApi.url, jwtSecret: JWT_SECRET, clock, metrics: legacyMetrics, keptAnswerMinBytes: 1 });
  });
  afterAll(() => legacy.close());

  test('keeps nothing: every request is answered whole by the upstream', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await search('sales@demo.test', {}, legacy.url);
      expect([answer.status, answer.headers.get('etag'), answer.upstreamNotModified]).toEqual([200, null, 0]);
      expect(answer.body).toEqual(await customersOfGroup('101'));
    }
    expect(await keptCounts(legacyMetrics.registry)).toEqual({ hit: 0, miss: 0, bytes: 0 });
  });
});

describe('against upstreams that do not allow keeping or leave the tag out of a 304', () => {
  /** Answers GET /api/list 200 with a strong ETag and `headers`, or 304 when asked with that tag (naming it unless `untagged304`). */
  async function fakeUpstream(headers: Record<string, string>, untagged304 = false) {
    const asked: (string | undefined)[] = [];
    const upstream = await listen((req, res) => {
      asked.push(req.headers['if-none-match']);
      if ((req.headers['if-none-match'] ?? '').includes('"v1"')) res.writeHead(304, untagged304 ? {} : { etag: '"v1"' }).end();
      else res.writeHead(200, { 'content-type': 'application/json', etag: '"v1"', ...headers }).end(JSON.stringify({ rows: 'x'.repeat(2000) }));
    });
    const proxy = await startProxy({ distDir: '/nonexistent', configDir: '/nonexistent', upstreamUrl: upstream.url, keptAnswerMinBytes: 1 });
    return {
      asked,
      get: (own?: string) => fetch(`${proxy.url}/api/list`, { headers: own ? { 'if-none-match': own } : {} }),
      close: async () => {
        await proxy.close();
        upstream.server.closeAllConnections();
        await new Promise((resolve) => upstream.server.close(resolve));
      },
    };
  }

  test.each([
    ['Cache-Control: no-store', { 'cache-control': 'no-store' }],
    ['Cache-Control: private', { 'cache-control': 'private, max-age=0' }],
    ["no-store in the field targeted at the proxy, over the general one's no-cache", { 'cache-control': 'no-cache', 'flora-proxy-cache-control': 'no-store' }],
    ['a Vary beyond Accept-Encoding', { vary: 'Accept-Encoding, Authorization' }],
  ])('keeps nothing under %s', async (_what, headers) => {
    const upstream = await fakeUpstream(headers);
    for (let i = 0; i < 2; i++) expect((await upstream.get()).status).toBe(200);
    expect(upstream.asked).toEqual([undefined, undefined]);
    await upstream.close();
  });

  test('a 304 without its tag is not answered from the kept bytes: the call goes again as the client sent it', async () => {
    const upstream = await fakeUpstream({ 'flora-proxy-cache-control': 'no-cache' }, true);
    const first = await upstream.get();
    expect(first.status).toBe(200);
    const second = await upstream.get();
    expect([second.status, await second.text()]).toEqual([200, await first.text()]);
    // Offered the kept tag, got an untagged 304, asked again without it.
    expect(upstream.asked).toEqual([undefined, '"v1"', undefined]);
    // The client's own tag: its 304 passes on.
    expect((await upstream.get('"v1"')).status).toBe(304);
    await upstream.close();
  });
});
