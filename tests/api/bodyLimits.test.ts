import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../api/http/bodyLimits';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { makeSite, startProxy } from './proxyFixtures';

let api: ApiHarness;
let site: Awaited<ReturnType<typeof makeSite>>;
let proxy: Awaited<ReturnType<typeof startProxy>>;
beforeAll(async () => {
  api = await startApi({ customers: 20 });
  site = await makeSite();
  proxy = await startProxy({ distDir: site.distDir, configDir: site.configDir, upstreamUrl: api.url });
});
afterAll(async () => {
  await proxy.close();
  await site.remove();
  await api.close();
});

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Sends the request's head as written and no body; resolves with the first bytes of the answer. */
function headOnly(url: string, head: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(head));
    socket.setEncoding('utf8');
    socket.once('data', (text: string) => {
      socket.destroy();
      resolve(text);
    });
    socket.once('error', reject);
  });
}

describe('bodies no client needs', () => {
  it('a login body nested 30,000 deep is a 400, and the api keeps serving', async () => {
    const answer = await api.call('POST', 'auth/login', { body: nested(30_000) });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Request body nested too deeply' } });
    expect((await api.login('sales@demo.test')).accessToken).toEqual(expect.any(String));
  });

  it('bodies nested as deep as real calls go are read as before', async () => {
    const answer = await api.call('POST', 'auth/login', { body: { email: 'sales@demo.test', password: 'wrong', extra: JSON.parse(nested(20)) } });
    expect(answer.status).toBe(401);
  });

  it('a body past the size limit is a 413', async () => {
    const answer = await api.call('POST', 'auth/login', { body: JSON.stringify({ email: 'x'.repeat(MAX_BODY_BYTES) }) });
    expect(answer).toMatchObject({ status: 413, body: { message: 'Request body too large' } });
  });

  it('the proxy refuses a body announced past the limit at once, before reading or forwarding it', async () => {
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\nContent-Type: application/json\r\nContent-Length: 99999999999\r\n\r\n`;
    const answer = await headOnly(proxy.url, head);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('Request body too large');
  });

  it('through the proxy too, the deep body is a 400 in our words', async () => {
    const response = await fetch(`${proxy.url}/api/auth/login`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: nested(10_000),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Request body nested too deeply' });
  });
});
