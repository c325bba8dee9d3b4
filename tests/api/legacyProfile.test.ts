import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../api/config';
import { EXTENSION_ENDPOINTS } from '../../schemas/extensions';
import { parseEndpointKey } from '../../schemas/endpoints';
import { startApi, type ApiHarness } from '../support/apiHarness';

/** The api as the group's existing back office behaves (API_PROFILE=legacy). */
let legacy: ApiHarness;
let admin: string;
beforeAll(async () => {
  legacy = await startApi({ customers: 20, env: { API_PROFILE: 'legacy' } });
  admin = (await legacy.login('admin@demo.test')).accessToken;
});
afterAll(() => legacy.close());

/** A concrete path for an endpoint key: every {parameter} filled with a plausible value. */
const pathOf = (key: string) => parseEndpointKey(key as never).path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'entity' ? 'customer' : '1'));

describe('the legacy profile', () => {
  it('answers every extension call 404 Unknown endpoint, even to an admin', async () => {
    for (const key of EXTENSION_ENDPOINTS) {
      const { method } = parseEndpointKey(key);
      const answer = await legacy.call(method, pathOf(key), { token: admin, ...(method === 'GET' ? {} : { body: {} }) });
      expect({ key, status: answer.status, body: answer.body }).toEqual({ key, status: 404, body: { message: 'Unknown endpoint' } });
    }
  });

  it("serves the spec's calls, and its list answers carry no ETag and ignore If-None-Match", async () => {
    const first = await legacy.call('GET', 'callList/GetBlock2', { token: admin });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBeNull();
    const again = await legacy.call('GET', 'callList/GetBlock2', { token: admin, headers: { 'if-none-match': '*' } });
    expect(again.status).toBe(200);
  });

  it('is chosen by API_PROFILE, and an unknown profile stops the start with a clear message', () => {
    expect(configFromEnv({}, 'k').profile).toBe('full');
    expect(configFromEnv({ API_PROFILE: 'legacy' }, 'k').profile).toBe('legacy');
    expect(() => configFromEnv({ API_PROFILE: 'old' }, 'k')).toThrow("API_PROFILE must be one of full, legacy, not 'old'");
  });
});
