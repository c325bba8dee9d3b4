import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_BODY_BYTES } from '../../api/http/bodyLimits';
import { ALL_ROUTES } from '../../api/routes';
import { parseEndpointKey, type EndpointKey } from '../../schemas/endpoints';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { leakIn } from './support/answerLeaks';
import { anonymousAuthorization, oddBody, oddHeaders, oddQuery, oddSegment } from './support/oddInput';
import { groupHeader } from './support/randomInput';
import { timedCall, type WireRequest } from './support/timedCall';

/**
 * Every route of the api against what a hostile or broken client puts on the wire (oddInput.ts), signed in
 * as a user holding every role and not signed in: whatever arrives, the api answers below 500, with no stack,
 * JavaScript error or database text, within BOUND_MS (a bound against a walk that grows with the input, or
 * a hang; not a benchmark). It runs twice in `npm test` (PGlite, then PostgreSQL), so the runs are few per route.
 *
 * Fixed seeds: a failure prints the seed, the path and the command that replays it (FUZZ_SEED, FUZZ_PATH).
 */
/** FUZZ_SCALE=10 runs ten times as many cases per route, to hunt rather than to guard. */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const ADMIN_RUNS = 8 * SCALE;
const ANONYMOUS_RUNS = 3 * SCALE;
const BOUND_MS = 2_000;
/** An api silent this long is hanging: the call fails instead of the test timing out without the input. */
const GIVE_UP_MS = 10_000;
const SEED = Number(process.env.FUZZ_SEED ?? 36);

let api: ApiHarness;
let adminToken: string;
let adminRoles: string[];
const ownAccount = () => api.call('GET', `auth/GetUserByAzureId/${adminAzureId}`, { token: adminToken });
let adminAzureId: string;
let prototypeKeys: string[];
beforeAll(async () => {
  prototypeKeys = Object.getOwnPropertyNames(Object.prototype);
  api = await startApi({ customers: 20 });
  const login = await api.login('admin@demo.test');
  [adminToken, adminAzureId] = [login.accessToken, login.user.azureId];
  adminRoles = (await ownAccount()).body.roles;
});
afterAll(() => api.close());

/** Each route's own seed, from the run's seed and its label, so adding a route does not change the others' cases. */
function seedOf(label: string): number {
  let hash = 2166136261 ^ SEED;
  for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash | 0;
}

const shown = (text: string) => (text.length > 240 ? `${text.slice(0, 160)}…(${text.length} chars)…${text.slice(-40)}` : text);

/** Calls of `endpoint`: mostly its own method and path, sometimes another method or spelling of the path. */
function callsOf(endpoint: EndpointKey, authorization: fc.Arbitrary<string | undefined>): fc.Arbitrary<WireRequest> {
  const { method, path } = parseEndpointKey(endpoint);
  const parameters = [...path.matchAll(/\{\w+\}/g)].length;
  const otherMethods = method === 'GET' ? ['HEAD', 'POST', 'DELETE'] : ['GET', 'PUT', 'PATCH', 'OPTIONS'];
  return fc
    .record({
      method: fc.oneof({ arbitrary: fc.constant(method), weight: 9 }, fc.constantFrom(...otherMethods)),
      spelling: fc.oneof({ arbitrary: fc.constant('as written'), weight: 9 }, fc.constantFrom('upper case', 'trailing slash', 'double slash')),
      segments: fc.array(oddSegment, { minLength: parameters, maxLength: parameters }),
      query: oddQuery,
      body: method === 'GET' ? fc.constant(undefined) : oddBody,
      groupcode: groupHeader,
      extraHeaders: fc.oneof({ arbitrary: fc.constant({}), weight: 4 }, oddHeaders),
      authorization,
    })
    .map(({ method: sent, spelling, segments, query, body, groupcode, extraHeaders, authorization: credentials }) => {
      let written = spelling === 'upper case' ? path.toUpperCase() : path;
      segments.forEach((segment) => (written = written.replace(/\{\w+\}/, segment)));
      if (spelling === 'trailing slash') written += '/';
      const full = `/api/${spelling === 'double slash' ? '/' : ''}${written}${query ? `?${query}` : ''}`;
      const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders, ...body?.headers };
      if (groupcode !== undefined) headers.groupcode = groupcode;
      if (credentials !== undefined) headers.authorization = credentials;
      const request: WireRequest = { method: sent, path: full, headers, body: body?.bytes };
      // Counterexamples hold megabytes: show their shape.
      Object.defineProperty(request, fc.toStringMethod, {
        value: () => {
          const bytes = request.body;
          const shownBody = typeof bytes === 'string' ? JSON.stringify(shown(bytes)) : bytes ? `<${bytes.length} bytes>` : 'none';
          const shownHeaders = Object.entries(headers).map(([name, value]) => `${name}: ${shown(name === 'authorization' && credentials !== undefined && value.length > 60 ? `${value.slice(0, 20)}…` : value)}`);
          return `${sent} ${shown(full)} [${shownHeaders.join('; ')}] body ${shownBody}`;
        },
      });
      return request;
    });
}

async function answersCleanly(request: WireRequest): Promise<void> {
  const answer = await timedCall(api.url, request, GIVE_UP_MS);
  const seen = `answered ${answer.status} in ${Math.round(answer.ms)} ms: ${shown(answer.text)}`;
  expect(answer.status, seen).toBeLessThan(500);
  expect(leakIn(answer.text), seen).toBeUndefined();
  expect(answer.ms, seen).toBeLessThan(BOUND_MS);
}

async function fuzz(label: string, calls: fc.Arbitrary<WireRequest>, numRuns: number): Promise<void> {
  const out = await fc.check(fc.asyncProperty(calls, answersCleanly), {
    seed: seedOf(label),
    numRuns,
    path: process.env.FUZZ_PATH,
    // Shrinking sends requests too: stop it in time to report what it has.
    interruptAfterTimeLimit: 40_000,
  });
  if (out.failed) {
    const report = await fc.asyncDefaultReportMessage(out);
    const cause = out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance);
    throw new Error(`${report}\n${cause}\nReplay: FUZZ_SEED=${SEED} FUZZ_PATH='${out.counterexamplePath}' npx vitest run --project api tests/api/fuzz.test.ts -t '${label}'`);
  }
}

const endpoints = ALL_ROUTES.map((route) => [route.endpoint] as const);

describe('every route, odd input on the wire, as a user with every role', () => {
  test.each(endpoints)('%s as admin', (endpoint) => fuzz(`${endpoint} as admin`, callsOf(endpoint, fc.constant(`Bearer ${adminToken}`)), ADMIN_RUNS), 60_000);
});

describe('every route, odd input on the wire, not signed in', () => {
  test.each(endpoints)('%s anonymous', (endpoint) => fuzz(`${endpoint} anonymous`, callsOf(endpoint, anonymousAuthorization), ANONYMOUS_RUNS), 60_000);
});

describe('the costliest body within the limits', () => {
  // 2.6 million values: the NUL check walked them with an object per value, 3.5 s per request.
  const millionsOfValues = `{"email":[${'0,'.repeat(MAX_BODY_BYTES / 2 - 100)}0]}`;

  test.each([
    ['POST', 'auth/login', undefined],
    ['POST', 'task/UpdateTask', 'admin'],
  ])('5 MB of small values to %s %s: a 400 within the bound', async (method, path, signedIn) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(signedIn ? { authorization: `Bearer ${adminToken}` } : {}) };
    const answer = await timedCall(api.url, { method, path: `/api/${path}`, headers, body: millionsOfValues }, GIVE_UP_MS);
    expect(answer.status).toBe(400);
    expect(answer.ms).toBeLessThan(BOUND_MS);
  });
});

// Else the fuzz would have gone on answering 401s and 403s, and tried far less than it says.
test('after the fuzz: the admin is still signed in with every role, and Object.prototype is as it was', async () => {
  expect(adminRoles.length).toBeGreaterThan(5);
  expect(await ownAccount()).toMatchObject({ status: 200, body: { roles: adminRoles } });
  expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
