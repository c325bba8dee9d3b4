import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ALL_ROUTES } from '../../api/routes';
import { parseEndpointKey } from '../../schemas/endpoints';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { trackRowChanges } from './support/rowChanges';

/**
 * Every route of the api (teammates' later routes included) against random input, called as an admin:
 * whatever a client sends, the answer is never a 500, no answer carries driver or SQL text, and an
 * answer that is not 2xx wrote no rows.
 */
const RUNS_PER_ROUTE = 15;

/** Failures that are recorded on purpose: a wrong login goes to the login history and the flood and enumeration counters. */
const WRITTEN_ON_FAILURE: Partial<Record<string, string[]>> = { 'POST auth/login': ['login_history', 'login_failures', 'unknown_login_attempts'] };

/** What PostgreSQL, PGlite or the driver would say; none of it may reach a client. */
const DATABASE_WORDING =
  /SQLSTATE|syntax error at or near|invalid input syntax|violates (not-null|foreign key|unique|check) constraint|duplicate key value|out of range for type|date\/time field value|invalid byte sequence|relation "|column "|operator does not exist|function \S+\(.*\) does not exist|current transaction is aborted|pglite|postgres|\bpg_/i;

/** Field names the api reads, so random bodies also reach the checks behind the first missing field. */
const FIELD_NAMES = [
  'email', 'password', 'ip', 'id', 'azureId', 'azure_id', 'accessToken', 'refreshToken', 'resetPasswordToken', 'groupCode',
  'companyId', 'accessable', 'name', 'target', 'roles', 'language', 'accountManagers', 'accountManagerCode', 'type', 'actionName',
  'extraInfo', 'device', 'fromPage', 'timeOnPage', 'startDate', 'endDate', 'debnr', 'levStop', 'datum', 'username', 'comment',
  'title', 'description', 'visitId', 'visitDate', 'specialOfferId', 'listId', 'products', 'concluded', 'startDateString',
  'endDateString', 'changedPassword', 'Days', 'welcome_discount', 'fromdate', 'todate', 'page', 'finadmin', 'refresh',
];

const scalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 200, maxLength: 3000 }),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('x@y.test', '101', '801', '0', '-1', '123456', 'true', 'false', '', ' ', "1' OR '1'='1", '{{id}}', '../../etc/passwd'),
  // What the database itself refuses: a NUL byte, impossible or far-away dates, numbers past any column's range.
  fc.constantFrom('nul\u0000byte', '\u0000', '2026-02-30', '2026-13-01', '99999-12-31', '0000-00-00', '99999999999999999999', 2 ** 40),
);
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
const param = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.integer().map(String),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('123456', '101', '0', 'nul\u0000byte', '2026-02-30', '99999-12-31', '99999999999999999999'),
);
const query = fc.array(fc.tuple(key, fc.oneof(param, fc.boolean().map(String), fc.constant(''))), { maxLength: 5 });
const groupHeader = fc.constantFrom(undefined, '101', '801', '999', "101' --");

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
