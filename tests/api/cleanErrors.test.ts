import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answerError } from '../../api/http/errorHandler';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { deadUpstreamUrl, makeSite, startProxy } from './proxyFixtures';
import { rowCounts } from './support/rowCounts';

let api: ApiHarness;
let admin: string;
beforeAll(async () => {
  api = await startApi({ customers: 20 });
  admin = (await api.login('admin@demo.test')).accessToken;
});
afterAll(() => api.close());

describe('input the database would refuse', () => {
  test('a NUL byte in a body field: 400 naming the field, nothing written', async () => {
    const before = await rowCounts(api.db);
    const answer = await api.call('POST', 'monitor/createuserlog', { token: admin, body: { type: 'page', actionName: 'open\u0000page', device: 'desktop' } });
    expect(answer).toMatchObject({ status: 400, body: { errors: { actionName: 'contains a character that is not allowed' } } });
    expect(await rowCounts(api.db)).toEqual(before);
  });

  test('a NUL byte in the query string or the path: 400 naming it', async () => {
    const inQuery = await api.call('GET', `customer/getallcustomerstosearch?search=${encodeURIComponent('a\u0000b')}`, { token: admin });
    expect(inQuery).toMatchObject({ status: 400, body: { errors: { search: expect.any(String) } } });
    const inPath = await api.call('GET', `customer/getcustomer/${encodeURIComponent('10\u00000')}`, { token: admin });
    expect(inPath).toMatchObject({ status: 400, body: { errors: { debnr: expect.any(String) } } });
  });

  /** The error the real database throws for a value, answered by the api's error handler for a call that sent it. */
  async function answerFor(sql: string, value: unknown, field: string) {
    const refusal = await api.db.query(sql, [value]).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeDefined();
    const server = http.createServer((_req, res) => answerError(res, refusal, { note: 'fine', [field]: value }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      return { status: response.status, body: await response.json() };
    } finally {
      server.close();
    }
  }

  test.each([
    ['an impossible date', 'SELECT $1::date', '2026-02-30', 'visitDate', 'is not a valid date'],
    ['a date without month or day', 'SELECT $1::timestamptz', '0000-00-00', 'startDate', 'is not a valid date'],
    ['a number past the column', 'SELECT $1::int', 99999999999, 'target', 'is out of range'],
  ])('%s: 400 with the field in our words, no database text', async (_case, sql, value, field, message) => {
    const { status, body } = await answerFor(sql, value, field);
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Invalid input', errors: { [field]: message } });
  });
});

describe('Cache-Control: no-store on every /api answer', () => {
  test('the api: success, refusal, bad input and unknown endpoint alike', async () => {
    const answers = [
      await api.call('GET', 'auth/getRoles', { token: admin }),
      await api.call('GET', 'auth/getRoles'),
      await api.call('POST', 'auth/login', { body: {} }),
      await api.call('GET', 'no/such/endpoint', { token: admin }),
    ];
    expect(answers.map((a) => [a.status, a.headers.get('cache-control')])).toEqual([
      [200, 'no-store'],
      [401, 'no-store'],
      [400, 'no-store'],
      [404, 'no-store'],
    ]);
  });

  test('the proxy: whatever the upstream says, and on its own refusals', async () => {
    const cachingUpstream = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
      res.end('{"accessToken":"..."}');
    });
    await new Promise<void>((resolve) => cachingUpstream.listen(0, '127.0.0.1', resolve));
    const site = await makeSite();
    const upstreamUrl = `http://127.0.0.1:${(cachingUpstream.address() as AddressInfo).port}`;
    const proxy = await startProxy({ distDir: site.distDir, configDir: site.configDir, upstreamUrl, jwtSecret: 'proxy-secret-0123456789-abcdefghijkl' });
    const deadProxy = await startProxy({ distDir: site.distDir, configDir: site.configDir, upstreamUrl: await deadUpstreamUrl() });
    try {
      const forwarded = await fetch(`${proxy.url}/api/auth/refreshtoken`, { method: 'POST', headers: { accept: 'application/json' } });
      const refused = await fetch(`${proxy.url}/api/auth/getRoles`, { headers: { accept: 'application/json', authorization: 'Bearer forged' } });
      const unreachable = await fetch(`${deadProxy.url}/api/auth/getRoles`, { headers: { accept: 'application/json' } });
      expect([forwarded, refused, unreachable].map((r) => [r.status, r.headers.get('cache-control')])).toEqual([
        [200, 'no-store'],
        [401, 'no-store'],
        [502, 'no-store'],
      ]);
    } finally {
      await proxy.close();
      await deadProxy.close();
      await site.remove();
      cachingUpstream.close();
    }
  });
});
