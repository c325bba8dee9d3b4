import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, startApi, type ApiHarness } from '../support/apiHarness';
import { verifiedClaims, forgeToken, unsignedToken } from '../support/fakes/tokens';
import { rowCounts } from './support/rowCounts';

const WRONG = 'Wrong credentials. Please try again or reset your password.';
const LOCKED = 'Too many wrong password, account is locked for 5 minutes';
const FIVE_MINUTES = 5 * 60_000;

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const login = (email: string, password: string, extra: object = {}) =>
  api.call('POST', 'auth/login', { body: { email, password, ip: '198.51.100.7', ...extra } });

/** The login history written from now on (the seed has history of its own). */
async function historyFromHere() {
  const [{ last }] = await api.db.query<{ last: number }>('SELECT COALESCE(max(id), 0)::int AS last FROM login_history');
  return (email: string) =>
    api.db.query<{ success: boolean; ip: string; created_at: Date }>(
      'SELECT success, ip, created_at FROM login_history WHERE lower(email) = $1 AND id > $2 ORDER BY id',
      [email, last],
    );
}

describe('POST auth/login', () => {
  test("answers tokens and the user (with its company); the access token carries the spec's claims only: roles, email, name, azure id and group", async () => {
    const { status, body } = await login('manager@demo.test', DEMO_PASSWORD);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      name: 'Max Manager',
      userName: 'Max Manager',
      email: 'manager@demo.test',
      preferred_username: 'manager@demo.test',
      tosAgreement: true,
      language: 'en',
      companyId: 1,
      companyName: 'VDP',
      groupCode: '101',
    });
    expect(body.user.roles).toEqual(
      expect.arrayContaining(['iCRMBasis', 'iCRMManager', 'iTasksManager', 'iVisitsManager', 'iCRMSpecialOfferSend', 'iCRMSpecialOfferEdit']),
    );
    expect(body.user).not.toHaveProperty('passwordHash');
    const claims = verifiedClaims(body.accessToken, api.services.config.jwtSecret, api.clock.now());
    expect(claims).toMatchObject({
      roles: body.user.roles,
      preferred_username: 'manager@demo.test',
      userName: 'Max Manager',
      azureId: body.user.azureId,
      groupCode: '101',
      iss: 'flora-crm-api',
      aud: 'flora-crm',
    });
    expect(Object.keys(claims).sort()).toEqual(['aud', 'azureId', 'exp', 'groupCode', 'iat', 'iss', 'preferred_username', 'roles', 'sid', 'sub', 'userName']);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('a user who has not agreed to the terms still gets tokens, with tosAgreement false', async () => {
    const { status, body } = await login('newbie@demo.test', DEMO_PASSWORD);
    expect(status).toBe(200);
    expect(body.user.tosAgreement).toBe(false);
  });

  test('a wrong password answers 401 with the attempt count; an unknown email answers the same way', async () => {
    const wrong = await login('finance@demo.test', 'not-the-password');
    const unknown = await login('nobody@demo.test', 'not-the-password');
    expect(wrong).toMatchObject({ status: 401, body: { message: WRONG, loginAttempts: 1, maxAttempts: 3 } });
    expect(unknown).toMatchObject({ status: 401, body: wrong.body });
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(wrong.body).sort());
    expect((await login('nobody@demo.test', 'again-wrong')).body.loginAttempts).toBe(2);
  });

  test('every attempt is in login_history with its ip (sent, or the request address) and the clock time', async () => {
    const historyOf = await historyFromHere();
    await login('wholesale@demo.test', 'not-the-password');
    await api.call('POST', 'auth/login', { body: { email: 'wholesale@demo.test', password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(await historyOf('wholesale@demo.test')).toEqual([
      { success: false, ip: '198.51.100.7', created_at: api.clock.now() },
      { success: true, ip: '203.0.113.9', created_at: api.clock.now() },
    ]);
  });

  test('the third wrong password locks the account 5 minutes, even for the right password; then the count starts again', async () => {
    const email = 'deco@demo.test';
    const historyOf = await historyFromHere();
    expect((await login(email, 'wrong-1')).body.loginAttempts).toBe(1);
    expect((await login(email, 'wrong-2')).body.loginAttempts).toBe(2);
    const lockedUntil = new Date(api.clock.now().getTime() + FIVE_MINUTES).toISOString();
    expect(await login(email, 'wrong-3')).toMatchObject({ status: 423, body: { message: LOCKED, loginAttempts: 3, lockedUntil } });
    expect(await login(email, DEMO_PASSWORD)).toMatchObject({ status: 423, body: { message: LOCKED, loginAttempts: 3, lockedUntil } });

    api.clock.advance(FIVE_MINUTES - 1000);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(423);
    api.clock.advance(1000);
    expect((await login(email, 'wrong-after-lock')).body).toMatchObject({ loginAttempts: 1 });
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
    expect((await historyOf(email)).map((h) => h.success)).toEqual([false, false, false, false, false, false, true]);
  });

  test('a successful login resets the counter', async () => {
    const email = 'sales@demo.test';
    await login(email, 'wrong-1');
    await login(email, 'wrong-2');
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
    expect((await login(email, 'wrong-3')).body.loginAttempts).toBe(1);
    expect((await login(email, 'wrong-4')).body.loginAttempts).toBe(2);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
  });

  test('an unknown email answers exactly like a known one: 401, 401, 423, 423, same bodies (no account enumeration)', async () => {
    const answers = async (email: string) => {
      const seen = [];
      for (let i = 0; i < 4; i++) seen.push(await login(email, `wrong-${i}`));
      return seen.map(({ status, body }) => ({ status, body }));
    };
    const known = await answers('wholesale@demo.test');
    expect(known.map((a) => a.status)).toEqual([401, 401, 423, 423]);
    expect(await answers('ghost@demo.test')).toEqual(known);
    api.clock.advance(FIVE_MINUTES);
  });

  test('the email is matched whatever its case', async () => {
    expect((await login('  Newbie@Demo.TEST ', DEMO_PASSWORD)).status).toBe(200);
  });

  test.each([
    ['no body', undefined],
    ['an array', []],
    ['no password', { email: 'admin@demo.test' }],
    ['no email', { password: DEMO_PASSWORD }],
    ['an invalid email', { email: 'admin-at-demo.test', password: DEMO_PASSWORD }],
    ['a number as email', { email: 42, password: DEMO_PASSWORD }],
    ['a password over 50 characters', { email: 'admin@demo.test', password: 'x'.repeat(51) }],
    ['an ip that is no ip', { email: 'admin@demo.test', password: DEMO_PASSWORD, ip: 'DROP TABLE users' }],
    ['malformed JSON', '{"email": "admin@demo.test",'],
  ])('%s: 400 and nothing recorded', async (_case, body) => {
    const before = await rowCounts(api.db);
    const { status, body: answer } = await api.call('POST', 'auth/login', { body, headers: { 'content-type': 'application/json' } });
    expect(status).toBe(400);
    expect(answer.message).toEqual(expect.any(String));
    expect(await rowCounts(api.db)).toEqual(before);
  });
});

describe('access tokens', () => {
  const endpoint = 'auth/getRoles';
  let claims: Parameters<typeof forgeToken>[0];
  let secret: string;
  beforeAll(async () => {
    const { accessToken } = await api.login('admin@demo.test');
    secret = api.services.config.jwtSecret;
    const payload = verifiedClaims(accessToken, secret, api.clock.now());
    claims = {
      roles: payload.roles,
      preferred_username: payload.preferred_username,
      userName: payload.userName,
      azureId: payload.azureId,
      groupCode: payload.groupCode,
      sid: payload.sid,
    };
  });

  test('a token the api signed opens a signed-in endpoint', async () => {
    expect((await api.call('GET', endpoint, { token: forgeToken(claims, { secret, now: api.clock.now() }) })).status).toBe(200);
  });

  test.each([
    ['no token', () => undefined],
    ['a token that is no JWT', () => 'not.a.jwt'],
    ['another secret', () => forgeToken(claims, { secret: 'someone-elses-secret-0123456789abcdef', now: api.clock.now() })],
    ['another issuer', () => forgeToken(claims, { secret, issuer: 'evil-issuer', now: api.clock.now() })],
    ['another audience', () => forgeToken(claims, { secret, audience: 'another-app', now: api.clock.now() })],
    ['alg none', () => unsignedToken(claims, api.clock.now())],
  ])('%s: 401', async (_case, token) => {
    expect((await api.call('GET', endpoint, { token: token() })).status).toBe(401);
  });

  test('a token expires with the clock', async () => {
    const token = forgeToken(claims, { secret, now: api.clock.now() });
    api.clock.advance(901_000);
    expect((await api.call('GET', endpoint, { token })).status).toBe(401);
  });

  test('a user without the right role is refused with 403, whatever roles the token claims', async () => {
    const { accessToken } = await api.login('noroles@demo.test');
    expect((await api.call('GET', 'admin/getusers', { token: accessToken })).status).toBe(403);
    const noroles = verifiedClaims(accessToken, secret, api.clock.now());
    const claimingAdmin = forgeToken({ ...claims, azureId: noroles.azureId, sid: noroles.sid, roles: claims.roles }, { secret, now: api.clock.now() });
    expect((await api.call('GET', 'admin/getusers', { token: claimingAdmin })).status).toBe(403);
  });

  test('a token without a session (signed before sessions existed, or by hand) is refused with 401', async () => {
    expect((await api.call('GET', endpoint, { token: forgeToken({ ...claims, sid: undefined }, { secret, now: api.clock.now() }) })).status).toBe(401);
  });
});
