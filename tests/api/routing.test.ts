import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';

let api: ApiHarness;
let sales: string;
beforeAll(async () => {
  api = await startApi({ customers: 20 });
  sales = (await api.login('sales@demo.test')).accessToken;
});
afterAll(() => api.close());

/** Legacy clients spell the paths in any case and sometimes end them with a slash: the api matches as Express does. */
describe('finding the route of a call', () => {
  test('a fixed path in another case and with a trailing slash reaches its route', async () => {
    const plain = await api.call('GET', 'customer/getallcustomerstosearch', { token: sales });
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(0);
    for (const spelling of ['Customer/GetAllCustomersToSearch', 'customer/getallcustomerstosearch/']) {
      expect(await api.call('GET', spelling, { token: sales })).toMatchObject({ status: 200, body: plain.body });
    }
  });

  test('a path with parameters reaches its route, in any case', async () => {
    const [first] = (await api.call<{ debnr: string }[]>('GET', 'customer/getallcustomerstosearch', { token: sales })).body;
    const answer = await api.call('GET', `Customer/GetCustomer/${first!.debnr}`, { token: sales });
    expect(answer).toMatchObject({ status: 200, body: { debnr: first!.debnr } });
  });

  test('HEAD is answered by the GET route, without a body', async () => {
    const answer = await api.call('HEAD', 'auth/getRoles', { token: sales });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body).toBeNull();
  });

  test('an unknown path, or a known one with another method: 404 "Unknown endpoint"', async () => {
    for (const [method, path] of [
      ['GET', 'customer/nosuchthing'],
      ['POST', 'customer/getallcustomerstosearch'],
      ['GET', 'customer/getallcustomerstosearch/extra'],
    ] as const) {
      expect(await api.call(method, path, { token: sales })).toMatchObject({ status: 404, body: { message: 'Unknown endpoint' } });
    }
  });
});

/** The parts of a call the routes read, read as Express read them before the api ran on node:http alone. */
describe('reading a call', () => {
  test('a path parameter is percent-decoded; one that cannot be decoded is a 400, not a 500', async () => {
    const [first] = (await api.call<{ debnr: string }[]>('GET', 'customer/getallcustomerstosearch', { token: sales })).body;
    const encoded = [...first!.debnr].map((char) => `%${char.charCodeAt(0).toString(16)}`).join('');
    expect(await api.call('GET', `customer/getcustomer/${encoded}`, { token: sales })).toMatchObject({ status: 200, body: { debnr: first!.debnr } });
    expect(await api.call('GET', 'customer/getcustomer/%E0%A4%A', { token: sales })).toMatchObject({ status: 400, body: { message: 'Malformed path' } });
  });

  test('a malformed or oversized JSON body: 400 or 413 in our words, whoever sends it', async () => {
    for (const token of [sales, undefined]) {
      expect(await api.call('POST', 'monitor/createuserlog', { token, body: '{"type":' })).toMatchObject({ status: 400, body: { message: 'Malformed JSON body' } });
    }
    const huge = JSON.stringify({ type: 'page', actionName: 'x'.repeat(6 * 1024 * 1024), device: 'desktop' });
    expect(await api.call('POST', 'monitor/createuserlog', { token: sales, body: huge })).toMatchObject({ status: 413, body: { message: 'Request body too large' } });
  });

  test('a path outside /api: 404 "Unknown endpoint", no-store', async () => {
    const response = await fetch(`${api.url}/apinot/customer/getallcustomerstosearch`, { headers: { authorization: `Bearer ${sales}` } });
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: 'Unknown endpoint' });
  });
});
