import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ALL_ROUTES } from '../../api/routes';
import { parseEndpointKey } from '../../schemas/endpoints';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { DATABASE_WORDING } from './support/answerLeaks';
import { FIELD_NAMES, groupHeader, param, scalar } from './support/randomInput';
import { trackRowChanges } from './support/rowChanges';

/**
 * Every route of the api (teammates' later routes included) against random input, called as an admin:
 * whatever a client sends, the answer is never a 500, no answer carries driver or SQL text, and an
 * answer that is not 2xx wrote no rows.
 */
const RUNS_PER_ROUTE = 15;

/** Failures that are recorded on purpose: a wrong login goes to the login history and the flood and enumeration counters. */
const WRITTEN_ON_FAILURE: Partial<Record<string, string[]>> = { 'POST auth/login': ['login_history', 'login_failures', 'unknown_login_attempts'] };

const value = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), scalar, { maxKeys: 4 }),
);
const key = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 }));
const body = fc.oneof(
  fc.dictionary(key, value, { maxKeys: 8 }),
  fc.array(value, { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(undefined),
);
const query = fc.array(fc.tuple(key, fc.oneof(param, fc.boolean().map(String), fc.constant(''))), { maxLength: 5 });

let api: ApiHarness;
let token: string;
let rowChanges: () => Promise<Record<string, number>>;
let counts: Record<string, number>;
beforeAll(async () => {
  api = await startApi({ customers: 20 });
  token = (await api.login('admin@demo.test')).accessToken;
  rowChanges = await trackRowChanges(api.db);
  counts = await rowChanges();
});
afterAll(() => api.close());

function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => (before[table] ?? 0) !== (after[table] ?? 0));
}

describe('every route, random input, as an admin', () => {
  test.each(ALL_ROUTES.map((route) => [route.endpoint]))('%s', async (endpoint) => {
    const { method, path } = parseEndpointKey(endpoint);
    const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    await fc.assert(
      fc.asyncProperty(fc.array(param, { minLength: params.length, maxLength: params.length }), query, body, groupHeader, async (values, pairs, payload, groupcode) => {
        let url = path;
        params.forEach((name, i) => (url = url.replace(`{${name}}`, encodeURIComponent(values[i] as string))));
        const search = new URLSearchParams(pairs);
        const sent = await api.call(method, `${url}${pairs.length ? `?${search}` : ''}`, {
          token,
          body: method === 'GET' ? undefined : payload,
          headers: groupcode === undefined ? {} : { groupcode },
        });
        expect(sent.status, JSON.stringify(sent.body)).not.toBe(500);
        if (sent.status >= 400) expect(JSON.stringify(sent.body)).not.toMatch(DATABASE_WORDING);
        const after = await rowChanges();
        if (sent.status < 200 || sent.status > 299) {
          const allowed = WRITTEN_ON_FAILURE[endpoint] ?? [];
          expect(changedTables(counts, after).filter((t) => !allowed.includes(t)), `status ${sent.status}`).toEqual([]);
        }
        counts = after;
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });
});
